import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  MODERATION_ACTIONS,
  MODERATION_MSG,
  MODERATION_PAGE,
  SANCTION_HOURS,
  type ModerationAction,
  type ModerationCase,
} from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import FormActions from '../../../components/FormActions';
import Pager from '../../../components/Pager';
import QueryView from '../../../components/QueryView';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  useActOnCaseMutation,
  useClaimCaseMutation,
  useDismissCasesMutation,
  useLocalModerationQueueQuery,
  useModerationQueueQuery,
  type CaseRef,
} from '../api';
import StaffNotes from '../components/StaffNotes';
import '../live';
import '../moderation.css';

const keyOf = (c: CaseRef) => `${c.kind}:${c.id}`;
const TIMED: readonly ModerationAction[] = ['warn', 'silence', 'suspend'];
/** What a group's or an institution's admins may do with reports about their own things. */
const LOCAL_ACTIONS: readonly ModerationAction[] = ['hide', 'remove'];

/**
 * /moderation, the review queue (issue 31): reported things, oldest first, each with how many
 * people reported it and why, the thing as reported, and its author's history. A moderator claims
 * one (so two do not act on it) and acts with a reason and, for a sanction, a time that ends by
 * itself; several can be dismissed at once.
 */
export default function ModerationPage() {
  return <Queue query={useModerationQueueQuery} actions={MODERATION_ACTIONS} />;
}

/**
 * /moderation/local (issue 31): the reports about the groups and institutions I administer, from
 * their admin panels; their admins may claim them and hide or remove the thing, nothing more.
 */
export function LocalModerationPage() {
  return <Queue query={useLocalModerationQueueQuery} actions={LOCAL_ACTIONS} local />;
}

function Queue({
  query: useQueue,
  actions,
  local = false,
}: {
  query: typeof useModerationQueueQuery;
  actions: readonly ModerationAction[];
  local?: boolean;
}) {
  const t = useT('moderation');
  const tm = useMessages('MODERATION_MSG');
  const [params, setParams] = useSearchParams();
  const skip = Math.max(0, Number(params.get('skip')) || 0);
  const query = useQueue({ skip });
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [dismiss, { isLoading: dismissing }] = useDismissCasesMutation();
  const cases = query.currentData?.data ?? [];

  const toggle = (c: CaseRef) =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(keyOf(c))) next.delete(keyOf(c));
      else next.add(keyOf(c));
      return next;
    });
  const dismissChosen = async () => {
    const refs = cases.filter((c) => chosen.has(keyOf(c))).map(({ kind, id }) => ({ kind, id }));
    try {
      await dismiss(refs).unwrap();
      notifySuccess(tm(MODERATION_MSG.acted));
      setChosen(new Set());
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };

  return (
    <div className="container moderation-page">
      <h1>{local ? t('local.title') : t('queue.title')}</h1>
      <p className="muted">{local ? t('local.intro') : t('queue.intro')}</p>
      <QueryView
        query={{ ...query, data: query.currentData }}
        words={[t('queue.loading'), t('queue.failed')]}
        messages={tm}
        isEmpty={(d) => d.data.length === 0}
        empty={<EmptyState title={t('queue.emptyTitle')} text={t('queue.emptyText')} />}
      >
        {(page) => (
          <>
            {!local && (
              <div className="row">
                <button type="button" className="btn btn-outline" disabled={chosen.size === 0 || dismissing} onClick={dismissChosen}>
                  {t('queue.dismissChosen', { count: chosen.size })}
                </button>
              </div>
            )}
            <ul className="moderation-cases">
              {page.data.map((c) => (
                <li key={keyOf(c)} className="card moderation-case">
                  <CaseCard item={c} actions={actions} chosen={local ? null : chosen.has(keyOf(c))} onToggle={() => toggle(c)} />
                </li>
              ))}
            </ul>
            <Pager
              skip={skip}
              limit={MODERATION_PAGE}
              count={page.count}
              pageLength={page.data.length}
              onChange={(s) => setParams(s ? { skip: String(s) } : {})}
            />
          </>
        )}
      </QueryView>
    </div>
  );
}

