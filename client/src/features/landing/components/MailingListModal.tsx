import { Form, Formik } from 'formik';
import { FEED_MSG } from '@delv/shared';
import Modal from '../../../components/Modal';
import { TextField } from '../../../components/form';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { notifySuccess } from '../../../lib/notify';
import { useJoinMailingListMutation } from '../api';
import FormActions from '../../../components/FormActions';
import { lazySchema } from '../../../lib/validation';

/**
 * 'Get started' (spec 000 §2.7, §5): name and e-mail for the mailing list; both clear after a
 * successful sign-up. The old form had no e-mail format check and ignored the answer; this one
 * checks the format (the same schema as the server) and says when it worked or why not.
 */
export default function MailingListModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT('landing');
  const tm = useMessages('FEED_MSG');
  const [join] = useJoinMailingListMutation();
  return (
    <Modal open={open} title={t('mail.title')} onClose={onClose}>
      <p>{t('mail.text')}</p>
      <Formik
        initialValues={{ name: '', email: '' }}
        validate={lazySchema((s) => s.mailingListSchema)}
        onSubmit={async (values, { resetForm, setStatus }) => {
          setStatus(undefined);
          try {
            const res = await join({ name: values.name.trim(), email: values.email.trim() }).unwrap();
            resetForm();
            setStatus({ ok: res.message || FEED_MSG.mailingListThanks });
            notifySuccess(tm(res.message || FEED_MSG.mailingListThanks));
          } catch (err) {
            setStatus({ error: apiErrorMessage(err) });
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate>
            <TextField name="name" label={t('mail.name')} autoComplete="name" />
            <TextField name="email" label={t('mail.email')} type="email" autoComplete="email" />
            {status?.ok && (
              <div className="alert alert-success" role="status">
                {tm(status.ok)}
              </div>
            )}
            {status?.error && (
              <div className="alert alert-error" role="alert">
                {tm(status.error)}
              </div>
            )}
            <FormActions
              end
              onCancel={onClose}
              busy={isSubmitting}
              labels={[status?.ok ? t('mail.close') : t('mail.cancel'), t('mail.subscribe'), t('mail.sending')]}
            />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
