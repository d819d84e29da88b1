import { useId, useState } from 'react';
import { Form, Formik } from 'formik';
import { FEED_MSG, POINT_RULES } from '@delv/shared';
import Modal from '../../../components/Modal';
import { TextField } from '../../../components/form';
import { notifySuccess } from '../../../lib/notify';
import { useInviteFriendMutation } from '../api';
import { apiErrorMessage, useMessagesNow, useT } from '../../../i18n';
import FormActions from '../../../components/FormActions';
import { lazySchema } from '../../../lib/validation';

/**
 * Invite a friend (spec 001 §4, §5): an e-mail address; after sending, the copyable invitation
 * link shows instead of the form ('Email Invitation has been sent'). The inviter earns points
 * when the friend signs up with that address and confirms it.
 */
export default function InviteFriendModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT('feed');
  // Renders at once: the feed page has loaded FEED_MSG before it opens this.
  const tm = useMessagesNow();
  const linkId = useId();
  const [invite] = useInviteFriendMutation();
  const [link, setLink] = useState('');
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      notifySuccess(tm(FEED_MSG.linkCopied));
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
    <Modal open={open} title={t('invite.title')} onClose={close}>
      {link ? (
        <div>
          <div className="alert alert-success" role="status">
            {tm(FEED_MSG.invitationMailSentAlert)}
          </div>
          <div className="field">
            <label htmlFor={linkId}>{t('invite.link')}</label>
            <input id={linkId} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          </div>
          <div className="row" style={{ justifyContent: 'flex-end' }}>
            <button type="button" className="btn btn-outline" onClick={close}>
              {t('invite.done')}
            </button>
            <button type="button" className="btn btn-primary" onClick={copy}>
              {copied ? t('invite.copied') : t('invite.copy')}
            </button>
          </div>
        </div>
      ) : (
        <Formik
          initialValues={{ email: '' }}
          validate={lazySchema((s) => s.invitationSchema)}
          onSubmit={async (values, { setStatus }) => {
            setStatus(undefined);
            try {
              const res = await invite({ email: values.email.trim(), category: 'general' }).unwrap();
              setLink(res.data?.link ?? '');
            } catch (err) {
              setStatus(apiErrorMessage(err));
            }
          }}
        >
          {({ isSubmitting, status }) => (
            <Form noValidate>
              <p className="muted">{t('invite.intro', { points: POINT_RULES.INVITE_FRIEND.points })}</p>
              <TextField name="email" label={t('invite.email')} type="email" autoComplete="off" />
              {status && (
                <div className="alert alert-error" role="alert">
                  {tm(status as string)}
                </div>
              )}
              <FormActions end onCancel={close} busy={isSubmitting} labels={[t('invite.cancel'), t('invite.send'), t('invite.sending')]} />
            </Form>
          )}
        </Formik>
      )}
    </Modal>
  );
}