function CaseCard({
  item,
  actions,
  chosen,
  onToggle,
}: {
  item: ModerationCase;
  actions: readonly ModerationAction[];
  /** Null: nothing to choose (no bulk dismissal). */
  chosen: boolean | null;
  onToggle: () => void;
}) {
  const t = useT('moderation');
  const tm = useMessages('MODERATION_MSG');
  const [claim, { isLoading: claiming }] = useClaimCaseMutation();
  const [acting, setActing] = useState(false);
  const ref = { kind: item.kind, id: item.id };
  const onClaim = async () => {
    try {
      const answer = await claim(ref).unwrap();
      notifySuccess(tm(answer.message ?? MODERATION_MSG.claimed));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  const reasons = Object.entries(item.reasons).map(([r, n]) => `${t(`reason.${r}` as 'reason.spam')} (${n})`);
  return (
    <article aria-label={t('queue.caseLabel', { kind: t(`kind.${item.kind}`), count: item.reporters })}>
      <header className="moderation-case-head">
        {chosen === null ? (
          <strong>{t(`kind.${item.kind}`)}</strong>
        ) : (
          <label>
            <input type="checkbox" checked={chosen} onChange={onToggle} /> {t(`kind.${item.kind}`)}
          </label>
        )}
        <span className="badge">{t('queue.reporters', { count: item.reporters })}</span>
        {item.hidden && <span className="badge">{t('queue.hidden')}</span>}
        <span className="muted">{t('queue.since', { date: formatDate(item.firstReportedAt) })}</span>
      </header>
      <blockquote className="moderation-snapshot">
        {item.snapshot.title && <strong>{item.snapshot.title}</strong>}
        <p>{item.snapshot.text}</p>
        {item.snapshot.link && <Link to={item.snapshot.link}>{t('queue.open')}</Link>}
      </blockquote>
      <p>
        {t('queue.reasons')}: {reasons.join(', ')}
      </p>
      {item.notes.length > 0 && (
        <ul className="moderation-notes">
          {item.notes.map((n, i) => (
            <li key={i}>“{n}”</li>
          ))}
        </ul>
      )}
      <p className="muted">
        {t('queue.reporterHistory', { upheld: item.reporterHistory.upheld, dismissed: item.reporterHistory.dismissed })}
      </p>
      {item.author && (
        <p className="muted">
          {t('queue.author', { name: item.author.name, reports: item.author.earlierReports, sanctions: item.author.sanctions.length })}
        </p>
      )}
      {item.author && <StaffNotes notes={item.author.notes} />}
      <div className="row">
        {item.claimedBy ? (
          <span className="muted">{t('queue.claimedBy', { name: item.claimedBy.name })}</span>
        ) : (
          <button type="button" className="btn btn-outline" onClick={onClaim} disabled={claiming}>
            {t('queue.claim')}
          </button>
        )}
        <button type="button" className="btn btn-primary" onClick={() => setActing(true)}>
          {t('queue.act')}
        </button>
      </div>
      {acting && <ActForm target={ref} actions={actions} onDone={() => setActing(false)} />}
    </article>
  );
}

function ActForm({ target, actions, onDone }: { target: CaseRef; actions: readonly ModerationAction[]; onDone: () => void }) {
  const t = useT('moderation');
  const tm = useMessages('MODERATION_MSG');
  const [action, setAction] = useState<ModerationAction>(actions[0]);
  const [hours, setHours] = useState<number>(24);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [act, { isLoading }] = useActOnCaseMutation();
  const timed = TIMED.includes(action);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (action !== 'dismiss' && !reason.trim()) return setProblem(tm(MODERATION_MSG.reasonRequired));
    try {
      const answer = await act({ ...target, action, ...(timed && { hours }), ...(reason.trim() && { reason: reason.trim() }) }).unwrap();
      notifySuccess(tm(answer.message ?? MODERATION_MSG.acted));
      onDone();
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <form className="moderation-act" onSubmit={submit} noValidate>
      <label className="field">
        <span>{t('act.action')}</span>
        <select value={action} onChange={(e) => setAction(e.target.value as ModerationAction)}>
          {actions.map((a) => (
            <option key={a} value={a}>
              {t(`action.${a}`)}
            </option>
          ))}
        </select>
      </label>
      {timed && (
        <label className="field">
          <span>{t('act.hours')}</span>
          <select value={hours} onChange={(e) => setHours(Number(e.target.value))}>
            {SANCTION_HOURS.map((h) => (
              <option key={h} value={h}>
                {t(`hours.${h}` as 'hours.24')}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="field">
        <span>{t('act.reason')}</span>
        <textarea rows={2} value={reason} onChange={(e) => (setReason(e.target.value), setProblem(''))} />
      </label>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <FormActions end labels={[t('cancel'), t('act.submit'), t('act.submitting')]} onCancel={onDone} busy={isLoading} />
    </form>
  );
}
