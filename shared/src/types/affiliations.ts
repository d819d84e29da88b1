import type {
  AffiliateType,
  AffiliationInvitationStatus,
  MemberImportResult,
  MemberInvitationStatus,
  MemberRole,
  SurveyAudience,
} from '../constants/affiliations';
import type { ImageRef } from './images';
import type { InstitutionRef } from './institutions';
import type { UserSummary } from './users';

/** One of the signed-in person's affiliations (GET /affiliations; spec 001 §3 'Affiliation'). */
export interface Affiliation {
  _id: string;
  institution: InstitutionRef;
  affiliate: string;
  affiliateType: AffiliateType;
  createdAt: string;
}

/** An institution's invitation to a mentor: the mentor sees the institution, its admins the mentor. */
export interface AffiliationInvitation {
  _id: string;
  institution: InstitutionRef;
  mentor: UserSummary;
  /** 'expired' once a pending invitation is past expiresAt. */
  status: AffiliationInvitationStatus;
  createdAt: string;
  /** When it was last sent (resending starts the days again). */
  sentAt: string;
  expiresAt: string;
}

/** A mentor card on an institution's Mentors page (GET /institution/:id/mentors). */
export interface AffiliatedMentor {
  _id: string;
  firstname: string;
  lastname: string;
  usercategory: string[];
  profilePicture: ImageRef | null;
  interests: string[];
  affiliatedAt: string;
}

/** A survey an institution sent, with how many people it went to. */
export interface SentSurvey {
  _id: string;
  institution: string;
  topic: string;
  link: string;
  description: string;
  audience: SurveyAudience;
  recipientCount: number;
  createdAt: string;
}

/** An institution's invitation of a person by e-mail (its admins' Pending invitations list). */
export interface MemberInvitation {
  _id: string;
  email: string;
  name: string;
  role: MemberRole;
  status: MemberInvitationStatus;
  createdAt: string;
  /** When it was last sent (resending starts the days again). */
  sentAt: string;
  expiresAt: string;
}

/** One CSV row as the dry run judged it (line 2 is the first row under the header). */
export interface MemberImportRow {
  line: number;
  name: string;
  email: string;
  role: string;
  result: MemberImportResult;
}

/** The dry run of a CSV import: every row's result and how many of each. */
export interface MemberImportCheck {
  rows: MemberImportRow[];
  counts: Record<MemberImportResult, number>;
}

/** A CSV import on its way: `sent` of `total` invitations handed to the mail queue so far. */
export interface MemberImport {
  _id: string;
  institution: string;
  total: number;
  sent: number;
  finishedAt: string | null;
  createdAt: string;
}

/** The landing of a member invitation link (GET /institution/member/invitations/:id?key=). With the
 * mailed key it also tells the address and whether it has an account, to sign in or sign up. */
export interface MemberInvitationLanding {
  _id: string;
  institution: InstitutionRef;
  status: MemberInvitationStatus;
  email?: string;
  userExist?: boolean;
}
