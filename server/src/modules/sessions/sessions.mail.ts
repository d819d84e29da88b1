import type { sessionRegistrations, sessions } from '../../db/schema';
import { log } from '../../lib/log';
import type { MailMessage, Mailer } from '../../lib/mail';
import { buildIcs } from './ics';
import { humanTime } from './time';

type SessionRow = typeof sessions.$inferSelect;
type RegistrationRow = typeof sessionRegistrations.$inferSelect;

export const sessionUrl = (publicUrl: string, id: string) => `${publicUrl}/session/${id}`;

/** The calendar entry. The meeting link goes only into copies mailed to registered people. */
export function sessionIcs(publicUrl: string, s: SessionRow, opts: { withLink: boolean }): string {
  const url = sessionUrl(publicUrl, s.id);
  const host = (() => {
    try {
      return new URL(publicUrl).hostname || 'delv.africa';
    } catch {
      return 'delv.africa';
    }
  })();
  const link = opts.withLink && s.addressLink ? s.addressLink : '';
  const description = [
    s.description,
    '',
    `Presenter: ${s.presenterName}`,
    `Organiser: ${s.organiser}`,
    link ? `Join: ${link}` : `Session page: ${url}`,
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

const icsAttachment = (publicUrl: string, s: SessionRow, withLink: boolean) => ({
  filename: 'delv-session.ics',
  content: sessionIcs(publicUrl, s, { withLink }),
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
});

const priceText = (price: number) => (price >= 1 ? `Ugx ${price.toLocaleString('en-US')}` : 'FREE');

function details(s: SessionRow): string {
  return [
    `When: ${humanTime(s.startsAt, s.timeZone)} (${s.durationMinutes} minutes)`,
    `Presenter: ${s.presenterName}`,
    `Organiser: ${s.organiser}`,
    `Price: ${priceText(s.price)}`,
    s.addressLink ? `Meeting link: ${s.addressLink}` : 'Meeting link: the organiser will share it before the session.',
  ].join('\n');
}

export function confirmationMail(publicUrl: string, s: SessionRow, reg: RegistrationRow): MailMessage {
  return {
    to: reg.email,
    subject: `Registration confirmed: ${s.sessionTitle}`,
    text: `Hello ${reg.firstname},\n\nYou are registered for "${s.sessionTitle}".\n\n${details(s)}\n\nThe attached calendar file (delv-session.ics) adds the session to your calendar. We will also remind you one hour before it starts.`,
    link: sessionUrl(publicUrl, s.id),
    linkLabel: 'View the session',
    attachments: [icsAttachment(publicUrl, s, true)],
  };
}

export function updateNotice(publicUrl: string, s: SessionRow, reg: RegistrationRow): MailMessage {
  return {
    to: reg.email,
    subject: `Session updated: ${s.sessionTitle}`,
    text: `Hello ${reg.firstname},\n\nThe organiser has updated "${s.sessionTitle}", which you registered for. Here are the current details:\n\n${details(s)}\n\nOpen the attached calendar file to update your calendar.`,
    link: sessionUrl(publicUrl, s.id),
    linkLabel: 'View the session',
    attachments: [icsAttachment(publicUrl, s, true)],
  };
}

export function cancelNotice(publicUrl: string, s: SessionRow, reg: RegistrationRow): MailMessage {
  return {
    to: reg.email,
    subject: `Session cancelled: ${s.sessionTitle}`,
    text: `Hello ${reg.firstname},\n\nThe organiser has cancelled "${s.sessionTitle}", planned for ${humanTime(s.startsAt, s.timeZone)}. We are sorry for the change of plans.\n\nThe attached calendar file removes it from your calendar.`,
    link: `${publicUrl}/session/all`,
    linkLabel: 'Find other sessions',
    attachments: [icsAttachment(publicUrl, s, false)],
  };
}

export function reminderMail(publicUrl: string, s: SessionRow, reg: RegistrationRow): MailMessage {
  return {
    to: reg.email,
    subject: `Starting in one hour: ${s.sessionTitle}`,
    text: `Hello ${reg.firstname},\n\n"${s.sessionTitle}" starts in about one hour.\n\n${details(s)}`,
    link: s.addressLink || sessionUrl(publicUrl, s.id),
    linkLabel: s.addressLink ? 'Join the session' : 'View the session',
  };
}

/** Sends one message per registration, a few at a time; failures are logged, never thrown
 * (the change itself has happened whatever the mail server says). */
export async function sendToAll(
  deps: { mailer: Mailer },
  regs: RegistrationRow[],
  build: (reg: RegistrationRow) => MailMessage,
  concurrency = 5,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < regs.length) {
      const reg = regs[next++];
      try {
        await deps.mailer.send(build(reg));
      } catch (err) {
        log.warn({ err, registration: reg.id }, 'session notice mail failed');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, regs.length) }, worker));
}
