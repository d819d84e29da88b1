import type { ImageRef } from './images';
import type { PointActivity } from '../constants/points';
import type { SharedModel } from '../validation/feed';
import type { Comment } from './content';
import type { UserSummary } from './users';

/** What likes and comments of a feed card are about: the post itself, a share's shared item, or a
 * content item. POST /like { likedAbout: kind, idOfLikedAbout: id }; POST /comment { commentAbout: kind, ... }. */
export interface FeedTarget {
  kind: 'post' | 'content' | 'session';
  id: string;
}

interface FeedItemBase {
  _id: string;
  /** Post time, sharedAt, or the content's createdAt (ISO). The feed is ordered by it, newest first. */
  createdAt: string;
  /** Poster, sharer or content owner. */
  author: UserSummary;
  target: FeedTarget;
  likes: number;
  comments: number;
  likedByMe: boolean;
}

/** A post's file. A photo also has its ImageRef sizes and variants; a PDF or video has null sizes and none. */
export interface PostAttachment extends ImageRef {
  mimeType: string;
  size: number;
  name: string;
}

/** A post (spec 000 §3 "Post"). */
export interface FeedPost extends FeedItemBase {
  type: 'post';
  postText: string;
  /** The link as typed ('' if none). */
  link: string;
  /** toEmbedUrl(link): the iframe address, '' if none. */
  embedUrl: string;
  attachment: PostAttachment | null;
  /** 'rejected' = pulled down: seen only by its author and moderators. */
  status: 'active' | 'rejected';
  /** What the viewer may do with it (posts.policy.ts): delete (its author, a system admin), pull it down (moderate: system admins and claim reviewers). */
  can: { delete: boolean; moderate: boolean };
}
export type Post = FeedPost;

/** A content item as a feed card shows it (small: data is costly). */
export interface SharedContent {
  _id: string;
  title: string;
  category: string;
  /** At most 300 characters. */
  description: string;
  sourceLink: string;
  embedUrl: string;
  thumbnailFile: ImageRef | null;
  contentFile: (ImageRef & { mimeType: string }) | null;
  owner: UserSummary;
}

export interface SharedSession {
  _id: string;
  sessionTitle: string;
  /** At most 300 characters. */
  description: string;
  startsAt: string;
  endsAt: string;
  /** Ugx; 0 = FREE. */
  price: number;
  thumbnailFile: ImageRef | null;
  presenterName: string;
  cancelled: boolean;
}

/** A share (spec 000 §3 "Sharing fields on a feed item"). */
export interface FeedShare extends FeedItemBase {
  type: 'share';
  shareText: string;
  sharedModel: SharedModel;
  shared: SharedContent | SharedSession;
  sharedBy: UserSummary;
  sharedAt: string;
  audience: 'everyone' | 'users';
  /** How many people it was sent to (0 for everyone). */
  recipients: number;
}

/** Newly published public content. */
export interface FeedContent extends FeedItemBase {
  type: 'content';
  content: SharedContent;
}

export type FeedItem = FeedPost | FeedShare | FeedContent;

/** GET /home/feed answer: no total count (see the contract), `hasMore` instead. */
export interface FeedPage {
  success: true;
  data: FeedItem[];
  hasMore: boolean;
}

/** POST /post answer. Show 'Success: Points Earned' only when pointsEarned > 0. */
export interface PostCreated {
  success: true;
  message: string;
  data: FeedPost;
  pointsEarned: number;
  pointsTotal: number;
}

/** POST /share/content answer. */
export interface ShareCreated {
  success: true;
  message: string;
  data: FeedShare;
  pointsEarned: number;
  pointsTotal: number;
}

/** One entry of a user's points (spec 001 §3 "Points"). */
export interface PointEntry {
  _id: string;
  point: number;
  activity: PointActivity;
  /** The earning rule's id (= activity). */
  activityPointId: PointActivity;
  label: string;
  /** The post or share the points came from, null otherwise. */
  postId: string | null;
  createdAt: string;
}

/** GET /user/points/:userId answer. */
export interface PointsList {
  success: true;
  data: PointEntry[];
  count: number;
  /** The balance: the sum of all the user's points (not only this page), never below zero. */
  total: number;
  /** Points taken back after they were held or paid out; the next points earned pay it first. */
  debt: number;
}

/** POST /invitation answer's data. */
export interface Invitation {
  _id: string;
  email: string;
  category: 'general' | 'group';
  /** A group invitation's group. */
  categoryID?: string;
  /** `${PUBLIC_URL}/invitation/${_id}`: the copyable link. The mailed link adds the invitee's `?key=`. */
  link: string;
  createdAt: string;
  /** A group invitation admits until then (GROUP_LIMITS.INVITATION_TTL_DAYS after it was last sent). */
  expiresAt: string;
}

/** GET /invitation/:id answer's data. `email` and `userExist` only for the invitee (the mailed
 * link's `?key=`): nobody else learns whether an address has an account. */
export interface InvitationLanding {
  _id: string;
  email?: string;
  category: 'general' | 'group';
  /** A group invitation's group and its name. */
  categoryID?: string;
  groupName?: string;
  inviter: { _id: string; firstname: string; lastname: string };
  /** 1 when an account with this e-mail exists (go to /login), else 0 (go to /signup). */
  userExist?: 0 | 1;
}

export interface MailingListAnswer {
  success: true;
  message: string;
}

/** GET /feedback answer: rated platform feedback for the landing carousel. */
export interface FeedbackList {
  success: true;
  data: Comment[];
  count: number;
  summary: FeedbackSummary;
}

export interface FeedbackSummary {
  avgRating: number;
  ratingCount: number;
}
