import { useId } from 'react';
import { Form, Formik } from 'formik';
import { CONTENT_MSG, type SocialKind } from '@delv/shared';
import Modal from '../../components/Modal';
import { StarRatingInput } from '../../components/StarRating';
import { TextAreaField } from '../../components/form';
import { apiErrorMessage, useMessages, useT, type MessageInput } from '../../i18n';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useAddReviewMutation } from '../../lib/comments';
import FormActions from '../../components/FormActions';
import { lazySchema } from '../../lib/validation';

/**
 * Review modal (spec 000 §5 "Review", §8): stars 0-5 in halves, text required ('Review is
 * required'). 'Review added successfully' / 'Failed to submit review'. Unlike the old modal it
 * stays open on failure with the reason shown, so the typed review is not lost. Stars left at 0
 * send a comment without a rating, so an untouched star row does not drag the average down.
 */
export default function ReviewModal({
  open,
  onClose,
  about,
  id,
  title,
}: {
  open: boolean;
  onClose: () => void;
  about: SocialKind;
  id: string;
  title: string;
}) {
  const t = useT('reviews');
  const tm = useMessages('CONTENT_MSG');
  const starsId = useId();
  const [addReview] = useAddReviewMutation();
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <Formik
        initialValues={{ rating: 0, commentText: '' }}
        validate={lazySchema((s) => s.reviewFormSchema)}
        onSubmit={async (values, { setStatus, resetForm }) => {
          setStatus(undefined);
          try {
            await addReview({
              commentAbout: about,
              idOfCommentedAbout: id,
              commentText: values.commentText.trim(),
              rating: values.rating > 0 ? values.rating : null,
            }).unwrap();
            notifySuccess(tm(CONTENT_MSG.reviewAdded));
            resetForm();
            onClose();
          } catch (err) {
            notifyError(tm(CONTENT_MSG.reviewFailed));
            setStatus(apiErrorMessage(err));
          }
        }}
      >
        {({ values, setFieldValue, isSubmitting, status }) => (
          <Form noValidate>
            <div className="field">
              <span className="review-stars-label" id={`${starsId}-label`}>
                {t('yourRating')}
              </span>
              <StarRatingInput
                label={t('yourRating')}
                value={values.rating}
                onChange={(v) => void setFieldValue('rating', v)}
                describedBy={`${starsId}-hint`}
              />
              <p id={`${starsId}-hint`} className="field-hint">
                {t('starsHint')}
              </p>
            </div>
            <TextAreaField name="commentText" label={t('yourReview')} rows={4} />
            {status && (
              <div className="alert alert-error" role="alert">
                {tm(status as MessageInput)}
              </div>
            )}
            <FormActions
              className="review-actions"
              onCancel={onClose}
              busy={isSubmitting}
              labels={[t('cancel'), t('submit'), t('sending')]}
            />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
