import { useState } from 'react';
import { Form, Formik } from 'formik';
import { type MemberRole } from '@delv/shared';
import Modal from '../../../components/Modal';
import { SelectField, TextField } from '../../../components/form';
import { apiErrorMessage, useMessages, useT, type MessageInput } from '../../../i18n';
import { fieldErrors } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useInviteMemberMutation } from '../api';
import FormActions from '../../../components/FormActions';
import { lazySchema } from '../../../lib/validation';

/**
 * Invite Member: one address. The person gets a link to sign up (or sign in) with it and becomes a
 * member; a 'mentor' invitation makes a mentor account one of the institution's mentors.
 */
export default function InviteMemberModal({ institutionId, onClose }: { institutionId: string; onClose: () => void }) {
  const t = useT('affiliations');
  const tm = useMessages('MEMBER_INVITE_MSG');
  const [invite] = useInviteMemberMutation();
  const [problem, setProblem] = useState<MessageInput>(null);
  return (
    <Modal open title={t('member.inviteTitle')} onClose={onClose}>
      <Formik
        initialValues={{ email: '', name: '', role: 'learner' as MemberRole }}
        validate={lazySchema((s) => s.memberInviteSchema)}
        onSubmit={async (values, { setErrors }) => {
          setProblem(null);
          try {
            const res = await invite({ ...values, institutionId }).unwrap();
            notifySuccess(tm(res.message));
            onClose();
          } catch (err) {
            const fields = fieldErrors(err);
            setErrors(fields);
            if (!Object.keys(fields).length) setProblem(apiErrorMessage(err));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="stack">
            {problem && (
              <p className="alert alert-error" role="alert">
                {tm(problem)}
              </p>
            )}
            <TextField name="email" label={t('member.email')} type="email" />
            <TextField name="name" label={t('member.name')} />
            <SelectField
              name="role"
              label={t('member.role')}
              options={[
                { value: 'learner', label: t('member.role.learner') },
                { value: 'mentor', label: t('member.role.mentor') },
              ]}
            />
            <p className="muted">{t('member.inviteHint')}</p>
            <FormActions
              className="aff-actions"
              onCancel={onClose}
              busy={isSubmitting}
              labels={[t('cancel'), t('member.send'), t('member.sending')]}
            />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
