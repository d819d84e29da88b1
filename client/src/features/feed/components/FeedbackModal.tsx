import { useId, useState, type FormEvent } from 'react';
import { FEED_LIMITS, FEED_MSG } from '@delv/shared';
import Modal from '../../../components/Modal';
import { StarRatingInput } from '../../../components/StarRating';
import { notifySuccess } from '../../../lib/notify';
import { useSendFeedbackMutation } from '../api';
import { apiErrorMessage, useMessagesNow, useT } from '../../../i18n';
import FormActions from '../../../components/FormActions';

/**
 * Platform feedback (spec 000 §1, §4, §5): stars in half steps and a text; sent only when the
 * rating is above 0 and the text is not empty (the button says so until both are there). The
 * old form thanked people even when sending failed; this one thanks them only when it worked,
 * and keeps what they wrote otherwise.
 */
export default function FeedbackModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT('feed');
  // Renders at once (no wait for FEED_MSG): the screens that open it load that map with their code.
  const tm = useMessagesNow();
  const ids = useId();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState('');
  const [send, { isLoading }] = useSendFeedbackMutation();
  const ready = rating > 0 && text.trim() !== '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready || isLoading) return;
    setFailure('');
    try {
      const res = await send({ rating, feedbackText: text.trim() }).unwrap();
      notifySuccess(tm(res.message ?? FEED_MSG.feedbackThanks));
      setRating(0);
      setText('');
      onClose();
    } catch (err) {
      setFailure(apiErrorMessage(err));
    }
  };

  return (
    <Modal open={open} title={t('feedback.title')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p className="muted">{t('feedback.intro')}</p>
        <div className="field">
          <span id={`${ids}-stars`}>{t('feedback.rating')}</span>
          <StarRatingInput label={t('feedback.rating')} value={rating} onChange={setRating} describedBy={`${ids}-stars-hint`} />
          <p id={`${ids}-stars-hint`} className="field-hint">
            {t('feedback.ratingHint')}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-text`}>{t('feedback.text')}</label>
          <textarea
            id={`${ids}-text`}
            rows={4}
            value={text}
            maxLength={FEED_LIMITS.FEEDBACK_TEXT_MAX}
            onChange={(e) => setText(e.target.value)}
            aria-describedby={`${ids}-need`}
          />
        </div>
        {!ready && (
          <p id={`${ids}-need`} className="field-hint">
            {t('feedback.need')}
          </p>
        )}
        {failure && (
          <div className="alert alert-error" role="alert">
            {tm(failure)}
          </div>
        )}
        <FormActions
          end
          onCancel={onClose}
          busy={isLoading}
          disabled={!ready || isLoading}
          labels={[t('feedback.cancel'), t('feedback.send'), t('feedback.sending')]}
        />
      </form>
    </Modal>
  );
}
