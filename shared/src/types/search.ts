import type { ImageRef } from './images';
import type { ContentCategory } from '../constants';
import type { UserSummary } from './users';

export type SearchGroup = 'content' | 'courses' | 'sessions' | 'mentors';

/** Fields every result has (spec 000 §3 "Search result", one shape per kind). */
interface SearchHitBase {
  _id: string;
  /** The text to show as the result's heading: title, session title or full name. */
  title: string;
  avgRating: number;
  /** The spec's `rating` array was only ever read for its length. */
  reviewCount: number;
  views: number;
  createdAt: string;
  thumbnailFile: ImageRef | null;
}

export interface ContentHit extends SearchHitBase {
  kind: 'content' | 'course';
  description: string;
  author: string;
  category: ContentCategory;
  parentCourse: string;
  courseCategory: string;
  tags: string[];
  /** false only in the owner's own results. */
  visible: boolean;
  owner: UserSummary;
}

export interface SessionHit extends SearchHitBase {
  kind: 'session';
  sessionTitle: string;
  description: string;
  presenter: { _id: string; name: string };
  organiser: string;
  startsAt: string;
  endsAt: string;
  price: number;
  durationMinutes: number;
  isPast: boolean;
}

export interface MentorHit extends SearchHitBase {
  kind: 'mentor';
  firstname: string;
  lastname: string;
  about: string;
  bio: string;
  usercategory: string[];
  country: string;
  profilePicture: ImageRef | null;
}

export type SearchHit = ContentHit | SessionHit | MentorHit;

export interface SearchGroups {
  content: ContentHit[];
  courses: ContentHit[];
  sessions: SessionHit[];
  mentors: MentorHit[];
}

export type SearchCounts = Record<SearchGroup, number>;

/** POST /search answer: one page per group, and in `counts` each group's matches up to the end of its
 * page; their sum in `count`. A group listed in `atLeast` has more after its page (its total is not
 * counted: '30+'); for the others the count is the total (0 for a page past the group's end). */
export interface SearchResponse {
  success: true;
  data: SearchGroups;
  counts: SearchCounts;
  count: number;
  atLeast: SearchGroup[];
}
