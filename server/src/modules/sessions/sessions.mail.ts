import type { sessionRegistrations, sessions } from '../../db/schema';
import type { MailMessage } from '../../lib/mail';
import { mailTexts, type SessionFacts } from '../../mail/texts';
import { buildIcs } from './ics';
import { humanTime } from './time';

type SessionRow = typeof sessions.$inferSelect;
type RegistrationRow = typeof sessionRegistrations.$inferSelect;

export const sessionUrl = (publicUrl: string, id: string) => `${publicUrl}/session/${id}`;

/** The calendar entry, its description in `language`. The meeting link goes only into copies
 * mailed to registered people. */
export function sessionIcs(publicUrl: string, s: SessionRow, opts: { withLink: boolean; language?: string }): string {
  const url = sessionUrl(publicUrl, s.id);
  const host = (() => {
    try {
      return new URL(publicUrl).hostname || 'delv.africa';
    } catch {
      return 'delv.africa';
    }
  })();
  const link = opts.withLink && s.addressLink ? s.addressLink : '';
  const words = mailTexts(opts.language).ics;
  const description = [
    s.description,
    '',
    `${words.presenter}: ${s.presenterName}`,
    `${words.organiser}: ${s.organiser}`,
    link ? `${words.join}: ${link}` : `${words.sessionPage}: ${url}`,
  ].join('\n');
  return buildIcs({
    uid: `session-${s.id}@${host}`,
    start: s.startsAt,
    end: s.endsAt,
    summary: s.sessionTitle,
    description,
    url,
    location: link || url,
    organizer: s.organiser,
    cancelled: s.cancelled,
    // Seconds since the epoch grow with every edit, so calendars replace older copies.
    sequence: Math.floor(s.modifiedAt.getTime() / 1000) - Math.floor(s.createdAt.getTime() / 1000),
    stamp: s.modifiedAt,
  });
}

const icsAttachment = (publicUrl: string, s: SessionRow, withLink: boolean, language: string) => ({
  filename: 'delv-session.ics',
  content: sessionIcs(publicUrl, s, { withLink, language }),
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
});

/** The session as its mails show it, in the registrant's language. */
function factsFor(s: SessionRow, reg: RegistrationRow): SessionFacts {
  return {
    title: s.sessionTitle,
    firstname: reg.firstname,
    when: humanTime(s.startsAt, s.timeZone, reg.language),
    minutes: s.durationMinutes,
    presenter: s.presenterName,
    organiser: s.organiser,
    price: s.price,
    meetingLink: s.addressLink,
  };
}

export function confirmationMail(publicUrl: string, s: SessionRow, reg: RegistrationRow): MailMessage {
  return {
    to: reg.email,
    ...mailTexts(reg.language).sessionRegistered(factsFor(s, reg)),
    link: sessionUrl(publicUrl, s.id),
    attachments: [icsAttachment(publicUrl, s, true, reg.language)],
    language: reg.language,
  };
}

export function updateNotice(publicUrl: string, s: SessionRow, reg: RegistrationRow): MailMessage {
  return {
    to: reg.email,
    ...mailTexts(reg.language).sessionUpdated(factsFor(s, reg)),
    link: sessionUrl(publicUrl, s.id),
    attachments: [icsAttachment(publicUrl, s, true, reg.language)],
    language: reg.language,
  };
}

export function cancelNotice(publicUrl: string, s: SessionRow, reg: RegistrationRow): MailMessage {
  return {
    to: reg.email,
    ...mailTexts(reg.language).sessionCancelled(factsFor(s, reg)),
    link: `${publicUrl}/session/all`,
    attachments: [icsAttachment(publicUrl, s, false, reg.language)],
    language: reg.language,
  };
}

export function reminderMail(publicUrl: string, s: SessionRow, reg: RegistrationRow): MailMessage {
  return {
    to: reg.email,
    ...mailTexts(reg.language).sessionReminder(factsFor(s, reg)),
    link: s.addressLink || sessionUrl(publicUrl, s.id),
    language: reg.language,
  };
}
