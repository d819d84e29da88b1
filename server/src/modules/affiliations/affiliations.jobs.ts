/**
 * The survey fan-out: the request records the survey and its recipients' ids; this job turns them
 * into one mail each, in each person's language, so a survey to 1,000 members answers at once.
 */
import type { JobHandlers } from '../../jobs/queue';
import { sendSurveyMails } from './affiliations.service';

declare module '../../jobs/queue' {
  interface JobPayloads {
    /** A sent survey's mails (ids only: addresses are read when the mail is made). */
    'affiliations.survey': { surveyId: string; recipientIds: string[] };
  }
}

export function affiliationJobs(): JobHandlers {
  return {
    'affiliations.survey': ({ surveyId, recipientIds }, { db }) => sendSurveyMails(db, surveyId, recipientIds),
  };
}
