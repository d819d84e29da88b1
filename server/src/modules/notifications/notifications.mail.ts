/**
 * The e-mails of notices: one as it happens, or a digest of those not yet seen. Each carries a
 * one-click unsubscribe for its kind (or for digests): the List-Unsubscribe and
 * List-Unsubscribe-Post headers (RFC 8058: mail apps POST to the API, no sign-in) and a line in the
 * body that opens the client's /unsubscribe page.
 */
import type { Config } from '../../config';
import type { MailMessage } from '../../lib/mail';
import { mailTexts, type MailTexts } from '../../mail/texts';
import type { UserRow } from '../users';
import { unsubscribeToken, type NoticeRow, type UnsubscribeScope } from './notifications.service';

type Person = Pick<UserRow, 'id' | 'email' | 'firstname' | 'language'>;
type Names = Map<string, Pick<UserRow, 'firstname' | 'lastname'>>;

/** Lines shown in one digest; the rest are counted. */
const DIGEST_LINES = 20;

/** The people a notice's sentence names (the latest two). */
export const namedActors = (row: Pick<NoticeRow, 'actorIds'>) => row.actorIds.slice(0, 2);

export function noticeLine(texts: MailTexts, row: NoticeRow, names: Names): string {
  return texts.notice({
    kind: row.kind,
    names: namedActors(row).flatMap((id) => {
      const p = names.get(id);
      return p ? [`${p.firstname} ${p.lastname}`] : [];
    }),
    count: row.actorCount,
    title: row.subjectTitle,
    subjectKind: row.subjectKind,
    state: row.subjectState,
  });
}

function withUnsubscribe(config: Pick<Config, 'publicUrl' | 'jwtSecret'>, person: Person, scope: UnsubscribeScope, message: MailMessage) {
  const token = encodeURIComponent(unsubscribeToken(config.jwtSecret, person.id, scope));
  const texts = mailTexts(person.language);
  return {
    ...message,
    text: `${message.text}\n\n${scope === 'digest' ? texts.unsubscribe.digest : texts.unsubscribe.kind} ${config.publicUrl}/unsubscribe?token=${token}`,
    headers: {
      'List-Unsubscribe': `<${config.publicUrl}/api/notifications/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** A notice's own e-mail, linking to its place in the app. */
export function noticeMail(config: Pick<Config, 'publicUrl' | 'jwtSecret'>, person: Person, row: NoticeRow, names: Names): MailMessage {
  const texts = mailTexts(person.language);
  const words = texts.noticeMail({ firstname: person.firstname, line: noticeLine(texts, row, names) });
  return withUnsubscribe(config, person, row.kind as UnsubscribeScope, {
    to: person.email,
    ...words,
    link: `${config.publicUrl}${row.link}`,
    language: person.language,
  });
}

/** A digest of `rows` (newest first), linking to the notifications page. */
export function digestMail(
  config: Pick<Config, 'publicUrl' | 'jwtSecret'>,
  person: Person,
  period: 'daily' | 'weekly',
  rows: NoticeRow[],
  names: Names,
): MailMessage {
  const texts = mailTexts(person.language);
  const lines = rows.slice(0, DIGEST_LINES).map((r) => noticeLine(texts, r, names));
  const words = texts.digest({ firstname: person.firstname, period, lines, more: rows.length - lines.length });
  return withUnsubscribe(config, person, 'digest', {
    to: person.email,
    ...words,
    link: `${config.publicUrl}/notifications`,
    language: person.language,
  });
}
