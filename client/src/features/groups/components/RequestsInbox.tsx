import { useId, useState } from 'react';
import type { JoinRequest } from '@delv/shared';
import { GROUP_MSG } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDecideRequestsMutation, useMyRequestsQuery, useRequestInboxQuery } from '../api';
import '../live';
import '../groups.css';
import RequestRow from './RequestRow';
import QueryView from '../../../components/QueryView';

/**
 * The profile's Requests tab: every pending request I can decide (groups, chats, later
 * institutions), one by one or several at once with an optional reason; then my own requests and
 * what became of them. New ones arrive live.
 */
export default function RequestsInbox({ me }: { me: string }) {
  const t = useT('groups');
  const tm = useMessages('GROUP_MSG');
  const ids = useId();
  const { data, error, isFetching, refetch } = useRequestInboxQuery({ adminId: me });
  const [decide, deciding] = useDecideRequestsMutation();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [reason, setReason] = useState('');
  const requests = data?.data ?? [];
  const chosen = requests.filter((r) => selected.has(r._id)).map((r) => r._id);

  const run = async (requestIds: string[], requestStatus: 'accepted' | 'rejected') => {
    // The spec shows the update message at once, before the answer.
    notifySuccess(tm(GROUP_MSG.statusUpdated));
    try {
      await decide({ requestIds, requestStatus, reason: requestStatus === 'rejected' ? reason.trim() : '' }).unwrap();
      setSelected(new Set());
      setReason('');
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };

  const toggle = (r: JoinRequest, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(r._id);
    else next.delete(r._id);
    setSelected(next);
  };

  return (
    <div className="requests-inbox">
      <section aria-labelledby={`${ids}-inbox`}>
        <h2 id={`${ids}-inbox`}>{t('requests.inboxTitle', { count: data?.count ?? 0 })}</h2>
        <QueryView query={{ data, error, isFetching, refetch }} words={[t('requests.loading'), t('requests.failed')]} messages={tm} />
        {data && requests.length === 0 && <EmptyState title={tm(GROUP_MSG.noJoinRequests)} text={t('requests.noneText')} />}
        {requests.length > 0 && (
          <>
            <div className="requests-bulk">
              <label>
                <input
                  type="checkbox"
                  checked={chosen.length === requests.length}
                  onChange={(e) => setSelected(e.target.checked ? new Set(requests.map((r) => r._id)) : new Set())}
                />{' '}
                {t('requests.selectAll')}
              </label>
              <label className="requests-reason">
                <span className="sr-only">{t('requests.reason')}</span>
                <input value={reason} maxLength={300} placeholder={t('requests.reason')} onChange={(e) => setReason(e.target.value)} />
              </label>
              <button
                type="button"
                className="btn btn-primary group-btn-small"
                disabled={!chosen.length || deciding.isLoading}
                onClick={() => run(chosen, 'accepted')}
              >
                {t('requests.approveSelected', { count: chosen.length })}
              </button>
              <button
                type="button"
                className="btn btn-outline group-btn-small"
                disabled={!chosen.length || deciding.isLoading}
                onClick={() => run(chosen, 'rejected')}
              >
                {t('requests.rejectSelected', { count: chosen.length })}
              </button>
            </div>
            <ul className="request-list">
              {requests.map((r) => (
                <RequestRow
                  key={r._id}
                  request={r}
                  selected={selected.has(r._id)}
                  onSelect={(on) => toggle(r, on)}
                  busy={deciding.isLoading}
                  onDecide={(s) => run([r._id], s)}
                />
              ))}
            </ul>
          </>
        )}
      </section>
      <MyRequests />
    </div>
  );
}

function MyRequests() {
  const t = useT('groups');
  const tm = useMessages('GROUP_MSG');
  const ids = useId();
  const { data } = useMyRequestsQuery();
  const mine = data?.data ?? [];
  if (!mine.length) return null;
  return (
    <section aria-labelledby={`${ids}-mine`} className="my-requests">
      <h2 id={`${ids}-mine`}>{t('requests.mineTitle')}</h2>
      <ul className="request-list">
        {mine.map((r) => (
          <li key={r._id} className="request-row">
            <div className="request-text">
              <p>{t('requests.mine', { what: r.whatToJoin, target: r.nameOfWhatToJoin })}</p>
              {r.status === 'rejected' && r.reason && <p className="muted">{tm(r.reason)}</p>}
            </div>
            <span className={`badge request-${r.status}`}>{t(`requests.status.${r.status}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
