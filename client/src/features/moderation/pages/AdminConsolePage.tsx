import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MODERATION_MSG, REPORT_TEXT_MAX, SYSTEM_ROLES, type StaffPersonView, type SystemRole } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import QueryView from '../../../components/QueryView';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAddStaffNoteMutation, useChangeRoleMutation, useFindPeopleQuery } from '../api';
import StaffNotes from '../components/StaffNotes';
import '../moderation.css';

/**
 * /admin, the admin console (issue 31): find a person by name or e-mail (admins see addresses;
 * nobody else reaches this page or its API), see their reports and sanctions, and grant or revoke
 * the system roles from the screen (each change is on the audit log).
 */
export default function AdminConsolePage() {
  const t = useT('moderation');
  const tm = useMessages('MODERATION_MSG');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const query = useFindPeopleQuery(q, { skip: q.trim().length < 2 });
  const search = (e: FormEvent) => {
    e.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  return (
    <div className="container admin-console">
      <h1>{t('admin.title')}</h1>
      <p className="muted">
        {t('admin.intro')} <Link to="/moderation">{t('queue.title')}</Link> · <Link to="/admin/audit">{t('audit.title')}</Link>
      </p>
      <form className="audit-filters" onSubmit={search} role="search">
        <label className="field">
          <span>{t('admin.search')}</span>
          <input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </label>
        <button type="submit" className="btn btn-primary">
          {t('admin.find')}
        </button>
      </form>
      {q.trim().length >= 2 && (
        <QueryView
          query={{ ...query, data: query.currentData }}
          words={[t('admin.loading'), t('admin.failed')]}
          messages={tm}
          isEmpty={(d) => d.length === 0}
          empty={<EmptyState title={t('admin.emptyTitle')} text={t('admin.emptyText')} />}
        >
          {(people) => (
            <ul className="moderation-cases">
              {people.map((p) => (
                <li key={p._id} className="card">
                  <PersonCard person={p} />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      )}
    </div>
  );
}

function PersonCard({ person }: { person: StaffPersonView }) {
  const t = useT('moderation');
  const tm = useMessages('MODERATION_MSG');
  const [change, { isLoading }] = useChangeRoleMutation();
  const toggle = async (role: SystemRole, grant: boolean) => {
    try {
      const answer = await change({ userId: person._id, role, grant }).unwrap();
      notifySuccess(tm(answer.message ?? (grant ? MODERATION_MSG.roleGranted : MODERATION_MSG.roleRevoked)));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <article aria-label={person.name}>
      <h2 className="h4">
        <Link to={`/users/profile/${encodeURIComponent(person._id)}`}>{person.name}</Link>
      </h2>
      <p className="muted">{person.email}</p>
      <p>{t('admin.reports', { open: person.openReports, upheld: person.upheldReports })}</p>
      {person.sanctions.length > 0 && (
        <ul>
          {person.sanctions.map((s) => (
            <li key={s._id}>
              {t(`sanction.${s.kind}`)}: {s.reason} ({t('admin.until', { date: formatDate(s.endsAt) })})
            </li>
          ))}
        </ul>
      )}
      <StaffNotes notes={person.notes} />
      <NoteForm userId={person._id} />
      <fieldset className="report-reasons">
        <legend>{t('admin.roles')}</legend>
        {SYSTEM_ROLES.map((role) => {
          const has = person.roles.includes(role);
          return (
            <label key={role}>
              <input type="checkbox" checked={has} disabled={isLoading} onChange={() => void toggle(role, !has)} /> {t(`role.${role}`)}
            </label>
          );
        })}
      </fieldset>
    </article>
  );
}

function NoteForm({ userId }: { userId: string }) {
  const t = useT('moderation');
  const tm = useMessages('MODERATION_MSG');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const [add, { isLoading }] = useAddStaffNoteMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setProblem(tm(MODERATION_MSG.noteRequired));
    try {
      const answer = await add({ userId, text: text.trim() }).unwrap();
      notifySuccess(tm(answer.message ?? MODERATION_MSG.noteAdded));
      setText('');
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <label className="field">
        <span>{t('notes.label')}</span>
        <textarea rows={2} maxLength={REPORT_TEXT_MAX} value={text} onChange={(e) => (setText(e.target.value), setProblem(''))} />
      </label>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-outline" disabled={isLoading}>
        {isLoading ? t('notes.adding') : t('notes.add')}
      </button>
    </form>
  );
}
