import { AFFILIATION_INVITATION_TTL_DAYS } from '@delv/shared';
import type { Db } from '../../db/client';
import { enqueue, queueMail } from '../../jobs/queue';
import { mailTexts } from '../../mail/texts';
import { wantMailNow } from '../notifications';
import type { UserRow } from '../users';

type Person = Pick<UserRow, 'email' | 'firstname' | 'language'>;

/*
 * Mails of this area, queued in the caller's transaction: they go out only if the change commits,
 * and the queue retries them if the mail server fails. Each in its recipient's language.
 */

export async function queueMentorWelcome(tx: Db, mentor: Person, institutionName: string, link: string, days: number): Promise<void> {
  const words = mailTexts(mentor.language).mentorAccountCreated({ firstname: mentor.firstname, institutionName, days });
  await queueMail(tx, { to: mentor.email, ...words, link, language: mentor.language });
}

/** Unless the mentor chose a digest or no mail for invitations. */
export async function queueInvitationMail(
  tx: Db,
  publicUrl: string,
  mentor: Person & { id: string },
  institutionName: string,
): Promise<void> {
  if (!(await wantMailNow(tx, [mentor.id], 'invitation')).has(mentor.id)) return;
  const words = mailTexts(mentor.language).mentorInvitation({
    firstname: mentor.firstname,
    institutionName,
    days: AFFILIATION_INVITATION_TTL_DAYS,
  });
  // The Invitations modal is on My Affiliations.
  await queueMail(tx, { to: mentor.email, ...words, link: `${publicUrl}/affiliations/mylist`, language: mentor.language });
}

/** One survey mail; keyed by survey and person, so a retried fan-out never mails anyone twice. */
export async function queueSurveyMail(
  db: Db,
  surveyId: string,
  person: Person & { id: string },
  survey: { institutionName: string; topic: string; description: string; link: string },
): Promise<void> {
  const words = mailTexts(person.language).survey({ firstname: person.firstname, ...survey });
  await enqueue(
    db,
    'mail.send',
    { to: person.email, ...words, link: survey.link, language: person.language },
    { key: `survey:${surveyId}:${person.id}` },
  );
}
