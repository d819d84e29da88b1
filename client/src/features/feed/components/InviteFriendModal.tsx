import { useId, useState } from 'react';
import { Form, Formik } from 'formik';
import { FEED_MSG, POINT_RULES, invitationSchema } from '@delv/shared';
import Modal from '../../../components/Modal';
import { TextField } from '../../../components/form';
import { errorMessage } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useInviteFriendMutation } from '../api';

/**
 * Invite a friend (spec 001 §4, §5): an e-mail address; after sending, the copyable invitation
 * link shows instead of the form ('Email Invitation has been sent'). The inviter earns points
 * when the friend signs up with that address and confirms it.
 */
export default function InviteFriendModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const linkId = useId();
  const [invite] = useInviteFriendMutation();
  const [link, setLink] = useState('');
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      notifySuccess(FEED_MSG.linkCopied);
    } catch {
      // No clipboard access (old browser, http): the link is selected for a manual copy.
      (document.getElementById(linkId) as HTMLInputElement | null)?.select();
    }
  };

  const close = () => {
    setLink('');
    setCopied(false);
    onClose();
  };

  return (
    <Modal open={open} title="Invite a friend" onClose={close}>
      {link ? (
        <div>
          <div className="alert alert-success" role="status">
            {FEED_MSG.invitationMailSentAlert}
          </div>
          <div className="field">
            <label htmlFor={linkId}>Invitation link</label>
            <input id={linkId} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          </div>
          <div className="row" style={{ justifyContent: 'flex-end' }}>
            <button type="button" className="btn btn-outline" onClick={close}>
              Done
            </button>
            <button type="button" className="btn btn-primary" onClick={copy}>
              {copied ? 'Copied' : 'Copy link'}
            </button>
          </div>
        </div>
      ) : (
        <Formik
          initialValues={{ email: '' }}
          validationSchema={invitationSchema}
          onSubmit={async (values, { setStatus }) => {
            setStatus(undefined);
            try {
              const res = await invite({ email: values.email.trim(), category: 'general' }).unwrap();
              setLink(res.data?.link ?? '');
            } catch (err) {
              setStatus(errorMessage(err));
            }
          }}
        >
          {({ isSubmitting, status }) => (
            <Form noValidate>
              <p className="muted">
                We e-mail your friend a link to join Delv. You earn {POINT_RULES.INVITE_FRIEND.points} points when they sign up and confirm
                their e-mail.
              </p>
              <TextField name="email" label="Friend's e-mail" type="email" autoComplete="off" />
              {status && (
                <div className="alert alert-error" role="alert">
                  {status}
                </div>
              )}
              <div className="row" style={{ justifyContent: 'flex-end' }}>
                <button type="button" className="btn btn-outline" onClick={close}>
                  Cancel
                </button>
                <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                  {isSubmitting ? 'Sending…' : 'Send invitation'}
                </button>
              </div>
            </Form>
          )}
        </Formik>
      )}
    </Modal>
  );
}
