/** What the guardian's page shows (GET /youth/consent/:token): the learner's first name only. */
export interface ConsentFacts {
  firstname: string;
  status: 'waiting' | 'given' | 'withdrawn';
  /** Who gave the consent in force: the guardian, or the learner's institution. */
  by: 'guardian' | 'institution' | null;
}

/** An institution's learner under 18 whose account waits for consent (GET /youth/institution/waiting). */
export interface WaitingLearner {
  _id: string;
  firstname: string;
  lastname: string;
  consentAsked: boolean;
}

/** Words held for a safeguarding review (GET /youth/held). */
export interface HeldMessage {
  _id: string;
  kind: 'chatMessage' | 'comment';
  thingId: string;
  sender: { _id: string; firstname: string; lastname: string };
  words: string;
  heldAt: string;
}

/** An institution's safeguarding lead (GET /youth/institution/leads). */
export interface SafeguardingLead {
  _id: string;
  firstname: string;
  lastname: string;
  addedAt: string;
}

/** An open report about young people, as its lead sees it (GET /youth/concerns). */
export interface SafeguardingConcern {
  _id: string;
  kind: string;
  thingId: string;
  reason: string;
  /** The reporter's words. */
  text: string;
  title: string;
  excerpt: string;
  link: string | null;
  reportedAt: string;
}
