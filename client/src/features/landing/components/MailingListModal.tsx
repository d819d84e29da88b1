import { Form, Formik } from 'formik';
import { FEED_MSG, mailingListSchema } from '@delv/shared';
import Modal from '../../../components/Modal';
import { TextField } from '../../../components/form';
import { errorMessage } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useJoinMailingListMutation } from '../api';

/**
 * 'Get started' (spec 000 §2.7, §5): name and e-mail for the mailing list; both clear after a
 * successful sign-up. The old form had no e-mail format check and ignored the answer; this one
 * checks the format (the same schema as the server) and says when it worked or why not.
 */
export default function MailingListModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [join] = useJoinMailingListMutation();
  return (
    <Modal open={open} title="Get started" onClose={onClose}>
      <p>Hear from us when mentors open new sessions and courses. No spam; leave any time.</p>
      <Formik
        initialValues={{ name: '', email: '' }}
        validationSchema={mailingListSchema}
        onSubmit={async (values, { resetForm, setStatus }) => {
          setStatus(undefined);
          try {
            const res = await join({ name: values.name.trim(), email: values.email.trim() }).unwrap();
            resetForm();
            setStatus({ ok: res.message || FEED_MSG.mailingListThanks });
            notifySuccess(res.message || FEED_MSG.mailingListThanks);
          } catch (err) {
            setStatus({ error: errorMessage(err) });
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate>
            <TextField name="name" label="Name" autoComplete="name" />
            <TextField name="email" label="Email" type="email" autoComplete="email" />
            {status?.ok && (
              <div className="alert alert-success" role="status">
                {status.ok}
              </div>
            )}
            {status?.error && (
              <div className="alert alert-error" role="alert">
                {status.error}
              </div>
            )}
            <div className="row" style={{ justifyContent: 'flex-end' }}>
              <button type="button" className="btn btn-outline" onClick={onClose}>
                {status?.ok ? 'Close' : 'Cancel'}
              </button>
              <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                {isSubmitting ? 'Sending…' : 'Subscribe'}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
