import type { AffiliateType, AffiliationInvitationStatus, SurveyAudience } from '../constants/affiliations';
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
