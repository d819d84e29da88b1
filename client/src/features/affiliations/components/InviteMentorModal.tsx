import { useId, useState, type FormEvent } from 'react';
import Avatar from '../../../components/Avatar';
import Modal from '../../../components/Modal';
import Spinner from '../../../components/Spinner';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useInstitutionMentorsQuery, useInviteMentorMutation, useMentorCandidatesQuery, usePendingInvitationsQuery } from '../api';

/**
 * Invite Mentor (spec 001 §2, §5): mentors not yet affiliated (nor already invited), found by name;
 * the mentor accepts or rejects in /affiliations/mylist.
 */
export default function InviteMentorModal({ institutionId, onClose }: { institutionId: string; onClose: () => void }) {
  const t = useT('affiliations');
  const tm = useMessages('AFFILIATION_MSG');
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const { data, isFetching } = useMentorCandidatesQuery(q);
  const { data: mine } = useInstitutionMentorsQuery({ id: institutionId, limit: 100 });
  const { data: pending } = usePendingInvitationsQuery(institutionId);
  const [invite, { isLoading }] = useInviteMentorMutation();
  const taken = new Set([
    ...(mine?.data ?? []).map((m) => m._id),
    ...(pending?.data ?? []).filter((i) => i.status === 'pending').map((i) => i.mentor._id),
  ]);
  const candidates = (data?.data ?? []).filter((m) => !taken.has(m._id));
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(typed.trim());
  };
  const send = async (mentorId: string) => {
    try {
      notifySuccess(tm((await invite({ institutionId, mentorId }).unwrap()).message));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <Modal open title={t('invite.title')} onClose={onClose}>
      <form role="search" onSubmit={search} className="field">
        <label htmlFor={searchId}>{t('invite.search')}</label>
        <div className="aff-search">
          <input id={searchId} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
          <button type="submit" className="btn btn-outline">
            {t('invite.find')}
          </button>
        </div>
      </form>
      {!data && isFetching && <Spinner label={t('invite.loading')} />}
      {data && candidates.length === 0 && <p className="muted">{t('invite.none')}</p>}
      <ul className="aff-invitations">
        {candidates.map((m) => {
          const who = `${m.firstname} ${m.lastname}`.trim();
          return (
            <li key={m._id} className="aff-invitation">
              <Avatar user={m} size={40} />
              <div className="aff-invitation-text">
                <strong>{who}</strong>
                <span className="muted">{m.interests.slice(0, 3).join(', ')}</span>
              </div>
              <button
                type="button"
                className="btn btn-primary"
                disabled={isLoading}
                onClick={() => send(m._id)}
                aria-label={t('invite.label', { name: who })}
              >
                {t('invite.send')}
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
