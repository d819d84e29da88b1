import type { ContentCategory, ContentHit, MentorHit, SessionHit } from '@delv/shared';
import type { contents, sessions, StoredFileJson } from '../../db/schema';
import { imageRefOf } from '../../lib/privateFiles';
import type { UserRow } from '../users/users.service';
import { toUserSummary } from '../users/users.presenter';

type ContentRow = typeof contents.$inferSelect;
type SessionRow = typeof sessions.$inferSelect;

const publicFile = (file: StoredFileJson | null) => imageRefOf(file);

/** Results show one line of description (spec 000 §9); a description may hold 5,000 characters,
 * and a page holds up to 4 × 50 results: send the start only (the item's own page has the rest). */
export const DESCRIPTION_CLIP = 200;
export function clip(text: string, max = DESCRIPTION_CLIP): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export type ContentHitRow = Pick<
  ContentRow,
  'id' | 'title' | 'description' | 'author' | 'category' | 'parentCourse' | 'courseCategory' | 'tags' | 'visible' | 'thumbnail' | 'avgRating' | 'views' | 'createdAt'
>;
export type OwnerRow = Pick<UserRow, 'id' | 'firstname' | 'lastname' | 'usercategory' | 'profilePicture'>;
export type MentorHitRow = OwnerRow & Pick<UserRow, 'about' | 'bio' | 'country' | 'avgRating' | 'views' | 'createdAt'>;

/** Search results carry what a result card shows: no storage keys, no e-mail, no meeting link. */
export function toContentHit(row: ContentHitRow, owner: OwnerRow, reviewCount: number): ContentHit {
  return {
    _id: row.id,
    kind: row.category === 'Course' ? 'course' : 'content',
    title: row.title,
    description: clip(row.description),
    author: row.author,
    category: row.category as ContentCategory,
    parentCourse: row.parentCourse,
    courseCategory: row.courseCategory,
    tags: row.tags,
    visible: row.visible,
    thumbnailFile: publicFile(row.thumbnail),
    avgRating: row.avgRating,
    reviewCount,
    views: row.views,
    createdAt: row.createdAt.toISOString(),
    owner: toUserSummary(owner),
  };
}

export function toSessionHit(row: SessionRow, reviewCount: number, now: Date): SessionHit {
  return {
    _id: row.id,
    kind: 'session',
    title: row.sessionTitle,
    sessionTitle: row.sessionTitle,
    description: clip(row.description),
    presenter: { _id: row.presenterId, name: row.presenterName },
    organiser: row.organiser,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    price: row.price,
    durationMinutes: row.durationMinutes,
    isPast: row.endsAt.getTime() <= now.getTime(),
    thumbnailFile: publicFile(row.thumbnail),
    avgRating: row.avgRating,
    reviewCount,
    views: row.attendeeCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toMentorHit(row: MentorHitRow, reviewCount: number): MentorHit {
  const summary = toUserSummary(row);
  return {
    ...summary,
    kind: 'mentor',
    title: `${row.firstname} ${row.lastname}`.trim(),
    about: clip(row.about),
    bio: clip(row.bio),
    country: row.country,
    thumbnailFile: null,
    avgRating: row.avgRating,
    reviewCount,
    views: row.views,
    createdAt: row.createdAt.toISOString(),
  };
}
