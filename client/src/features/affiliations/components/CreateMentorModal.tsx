import { useState } from 'react';
import { Form, Formik } from 'formik';
import { AFFILIATION_MSG, COUNTRIES, INSTITUTION_INDUSTRIES } from '@delv/shared';
import Modal from '../../../components/Modal';
import { SelectField, TextAreaField, TextField } from '../../../components/form';
import TagInput from '../../../components/TagInput';
import { apiErrorMessage, getLanguage, useMessages, useT, useValueLabels, type MessageInput } from '../../../i18n';
import { fieldErrors } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useCreateMentorMutation } from '../api';
import FormActions from '../../../components/FormActions';
import { lazySchema, loadSchemas } from '../../../lib/validation';

const initial = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  country: '',
  specialization: '',
  discipline: '',
  bio: '',
  title: '',
  skills: [] as string[],
};

/**
 * Create Mentor (spec 001 §5 'Create mentor'): the new mentor is affiliated to the institution and
 * gets an e-mail with a link to set a password (no fixed default password; the country chosen here,
 * the institution's when none is).
 */
export default function CreateMentorModal({ institutionId, onClose }: { institutionId: string; onClose: () => void }) {
  const t = useT('affiliations');
  const tm = useMessages('AFFILIATION_MSG');
  const labels = useValueLabels();
  const [create] = useCreateMentorMutation();
  const [problem, setProblem] = useState<MessageInput>(null);
  return (
    <Modal open title={t('create.title')} onClose={onClose}>
      <Formik
        initialValues={initial}
        validate={lazySchema((s) => s.mentorCreateSchema)}
        // Spec 001 §5: Create Mentor is disabled while the form is invalid, the empty form included.
        validateOnMount
        onSubmit={async (values, { setErrors }) => {
          setProblem(null);
          try {
            const body = (await loadSchemas()).mentorCreateSchema.cast(
              { ...values, institution: institutionId, language: getLanguage() },
              { stripUnknown: true },
            );
            const res = await create(body).unwrap();
            notifySuccess(tm(res.message));
            onClose();
          } catch (err) {
            const fields = fieldErrors(err);
            setErrors(fields);
            if (!Object.keys(fields).length) setProblem(apiErrorMessage(err) || AFFILIATION_MSG.mentorCreateFailed);
          }
        }}
      >
        {({ values, errors, touched, isSubmitting, isValid, setFieldValue }) => (
          <Form noValidate className="form-grid form-grid-2">
            {problem && (
              <p className="alert alert-error span-2" role="alert">
                {tm(problem)}
              </p>
            )}
            <TextField name="firstname" label={t('create.firstname')} autoComplete="off" />
            <TextField name="lastname" label={t('create.lastname')} autoComplete="off" />
            <TextField name="email" label={t('create.email')} type="email" autoComplete="off" />
            <TextField name="phone" label={t('create.phone')} type="tel" autoComplete="off" />
            <SelectField
              name="country"
              label={t('create.country')}
              options={COUNTRIES.map((c) => ({ value: c, label: labels.country(c) }))}
              placeholder={t('create.institutionCountry')}
            />
            <SelectField
              name="specialization"
              label={t('create.specialization')}
              options={INSTITUTION_INDUSTRIES.map((c) => ({ value: c, label: labels.industry(c) }))}
              placeholder={t('create.selectSpecialization')}
            />
            <TextField name="discipline" label={t('create.discipline')} />
            <TextField name="title" label={t('create.jobTitle')} />
            <div className="span-2">
              <TagInput
                label={t('create.skills')}
                value={values.skills}
                onChange={(tags) => setFieldValue('skills', tags)}
                error={touched.skills && typeof errors.skills === 'string' ? errors.skills : undefined}
                hint={t('create.skillsHint')}
              />
            </div>
            <div className="span-2">
              <TextAreaField name="bio" label={t('create.bio')} rows={3} />
              <p className="field-hint">{t('create.hint')}</p>
            </div>
            <FormActions
              className="span-2 aff-actions"
              onCancel={onClose}
              busy={isSubmitting}
              disabled={isSubmitting || !isValid}
              labels={[t('cancel'), t('create.submit'), t('create.creating')]}
            />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
