/**
 * The survey fan-out: the request records the survey and its recipients' ids; this job turns them
 * into one mail each, in each person's language, so a survey to 1,000 members answers at once.
 */
import type { Config } from '../../config';
import type { JobHandlers } from '../../jobs/queue';
import { sendSurveyMails } from './affiliations.service';
import { sendImportMails } from './member-invitations.service';

declare module '../../jobs/queue' {
  interface JobPayloads {
    /** A sent survey's mails (ids only: addresses are read when the mail is made). */
    'affiliations.survey': { surveyId: string; recipientIds: string[] };
    /** A CSV import's invitation mails, in batches (those not yet queued). */
    'affiliations.memberImport': { importId: string };
  }
}

export function affiliationJobs(deps: { config: Config }): JobHandlers {
  return {
    'affiliations.survey': ({ surveyId, recipientIds }, { db }) => sendSurveyMails(db, surveyId, recipientIds),
    'affiliations.memberImport': ({ importId }, { db }) => sendImportMails({ db, config: deps.config }, importId),
  };
}
