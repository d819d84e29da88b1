// Young learners (issue 32): the age of majority, what counts as contact details, the texts.
// Schemas are in validation/youth.ts.

/** Under this age a learner's account waits for a guardian's consent (Uganda's DPPA 2019, Kenya's DPA 2019). */
export const ADULT_AGE = 18;
/** The youngest and oldest age a date of birth may give (a typo guard, not a rule of the product). */
export const BIRTH_AGE_MIN = 8;
export const BIRTH_AGE_MAX = 120;
/** A learner may ask a guardian again after this many minutes. */
export const CONSENT_REQUEST_MINUTES = 5;

/** The account's standing as to age and consent, as the current user carries it. */
export interface YouthStanding {
  /** Under ADULT_AGE by the date of birth given. */
  minor: boolean;
  /** A minor without a guardian's (or the institution's) consent in force: as limited as a guest. */
  needsConsent: boolean;
  /** A learner who never gave a date of birth: asked once, on the next sign-in. */
  needsBirthDate: boolean;
  /** A guardian was asked and has not answered yet. */
  consentAsked: boolean;
}

// Contact details that take a conversation off the platform: a phone number (7+ digits, spaces,
// dots and dashes allowed, an optional +), an e-mail address, or a link or handle of another
// messaging service.
const PHONE_RE = /(?:\+|\b)\d(?:[\s.-]?\d){6,}/;
const EMAIL_RE = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;
const MESSENGER_RE =
  /\b(?:wa\.me|whatsapp|chat\.whatsapp\.com|t\.me|telegram|signal\.(?:me|group)|snapchat|instagram\.com|facebook\.com|fb\.com|m\.me|messenger\.com|tiktok\.com|discord(?:app)?\.(?:gg|com)|imo\.im|viber)\b/i;

/** True when the words carry a phone number, an e-mail address or another messaging service. */
export function hasContactDetails(words: string): boolean {
  return PHONE_RE.test(words) || EMAIL_RE.test(words) || MESSENGER_RE.test(words);
}

/** Texts of young learners' API answers and pages. */
export const YOUTH_MSG = {
  birthDateRequired: 'Enter your date of birth',
  birthDateInvalid: 'Enter your real date of birth',
  birthDateSaved: 'Thank you: your date of birth is saved',
  birthDateAlreadyGiven: 'Your date of birth is already saved: ask support to correct it',
  guardianEmailRequired: 'Enter your parent’s or guardian’s e-mail address',
  guardianNotYou: 'Enter your parent’s or guardian’s address, not your own',
  guardianPhoneNotYou: 'Enter your parent’s or guardian’s number, not your own',
  consentRequested: 'We sent your parent or guardian a link to agree',
  consentRequestTooSoon: 'Wait a few minutes before asking again',
  consentNotNeeded: 'This account does not need a guardian’s consent',
  consentLinkInvalid: 'This link is not valid: ask for a new one',
  consentGiven: 'Thank you: you agreed, and the account can now be used fully',
  consentWithdrawn: 'Consent withdrawn: the account is limited again',
  consentDecisionInvalid: 'Choose to agree or to withdraw',
  institutionConsentGiven: 'Consent recorded for this member',
  institutionStatementRequired: 'Confirm that your institution holds a parent’s or guardian’s consent for this member',
  notYourMember: 'This person is not a learner of your institution',
  roomTooSmall:
    'A young learner can only chat where at least two other people are present, or an adult of their own institution: add someone to this discussion first',
  notYetConsented: 'This person cannot be added yet: a parent or guardian has not agreed',
  messageHeld:
    'Your message is held for review: messages between adults and young learners may not carry phone numbers, e-mail addresses or links to other messaging apps',
  heldNotFound: 'Held message not found',
  heldReleased: 'Message released',
  heldRejected: 'Message removed',
  heldDecisionInvalid: 'Choose to release or to remove',
  notInstitutionAdmin: 'Only an institution’s admins can do this',
  leadNotOurs: 'A lead must be an admin or an affiliated mentor of your institution, and an adult',
  leadAdded: 'Safeguarding lead added',
  leadRemoved: 'Safeguarding lead removed',
} as const;
