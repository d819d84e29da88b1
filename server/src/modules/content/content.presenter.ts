import type { ContentCategory, ContentItem } from '@delv/shared';
import type { contents } from '../../db/schema';
import { imageRefOf } from '../../lib/privateFiles';
import { canOf, type Actor } from '../../policies/actor';
import { ratingPolicy } from '../ratings';
import { toUserSummary } from '../users';
import { contentPolicy } from './content.policy';

export type ContentRow = typeof contents.$inferSelect;
export type OwnerRow = Parameters<typeof toUserSummary>[0];

/** What the viewer may do with an item: change it, delete it, review it (not one's own). */
export const contentCan = (viewer: Actor | null, row: ContentRow) =>
  canOf(viewer, row, {
    edit: contentPolicy.change,
    delete: contentPolicy.delete,
    review: (actor, item) => ratingPolicy.rate(actor, { ownerIds: [item.ownerId] }),
  });

/** The one place a content row becomes JSON: storage keys stay inside. */
export function toContentItem(row: ContentRow, owner: OwnerRow, likedByMe: boolean, viewer: Actor | null): ContentItem {
  return {
    _id: row.id,
    userID: row.ownerId,
    title: row.title,
    author: row.author,
    postedBy: row.postedBy,
    description: row.description,
    sourceLink: row.sourceLink,
    category: row.category as ContentCategory,
    visible: row.visible,
    // Its owner's notice (only the owner reads a hidden item: it is private meanwhile).
    ...(row.hiddenAt && { hiddenByModerator: true }),
    tags: row.tags,
    // A private item's objects are shown through short-lived signed URLs (only its owner and admins see it).
    thumbnailFile: imageRefOf(row.thumbnail),
    contentFile: row.contentFile
      ? { ...imageRefOf(row.contentFile)!, mimeType: row.contentFile.mimeType, size: row.contentFile.size }
      : null,
    publisher: row.publisher,
    noOfStudents: row.noOfStudents,
    duration: row.duration,
    parentCourse: row.parentCourse,
    courseCategory: row.courseCategory,
    venue: row.venue,
    organiser: row.organiser,
    avgRating: row.avgRating,
    ratingCount: row.ratingCount,
    reviewCount: row.reviewCount,
    likes: row.likesCount,
    likedByMe,
    views: row.views,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
    owner: toUserSummary(owner),
    can: contentCan(viewer, row),
  };
}
