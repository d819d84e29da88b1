import { useId, useState } from 'react';
import { roleOf, type PublicUser } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import Modal from '../../../components/Modal';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { useDebounced } from '../../../lib/useDebounced';
import { notifySuccess } from '../../../lib/notify';
import { useGetUsersQuery } from '../../../lib/people';
import { useAddMembersMutation } from '../api';
import FormActions from '../../../components/FormActions';
import type { GroupDialogProps } from './GroupParts';

/** The owner adds people found by name; institution accounts are never offered (spec 001 §5). */
export default function AddMembersModal({ groupId, groupName, open, onClose }: GroupDialogProps) {
  const t = useT('groups');
  const tm = useMessages('GROUP_MSG', 'YOUTH_MSG');
  const ids = useId();
  const [q, setQ] = useState('');
  const settled = useDebounced(q.trim());
  const [chosen, setChosen] = useState<PublicUser[]>([]);
  const [error, setError] = useState('');
  const { data, isFetching } = useGetUsersQuery({ q: settled, limit: 8 }, { skip: !open || settled.length < 2 });
  const [addMembers, { isLoading }] = useAddMembersMutation();
  const picked = new Set(chosen.map((u) => u._id));
  const results =
    settled.length < 2 ? [] : (data?.data ?? []).filter((u) => roleOf(u.usercategory) !== 'institution' && !picked.has(u._id));

  const add = async () => {
    try {
      const answer = await addMembers({ groupId, groupMembers: chosen.map((u) => u._id) }).unwrap();
      notifySuccess(tm(answer.message));
      setChosen([]);
      setQ('');
      setError('');
      onClose();
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  };

  return (
    <Modal open={open} title={t('add.title', { name: groupName })} onClose={onClose}>
      <div className="field">
        <label htmlFor={`${ids}-q`}>{t('add.search')}</label>
        <input id={`${ids}-q`} type="search" value={q} onChange={(e) => setQ(e.target.value)} autoFocus aria-describedby={`${ids}-hint`} />
        <p className="muted field-hint" id={`${ids}-hint`}>
          {isFetching ? t('add.searching') : t('add.hint')}
        </p>
      </div>
      <ul className="member-pick" aria-label={t('add.results')}>
        {results.map((u) => (
          <li key={u._id} className="member-row">
            <Avatar user={u} size={28} />
            <span className="member-name">{`${u.firstname} ${u.lastname}`.trim()}</span>
            <button type="button" className="btn btn-outline group-btn-small" onClick={() => setChosen([...chosen, u])}>
              {t('add.pick')}
            </button>
          </li>
        ))}
      </ul>
      {chosen.length > 0 && (
        <ul className="group-tags" aria-label={t('add.chosen')}>
          {chosen.map((u) => (
            <li key={u._id} className="tag">
              {`${u.firstname} ${u.lastname}`.trim()}{' '}
              <button
                type="button"
                className="btn-icon"
                aria-label={t('add.unpick', { name: u.firstname })}
                onClick={() => setChosen(chosen.filter((c) => c._id !== u._id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="field-error" role="alert">
          {tm(error)}
        </p>
      )}
      <FormActions
        className="group-modal-actions"
        onCancel={onClose}
        onSubmit={add}
        disabled={!chosen.length || isLoading}
        labels={[t('cancel'), t('add.submit', { count: chosen.length })]}
      />
    </Modal>
  );
}
