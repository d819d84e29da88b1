import type { ImageRef } from './images';
import type { ContentCategory } from '../constants';
import type { CommentSort, SocialKind } from '../constants/content';
import type { UserSummary } from './users';

/** A content item as the client sees it (GET /contents/..., spec 000 §3 "Content"). */
export interface ContentItem {
  _id: string;
  /** Owner's user id. */
  userID: string;
  title: string;
  author: string;
  postedBy: string;
  description: string;
  sourceLink: string;
  category: ContentCategory;
  /** false = private: only the owner sees it. */
  visible: boolean;
  tags: string[];
  thumbnailFile: ImageRef | null;
  /** An image's file (category Image) also has its ImageRef fields; other files have null sizes and no variants. */
  contentFile: (ImageRef & { mimeType: string; size: number }) | null;
  /** Book: defaults to 'TBD'. */
  publisher: string;
  /** Course fields; null = not set (cards show 200 students, 5 hrs). */
  noOfStudents: number | null;
  duration: number | null;
  parentCourse: string;
  courseCategory: string;
  venue: string;
  organiser: string;
  /** 0-5, kept by the server from ratings; show to one decimal. */
  avgRating: number;
  ratingCount: number;
  reviewCount: number;
  likes: number;
  /** false for guests. */
  likedByMe: boolean;
  views: number;
  createdAt: string;
  modifiedAt: string;
  owner: UserSummary;
  /** What the viewer may do with it (content.policy.ts): change it (its owner), delete it (its owner, a system admin), review it (anyone signed in but its owner). */
  can: { edit: boolean; delete: boolean; review: boolean };
}

/** Per-category counts of one owner's content (institution library overview). */
export type ContentCounts = Record<'Video' | 'Article' | 'Book' | 'OpenLib' | 'Course', number>;
/** GET /contents/course-categories: how many public courses each course category has (only those with any). */
export type CourseCategoryCounts = Partial<Record<string, number>>;

/** A comment or review (spec 000 §3 "Comment/review"). */
export interface Comment {
  _id: string;
  commentAbout: SocialKind;
  idOfCommentedAbout: string;
  commentText: string;
  /** The rating given with this review, or null for a plain comment. */
  rating: number | null;
  commentedBy: Pick<UserSummary, '_id' | 'firstname' | 'lastname' | 'profilePicture'>;
  createdAt: string;
  /** What the viewer may do with it (comments.policy.ts): the author and admins delete. */
  can: { delete: boolean };
  /** Held for a safeguarding review (issue 32): its author alone sees it, marked so, until released. */
  held?: boolean;
}

export type { CommentSort, SocialKind };

/** POST /rating/:kind and GET /rating/:kind/:id answer. */
export interface RatingSummary {
  avgRating: number;
  ratingCount: number;
  /** The caller's own rating, null if none or a guest. */
  myRating: number | null;
}

/** POST /like/ answer. */
export interface LikeToggleResult {
  liked: boolean;
  likes: number;
}

/** One like in GET /like/. */
export interface Like {
  _id: string;
  likedAbout: SocialKind;
  idOfLikedAbout: string;
  likedBy: UserSummary;
  createdAt: string;
}
