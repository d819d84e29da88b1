import type { ImageRef } from './images';
import type { ModerationAction, ReportKind, ReportReason, SanctionKind } from '../constants/moderation';

/** The thing as it was when first reported (kept even if it is edited or deleted since). */
export interface ReportSnapshot {
  title: string;
  text: string;
  authorId: string | null;
  authorName: string;
  link: string | null;
}

/** A sanction of a person: until `endsAt`, which ends it by itself. */
export interface Sanction {
  _id: string;
  kind: SanctionKind;
  reason: string;
  createdAt: string;
  endsAt: string;
}

/** One reported thing in the queue: its open reports grouped. */
export interface ModerationCase {
  kind: ReportKind;
  id: string;
  snapshot: ReportSnapshot;
  /** Distinct people with an open report about it. */
  reporters: number;
  reasons: Partial<Record<ReportReason, number>>;
  /** The reporters' words (the latest few). */
  notes: string[];
  /** Its reporters' standing: how many of their earlier reports were upheld (hide, remove) and dismissed. */
  reporterHistory: { upheld: number; dismissed: number };
  firstReportedAt: string;
  /** Hidden until reviewed (enough people reported it, or a moderator hid it). */
  hidden: boolean;
  /** Who is handling it; null: nobody yet. */
  claimedBy: { _id: string; name: string } | null;
  author: { _id: string; name: string; earlierReports: number; sanctions: Sanction[]; notes: StaffNote[] } | null;
}

/** One row of the audit log. */
export interface AuditEntry {
  _id: string;
  actorId: string | null;
  actorName: string;
  action: string;
  targetKind: string;
  targetId: string;
  reason: string;
  before: unknown;
  after: unknown;
  at: string;
}

export interface ModerationActResult {
  action: ModerationAction;
  closedReports: number;
}

/** A person as the admin console shows them (admins only: e-mail addresses included). */
export interface StaffPersonView {
  _id: string;
  name: string;
  email: string;
  roles: string[];
  usercategory: string[];
  /** Reports about their things, closed with a hide or remove. */
  upheldReports: number;
  openReports: number;
  sanctions: Sanction[];
  notes: StaffNote[];
}

/** A person in my blocked list (GET /api/blocks). */
export interface BlockedPerson {
  _id: string;
  firstname: string;
  lastname: string;
  profilePicture: ImageRef | null;
  blockedAt: string;
}

/** A staff note on a person (moderators and admins only). */
export interface StaffNote {
  _id: string;
  text: string;
  byName: string;
  at: string;
}
