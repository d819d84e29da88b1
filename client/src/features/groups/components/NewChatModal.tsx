import { useId, useState, type FormEvent } from 'react';
import { GROUP_LIMITS, GROUP_MSG } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import Modal from '../../../components/Modal';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { notifySuccess } from '../../../lib/notify';
import { useCreateChatMutation, useGroupMembersQuery } from '../api';
import FormActions from '../../../components/FormActions';

/** 'New chat' (spec 001 §5): a title and the group's members to talk with. */
export default function NewChatModal({
  groupId,
  me,
  open,
  onClose,
  onCreated,
}: {
  groupId: string;
  me: string;
  open: boolean;
  onClose: () => void;
  onCreated: (chatId: string) => void;
}) {
  const t = useT('groups');
  const tm = useMessages('GROUP_MSG');
  const ids = useId();
  const [title, setTitle] = useState('');
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [error, setError] = useState('');
  const { data } = useGroupMembersQuery({ groupId }, { skip: !open });
  const [createChat, { isLoading }] = useCreateChatMutation();
  const people = (data?.data ?? []).filter(
    (m) => m._id !== me && `${m.firstname} ${m.lastname}`.toLowerCase().includes(filter.trim().toLowerCase()),
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return setError(GROUP_MSG.chatTitleRequired);
    try {
      const answer = await createChat({ groupId, title: title.trim(), members: [...chosen] }).unwrap();
      notifySuccess(tm(answer.message));
      setTitle('');
      setChosen(new Set());
      setError('');
      onClose();
      if (answer.data) onCreated(answer.data._id);
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  };

  return (
    <Modal open={open} title={t('newChat.title')} onClose={onClose}>
      <form className="group-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${ids}-title`}>{t('newChat.name')}</label>
          <input
            id={`${ids}-title`}
            value={title}
            maxLength={GROUP_LIMITS.CHAT_TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${ids}-error` : undefined}
            autoFocus
          />
        </div>
        <fieldset className="field">
          <legend>{t('newChat.members', { count: chosen.size })}</legend>
          <input
            type="search"
            placeholder={t('newChat.search')}
            aria-label={t('newChat.search')}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
          <ul className="member-pick">
            {people.map((m) => (
              <li key={m._id}>
                <label className="member-row">
                  <input
                    type="checkbox"
                    checked={chosen.has(m._id)}
                    onChange={(e) => {
                      const next = new Set(chosen);
                      if (e.target.checked) next.add(m._id);
                      else next.delete(m._id);
                      setChosen(next);
                    }}
                  />
                  <Avatar user={m} size={28} />
                  <span>{`${m.firstname} ${m.lastname}`.trim()}</span>
                </label>
              </li>
            ))}
            {data && people.length === 0 && <li className="muted">{t('newChat.nobody')}</li>}
          </ul>
        </fieldset>
        {error && (
          <p className="field-error" id={`${ids}-error`} role="alert">
            {tm(error)}
          </p>
        )}
        <FormActions className="group-modal-actions" onCancel={onClose} disabled={isLoading} labels={[t('cancel'), t('newChat.submit')]} />
      </form>
    </Modal>
  );
}
