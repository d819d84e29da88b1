import { useId, useState, type FormEvent } from 'react';
import { FEED_LIMITS, FEED_MSG } from '@delv/shared';
import Modal from '../../../components/Modal';
import { StarRatingInput } from '../../../components/StarRating';
import { errorMessage } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useSendFeedbackMutation } from '../api';

/**
 * Platform feedback (spec 000 §1, §4, §5): stars in half steps and a text; sent only when the
 * rating is above 0 and the text is not empty (the button says so until both are there). The
 * old form thanked people even when sending failed; this one thanks them only when it worked,
 * and keeps what they wrote otherwise.
 */
export default function FeedbackModal({ open, onClose }: { open: boolean; onClose: () => void }) {
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
      notifySuccess(res.message ?? FEED_MSG.feedbackThanks);
      setRating(0);
      setText('');
      onClose();
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };

  return (
    <Modal open={open} title="Feedback" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p className="muted">How is Delv working for you? What should we make better?</p>
        <div className="field">
          <span id={`${ids}-stars`}>Your rating</span>
          <StarRatingInput label="Your rating" value={rating} onChange={setRating} describedBy={`${ids}-stars-hint`} />
          <p id={`${ids}-stars-hint`} className="field-hint">
            Use the arrow keys or tap a star; half stars count.
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-text`}>Your feedback</label>
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
            Choose a rating and write a few words to send.
          </p>
        )}
        {failure && (
          <div className="alert alert-error" role="alert">
            {failure}
          </div>
        )}
        <div className="row" style={{ justifyContent: 'flex-end' }}>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={!ready || isLoading}>
            {isLoading ? 'Sending…' : 'Send feedback'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
