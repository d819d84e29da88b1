import type { ImageRef } from './images';
import type { UserSummary } from './users';

/** An institution as everyone may see it (GET /institution/:id, the directory). Its admins' login
 * e-mails are never here: 'Contact us' uses contactEmail, an address the admins chose to publish. */
export interface Institution {
  /** Hidden by a moderator (issue 31): shown only to its admins and staff, who read this notice. */
  hiddenByModerator?: true;
  _id: string;
  institutionName: string;
  institutionType: string;
  bio: string;
  /** User ids; the first is the institution account itself (spec 000 §6). */
  admins: string[];
  profilePicture: ImageRef | null;
  specialities: string[];
  country: string;
  city: string;
  area: string;
  postalcode: string;
  website: string;
  linkFacebook: string;
  linkTwitter: string;
  linkLinkedin: string;
  contactEmail: string;
  avgRating: number;
  /** How many ratings the average is made of (the directory's 'stars (count)'). */
  ratingCount: number;
  memberCount: number;
  createdAt: string;
  /** About the viewer (signed in): a member, an admin. Absent for guests. */
  isMember?: boolean;
  isAdmin?: boolean;
  /** What the viewer may do with it (institutions.policy.ts): edit its profile (its admins, a system admin). */
  can: { edit: boolean };
}

/** A member of an institution (GET /learner/institution/:id): the spec's { _id, learner, institution }. */
export interface InstitutionMember {
  _id: string;
  institution: string;
  learner: UserSummary;
  joinedAt: string;
}

/** Where an institution names itself on cards (feed, search, session organiser). */
export interface InstitutionRef {
  _id: string;
  institutionName: string;
  profilePicture: ImageRef | null;
}
