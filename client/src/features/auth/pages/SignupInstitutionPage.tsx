import { useState } from 'react';
import { lazyPage } from '../../../lib/lazyPage';
import { Link } from 'react-router-dom';
import { Form, Formik } from 'formik';
import { INSTITUTION_COUNTRIES, INSTITUTION_INDUSTRIES, LIMITS, MSG } from '@delv/shared';
import { PasswordField, SelectField, TextAreaField, TextField } from '../../../components/form';
import TagInput from '../../../components/TagInputOnUse';
import { apiErrorMessage, getLanguage, useMessages, useT, useValueLabels, type MessageInput } from '../../../i18n';
import { fieldErrors } from '../../../lib/api';
import { useSignupInstitutionMutation } from '../api';
import { lazySchema, loadSchemas, type Schemas } from '../../../lib/validation';

// What shows once the account is made: loaded then, not with the form.
const AccountCreated = lazyPage(() => import('../components/AccountCreated'));

type InstitutionValues = Record<Exclude<keyof Schemas['institutionSignupFormSchema']['fields'], 'specialities' | 'language'>, string> & {
  specialities: string[];
};

const initialValues: InstitutionValues = {
  institutionName: '',
  institutionType: '',
  country: '',
  city: '',
  area: '',
  postalcode: '',
  website: '',
  specialities: [],
  bio: '',
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export default function SignupInstitutionPage() {
  const [signupInstitution, { isLoading }] = useSignupInstitutionMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<MessageInput>(null);
  const t = useT('auth');
  const tm = useMessages();
  const labels = useValueLabels();
  const industryOptions = INSTITUTION_INDUSTRIES.map((c) => ({ value: c, label: labels.industry(c) }));
  const countryOptions = INSTITUTION_COUNTRIES.map((c) => ({ value: c, label: labels.country(c) }));

  if (sentTo) return <AccountCreated email={sentTo} account="institution" />;

  return (
    <div className="container">
      <div className="auth-page auth-page-wide">
        <div className="card">
          <p>
            <Link to="/signup">{t('signup.back')}</Link>
          </p>
          <h1>{t('institution.title')}</h1>
          {problem && (
            <p className="alert alert-error" role="alert">
              {tm(problem)}
            </p>
          )}
          <Formik<InstitutionValues>
            initialValues={initialValues}
            validate={lazySchema((s) => s.institutionSignupFormSchema)}
            onSubmit={async ({ confirmPassword: _unused, ...values }, { setErrors }) => {
              setProblem(null);
              try {
                const body = (await loadSchemas()).institutionSignupSchema.cast(
                  { ...values, language: getLanguage() },
                  { stripUnknown: true },
                );
                await signupInstitution(body).unwrap();
                setSentTo(body.email);
              } catch (err) {
                const fields = fieldErrors(err);
                setErrors(fields);
                if (Object.keys(fields).length === 0) setProblem(apiErrorMessage(err));
              }
            }}
          >
            {({ values, errors, touched, setFieldValue, setFieldTouched }) => {
              const mismatch = values.confirmPassword !== '' && values.password !== values.confirmPassword;
              const schemaSaysMismatch = touched.confirmPassword && errors.confirmPassword === MSG.institutionPasswordsDontMatch;
              return (
                <Form noValidate>
                  <fieldset className="form-grid form-grid-2" style={{ border: 0, padding: 0, margin: 0 }}>
                    <legend className="span-2" style={{ fontWeight: 700, marginBottom: '0.5rem' }}>
                      {t('institution.legend')}
                    </legend>
                    <div className="span-2">
                      <TextField name="institutionName" label={t('fields.institutionName')} autoComplete="organization" />
                    </div>
                    <SelectField
                      name="institutionType"
                      label={t('fields.category')}
                      options={industryOptions}
                      placeholder={t('fields.selectCategory')}
                    />
                    <SelectField
                      name="country"
                      label={t('fields.country')}
                      options={countryOptions}
                      placeholder={t('fields.selectACountry')}
                    />
                    <TextField name="city" label={t('fields.city')} autoComplete="address-level2" />
                    <TextField name="area" label={t('fields.areaCode')} />
                    <TextField name="postalcode" label={t('fields.postalCode')} autoComplete="postal-code" />
                    <TextField
                      name="website"
                      label={t('fields.website')}
                      type="url"
                      placeholder={t('fields.websitePlaceholder')}
                      autoComplete="url"
                    />
                    <div className="span-2">
                      <TagInput
                        label={t('fields.specialities')}
                        value={values.specialities}
                        onChange={(tags) => setFieldValue('specialities', tags)}
                        onBlur={() => setFieldTouched('specialities', true, false)}
                        error={touched.specialities && typeof errors.specialities === 'string' ? errors.specialities : undefined}
                        hint={t('fields.specialitiesHint', { max: LIMITS.TAGS_ADVISED })}
                      />
                    </div>
                    <div className="span-2">
                      <TextAreaField name="bio" label={t('fields.bio')} rows={4} />
                      <p className="field-hint">{t('institution.pictureHint')}</p>
                    </div>
                  </fieldset>
                  <fieldset className="form-grid form-grid-2" style={{ border: 0, padding: 0, margin: '1rem 0 0' }}>
                    <legend className="span-2" style={{ fontWeight: 700, marginBottom: '0.5rem' }}>
                      {t('institution.admin')}
                    </legend>
                    <TextField name="firstname" label={t('fields.firstName')} autoComplete="given-name" />
                    <TextField name="lastname" label={t('fields.lastName')} autoComplete="family-name" />
                    <div className="span-2">
                      <TextField name="email" label={t('fields.email')} type="email" autoComplete="email" />
                    </div>
                    <PasswordField name="password" label={t('fields.password')} autoComplete="new-password" hint={tm(MSG.passwordMin)} />
                    <div>
                      <PasswordField name="confirmPassword" label={t('fields.confirmPassword')} autoComplete="new-password" />
                      {mismatch && !schemaSaysMismatch && (
                        <p className="field-error" role="alert">
                          {tm(MSG.institutionPasswordsDontMatch)}
                        </p>
                      )}
                    </div>
                  </fieldset>
                  <button
                    type="submit"
                    className="btn btn-primary btn-block"
                    disabled={isLoading || values.password !== values.confirmPassword}
                    aria-busy={isLoading}
                  >
                    {t(isLoading ? 'institution.submitting' : 'institution.submit')}
                  </button>
                </Form>
              );
            }}
          </Formik>
          <p className="center" style={{ marginTop: '1rem' }}>
            {t.rich('signup.member', {}, { link: <Link to="/login" /> })}
          </p>
        </div>
      </div>
    </div>
  );
}
