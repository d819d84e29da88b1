import { useState } from 'react';
import { Form, Formik } from 'formik';
import { AFFILIATION_MSG, type SurveyAudience } from '@delv/shared';
import Modal from '../../../components/Modal';
import { RadioInput, TextAreaField, TextField } from '../../../components/form';
import { apiErrorMessage, useMessages, useT, type MessageInput } from '../../../i18n';
import { fieldErrors } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useSendSurveyMutation } from '../api';
import FormActions from '../../../components/FormActions';
import { lazySchema } from '../../../lib/validation';

/**
 * Send Survey (spec 001 §5 'Survey'): topic, link, description, to My Mentors or My Learners. The
 * server finds the recipients and mails them through the job queue; the browser never sees an address.
 */
export default function SurveyModal({ institutionId, onClose }: { institutionId: string; onClose: () => void }) {
  const t = useT('affiliations');
  const tm = useMessages('AFFILIATION_MSG');
  const [send] = useSendSurveyMutation();
  const [problem, setProblem] = useState<MessageInput>(null);
  return (
    <Modal open title={t('survey.title')} onClose={onClose}>
      <Formik
        initialValues={{ topic: '', link: '', description: '', audience: 'mentors' as SurveyAudience }}
        validate={lazySchema((s) => s.surveySendSchema)}
        onSubmit={async (values, { setErrors }) => {
          setProblem(null);
          try {
            const res = await send({ ...values, institutionId }).unwrap();
            notifySuccess(`${tm(res.message)} (${t('survey.sentTo', { count: res.data?.recipientCount ?? 0 })})`);
            onClose();
          } catch (err) {
            const fields = fieldErrors(err);
            setErrors(fields);
            if (!Object.keys(fields).length) setProblem(apiErrorMessage(err) || AFFILIATION_MSG.surveyFailed);
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
            <TextField name="topic" label={t('survey.topic')} />
            <TextField name="link" label={t('survey.link')} type="url" placeholder={t('survey.linkPlaceholder')} />
            <TextAreaField name="description" label={t('survey.description')} rows={3} />
            <fieldset className="aff-audience">
              <legend>{t('survey.audience')}</legend>
              <label>
                <RadioInput name="audience" value="mentors" /> {t('survey.mentors')}
              </label>
              <label>
                <RadioInput name="audience" value="learners" /> {t('survey.learners')}
              </label>
            </fieldset>
            <FormActions
              className="aff-actions"
              onCancel={onClose}
              busy={isSubmitting}
              labels={[t('cancel'), t('survey.send'), t('survey.sending')]}
            />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
