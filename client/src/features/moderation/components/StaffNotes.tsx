import type { StaffNote } from '@delv/shared';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/format';

/** A person's staff notes, newest first (the console and the queue's author history). */
export default function StaffNotes({ notes }: { notes: StaffNote[] }) {
  const t = useT('moderation');
  if (!notes.length) return null;
  return (
    <section aria-label={t('notes.title')}>
      <h3 className="h5">{t('notes.title')}</h3>
      <ul className="moderation-notes">
        {notes.map((n) => (
          <li key={n._id}>
            {n.text} <span className="muted">({t('notes.by', { name: n.byName, date: formatDate(n.at) })})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
