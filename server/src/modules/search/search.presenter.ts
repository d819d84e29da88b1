import type { ContentCategory, ContentHit, MentorHit, SessionHit } from '@delv/shared';
import type { StoredFileJson } from '../../db/schema';
import { imageRefOf } from '../../lib/privateFiles';
import { toUserSummary } from '../users';

/** A picture as pages show it: its widths, or a private item's signed address (only its owner finds it). */
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

type Picture = StoredFileJson | null;

/** The rows search reads, as PostgreSQL's JSON gives them (search.service.ts): instants are ISO text,
 * descriptions are cut to their first 201 characters (enough for clip to tell that more followed). */
export interface OwnerJson {
  id: string;
  firstname: string;
  lastname: string;
  usercategory: string[];
  profilePicture: StoredFileJson | null;
  /** An institution account's institution (user_cards). */
  institutionId?: string | null;
  institutionName?: string | null;
}

export interface ContentJson {
  id: string;
  title: string;
  description: string;
  author: string;
  category: string;
  parentCourse: string;
  courseCategory: string;
  tags: string[];
  visible: boolean;
  thumbnail: Picture;
  avgRating: number;
  views: number;
  createdAt: string;
  reviewCount: number;
  owner: OwnerJson;
}

export interface SessionJson {
  id: string;
  sessionTitle: string;
  description: string;
  presenterId: string;
  presenterName: string;
  organiser: string;
  startsAt: string;
  endsAt: string;
  price: number;
  durationMinutes: number;
  thumbnail: Picture;
  avgRating: number;
  attendeeCount: number;
  createdAt: string;
  reviewCount: number;
}

export interface MentorJson extends OwnerJson {
  about: string;
  bio: string;
  country: string;
  avgRating: number;
  views: number;
  createdAt: string;
  reviewCount: number;
}

const iso = (instant: string) => new Date(instant).toISOString();

/** Search results carry what a result card shows: no storage keys, no e-mail, no meeting link. */
export function toContentHit(row: ContentJson): ContentHit {
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
    reviewCount: row.reviewCount,
    views: row.views,
    createdAt: iso(row.createdAt),
    owner: toUserSummary(row.owner),
  };
}

export function toSessionHit(row: SessionJson, now: Date): SessionHit {
  return {
    _id: row.id,
    kind: 'session',
    title: row.sessionTitle,
    sessionTitle: row.sessionTitle,
    description: clip(row.description),
    presenter: { _id: row.presenterId, name: row.presenterName },
    organiser: row.organiser,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    price: row.price,
    durationMinutes: row.durationMinutes,
    isPast: new Date(row.endsAt).getTime() <= now.getTime(),
    thumbnailFile: publicFile(row.thumbnail),
    avgRating: row.avgRating,
    reviewCount: row.reviewCount,
    views: row.attendeeCount,
    createdAt: iso(row.createdAt),
  };
}

export function toMentorHit(row: MentorJson): MentorHit {
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
    reviewCount: row.reviewCount,
    views: row.views,
    createdAt: iso(row.createdAt),
  };
}
