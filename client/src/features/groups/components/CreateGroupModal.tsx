import { useId, useState, type FormEvent } from 'react';
import { GROUP_LIMITS, GROUP_MSG, LIMITS, MSG, type GroupPrivacy } from '@delv/shared';
import Modal from '../../../components/Modal';
import TagInput from '../../../components/TagInput';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { fieldErrors } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useCreateGroupMutation } from '../api';
import FormActions from '../../../components/FormActions';

/** 'Create a new group' (spec 001 §5 'Create group'): name, tags, description, privacy, picture. */
export default function CreateGroupModal({
  open,
  onClose,
  onCreated,
  institutionId,
}: {
  open: boolean;
  onClose: () => void;
  onCreated?: (id: string) => void;
  /** A group of this institution (its Groups page): its admins run it. */
  institutionId?: string;
}) {
  const t = useT('groups');
  const tm = useMessages('GROUP_MSG', 'YOUTH_MSG');
  const ids = useId();
  const [name, setName] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [description, setDescription] = useState('');
  const [privacy, setPrivacy] = useState<GroupPrivacy | ''>('Public');
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [createGroup, { isLoading }] = useCreateGroupMutation();

  const reset = () => {
    setName('');
    setTags([]);
    setDescription('');
    setPrivacy('Public');
    setPicture(null);
    setErrors({});
    setFailure('');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.groupName = GROUP_MSG.groupNameRequired;
    if (!privacy) found.privacy = GROUP_MSG.privacyRequired;
    if (picture && picture.size > LIMITS.IMAGE_BYTES) found.picture = MSG.imageTooLarge;
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = new FormData();
    body.set('groupName', name.trim());
    body.set('hashTag', tags.join(','));
    body.set('description', description.trim());
    body.set('privacy', privacy);
    if (picture) body.set('picture', picture);
    if (institutionId) body.set('institutionId', institutionId);
    try {
      const answer = await createGroup(body).unwrap();
      notifySuccess(tm(answer.message));
      reset();
      onClose();
      if (answer.data) onCreated?.(answer.data._id);
    } catch (err) {
      setErrors(fieldErrors(err));
      setFailure(apiErrorMessage(err) || GROUP_MSG.createFailed);
    }
  };

  const errorOf = (field: string) =>
    errors[field] ? (
      <p className="field-error" id={`${ids}-${field}-error`}>
        {tm(errors[field])}
      </p>
    ) : null;

  return (
    <Modal open={open} title={t('create.title')} onClose={onClose}>
      <form className="group-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${ids}-name`}>{t('create.name')}</label>
          <input
            id={`${ids}-name`}
            value={name}
            maxLength={GROUP_LIMITS.NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={Boolean(errors.groupName)}
            aria-describedby={errors.groupName ? `${ids}-groupName-error` : undefined}
            autoFocus
          />
          {errorOf('groupName')}
        </div>
        <TagInput label={t('create.tags')} value={tags} onChange={setTags} hint={t('create.tagsHint')} />
        <div className="field">
          <label htmlFor={`${ids}-description`}>{t('create.description')}</label>
          <textarea
            id={`${ids}-description`}
            rows={3}
            value={description}
            maxLength={GROUP_LIMITS.DESCRIPTION_MAX}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <fieldset className="field group-privacy" aria-describedby={errors.privacy ? `${ids}-privacy-error` : undefined}>
          <legend>{t('create.privacy')}</legend>
          {(['Public', 'Private'] as const).map((p) => (
            <label key={p} className="group-radio">
              <input type="radio" name="privacy" value={p} checked={privacy === p} onChange={() => setPrivacy(p)} />
              <span>
                <strong>{t(p === 'Public' ? 'privacy.public' : 'privacy.private')}</strong>
                <span className="muted"> {t(p === 'Public' ? 'privacy.publicHint' : 'privacy.privateHint')}</span>
              </span>
            </label>
          ))}
          {errorOf('privacy')}
        </fieldset>
        <div className="field">
          <label htmlFor={`${ids}-picture`}>{t('create.picture')}</label>
          <input
            id={`${ids}-picture`}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            onChange={(e) => setPicture(e.target.files?.[0] ?? null)}
          />
          <p className="muted field-hint">{t('create.pictureHint')}</p>
          {errorOf('picture')}
        </div>
        {failure && !Object.keys(errors).length && (
          <p className="field-error" role="alert">
            {tm(failure)}
          </p>
        )}
        <FormActions
          className="group-modal-actions"
          onCancel={onClose}
          busy={isLoading}
          labels={[t('cancel'), t('create.submit'), t('create.creating')]}
        />
      </form>
    </Modal>
  );
}
