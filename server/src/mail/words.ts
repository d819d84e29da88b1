/* What every language's mail file (en.ts, sw.ts) implements, and the helpers they share; texts.ts
 * picks one by the recipient's language. */

/** Subject, body and the button's words of one e-mail. */
export interface MailWords {
  subject: string;
  text: string;
  linkLabel: string;
}

/** What a session mail shows about the session (already formatted for the language). */
export interface SessionFacts {
  title: string;
  firstname: string;
  when: string;
  minutes: number;
  presenter: string;
  organiser: string;
  price: number;
  meetingLink: string;
}

/** What a claim mail shows about the claim. */
export interface ClaimFacts {
  firstname: string;
  /** Already grouped ('2,000'). */
  points: string;
  redeemableAs: 'Cash' | 'Airtime' | 'Internet_Data';
}

export interface MailTexts {
  /** The frame around every mail (lib/mail.ts). */
  frame: { copyLink: string; signature: string };
  confirmation(p: { firstname: string }): MailWords;
  passwordReset(p: { firstname: string; minutes: number }): MailWords;
  /** Someone signed up with an address that has an account (the sign-up's answer did not say so). */
  signupAttempt(p: { firstname: string }): MailWords;
  /** To a young learner's parent or guardian (issue 32): what agreeing means; the link agrees and withdraws. */
  guardianConsent(p: { firstname: string }): MailWords;
  /** To a safeguarding lead: a concern about young people was reported (no details: they are behind sign-in). */
  safeguardingConcern(p: { firstname: string; reason: 'unsuitable_for_young' | 'safeguarding_concern' }): MailWords;
  invitation(p: { inviterName: string }): MailWords;
  /** `needsApproval`: a member's invitation to a private group, which its admins approve. */
  groupInvitation(p: { inviterName: string; groupName: string; days: number; needsApproval: boolean }): MailWords;
  contactMessage(p: { id: string; name: string; email: string; subject: string; message: string }): MailWords;
  sessionRegistered(s: SessionFacts): MailWords;
  sessionUpdated(s: SessionFacts): MailWords;
  sessionCancelled(s: SessionFacts): MailWords;
  sessionReminder(s: SessionFacts): MailWords;
  /** To a claimant when a reviewer approves or rejects their claim, and when it is paid. */
  claimApproved(c: ClaimFacts): MailWords;
  claimRejected(c: ClaimFacts & { feedback: string }): MailWords;
  claimPaid(c: ClaimFacts & { reference: string }): MailWords;
  /** To a mentor an institution admin created (Create Mentor): the link sets their first password. */
  mentorAccountCreated(p: { firstname: string; institutionName: string; days: number }): MailWords;
  /** To a mentor an institution invites to be one of its mentors. */
  mentorInvitation(p: { firstname: string; institutionName: string; days: number }): MailWords;
  /** To an address an institution invites to become a member (one row of Invite Member or a CSV import). */
  memberInvitation(p: { name: string; institutionName: string; days: number }): MailWords;
  /** An institution's survey to its mentors or members; the link is the survey's own address. */
  survey(p: { firstname: string; institutionName: string; topic: string; description: string }): MailWords;
  /** One notice as a sentence (notice e-mails and digests; issue 17). */
  notice(n: NoticeFacts): string;
  /** A notice's own e-mail, sent as it happens. */
  noticeMail(p: { firstname: string; line: string }): MailWords;
  /** A daily or weekly digest of notices not yet seen; `more` counts those beyond the lines. */
  digest(p: { firstname: string; period: 'daily' | 'weekly'; lines: string[]; more: number }): MailWords;
  /** The words before the unsubscribe link under every notice e-mail. */
  unsubscribe: { kind: string; digest: string };
  /** Lines of the calendar entry's description (.ics). */
  ics: { presenter: string; organiser: string; join: string; sessionPage: string };
}

/** What a notice line says: its kind, the latest people's names (at most two), how many in all, the subject. */
export interface NoticeFacts {
  kind: string;
  names: string[];
  count: number;
  title: string;
  /** What the title names ('post', 'group', 'institution'...): some kinds read differently for each. */
  subjectKind: string;
  state: string | null;
}

/** 'Ugx 20,000' (grouped the same in both languages), or the word for free. */
export function priceText(price: number, free: string): string {
  return price >= 1 ? `Ugx ${price.toLocaleString('en-US')}` : free;
}
