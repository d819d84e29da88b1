import type { YouthStanding } from '../constants/youth';
import type { Language } from '../i18n/languages';
import type { ImageRef } from './images';
import type { SystemRole } from '../constants';

/** What anyone may see of a user. Never carries e-mail or password data. */
export interface PublicUser {
  _id: string;
  firstname: string;
  lastname: string;
  country: string;
  usercategory: string[];
  profilePicture: ImageRef | null;
  about: string;
  bio: string;
  qualification: string;
  experience: string;
  education: string;
  interests: string[];
  calendly: string;
  linkedIn: string;
  twitter: string;
  website: string;
  facebook: string;
  avgRating: number;
  views: number;
  followersCount: number;
  followingCount: number;
  createdAt: string;
  /** Present when the caller is signed in: whether they follow this user. */
  isFollowing?: boolean;
}

/** The signed-in user's own record (GET /user/profile, login). */
export interface CurrentUser extends PublicUser {
  email: string;
  confirmed: boolean;
  roles: SystemRole[];
  modifiedAt: string;
  /** Set for institution accounts: the institution this user administers. */
  institutionId: string | null;
  /** Interface and e-mail language, saved with PUT /user/language (issue 11). */
  language: Language;
  /** Age and a guardian's consent (issue 32), on GET /user/profile: what the client must ask or explain. */
  youth?: YouthStanding;
}

/** A person in a follow list or a small card. */
export interface UserSummary {
  _id: string;
  firstname: string;
  lastname: string;
  usercategory: string[];
  profilePicture: ImageRef | null;
  /** An institution account speaks as its institution: cards show this name and link to its home. */
  institution?: { _id: string; institutionName: string };
}

export interface FollowData {
  following: UserSummary[];
  followers: UserSummary[];
  followingCount: number;
  followersCount: number;
}

export interface FollowToggleResult {
  following: boolean;
  followersCount: number;
}

export interface Discipline {
  _id: string;
  name: string;
  keywords: string[];
}

export interface LoginResponse {
  success: true;
  message: string;
  token: string;
  user: CurrentUser;
}
