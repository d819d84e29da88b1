import type { Notification } from '@delv/shared';
import type { Translate } from '../../i18n';

/** The sentence of a notice in the reader's language, from its kind, people and subject:
 * 'Amina Nakato and 12 others liked your post “…”'. */
export function noticeSentence(t: Translate<'notifications'>, notice: Notification): string {
  const [latest] = notice.actors;
  const name = latest ? (latest.institution?.institutionName ?? `${latest.firstname} ${latest.lastname}`.trim()) : t('someone');
  return t(`kind.${notice.kind}`, {
    name,
    others: Math.max(0, notice.actorCount - 1),
    subject: notice.subject.kind,
    title: notice.subject.title,
    state: notice.subject.state ?? 'other',
  });
}
