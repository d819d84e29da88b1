import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { FEED_MSG, MSG, isEmail, type ContactInput } from '@delv/shared';
import { useAppSelector } from '../../../lib/hooks';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { fieldErrors } from '../../../lib/api';
import { CONTACT } from '../../../lib/site';
import { selectCurrentUser } from '../../../lib/session';
import { useSendContactMessageMutation } from '../api';
import PublicHero from '../components/PublicHero';
import '../public.css';

type Field = keyof ContactInput;
const FIELDS: Field[] = ['name', 'email', 'subject', 'message'];

function check(values: ContactInput): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.name.trim()) errors.name = FEED_MSG.nameRequired;
  if (!values.email.trim()) errors.email = MSG.emailRequired;
  else if (!isEmail(values.email)) errors.email = MSG.emailInvalid;
  if (!values.subject.trim()) errors.subject = FEED_MSG.subjectRequired;
  if (!values.message.trim()) errors.message = FEED_MSG.messageBodyRequired;
  return errors;
}

/**
 * /contact_us (spec 000 §5 'Contact form'): name, e-mail, subject and message go to Delv's own
 * server, which keeps them and mails the support team ('Your Message has been sent'). A signed-in
 * person's name and address are filled in.
 */
export default function ContactPage() {
  const t = useT('public');
  const tm = useMessages('FEED_MSG');
  const me = useAppSelector(selectCurrentUser);
  const ids = useId();
  const blank = { name: me ? `${me.firstname} ${me.lastname}` : '', email: me?.email ?? '', subject: '', message: '' };
  const [values, setValues] = useState<ContactInput>(blank);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [sent, setSent] = useState(false);
  const [send, { isLoading }] = useSendContactMessageMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check(values);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length) return;
    try {
      await send({ ...values, name: values.name.trim(), email: values.email.trim() }).unwrap();
      setSent(true);
      setValues(blank);
    } catch (err) {
      setErrors(fieldErrors(err) as Partial<Record<Field, string>>);
      setFailure(apiErrorMessage(err));
    }
  };

  const field = (name: Field, input: ReactElement) => (
    <div className="field">
      <label htmlFor={`${ids}-${name}`}>{t(`contact.${name}`)}</label>
      {input}
      {errors[name] && (
        <p className="field-error" id={`${ids}-${name}-error`}>
          {tm(errors[name])}
        </p>
      )}
    </div>
  );
  const props = (name: Field) => ({
    id: `${ids}-${name}`,
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${ids}-${name}-error` : undefined,
  });

  return (
    <>
      <PublicHero title={t('contact.title')}>
        <p>{t('contact.text')}</p>
      </PublicHero>
      <div className="container" style={{ maxWidth: 640 }}>
        {sent && (
          <p className="card" role="status">
            {tm(FEED_MSG.contactSent)}{' '}
            <button type="button" className="btn btn-link" onClick={() => setSent(false)}>
              {t('contact.another')}
            </button>
          </p>
        )}
        {!sent && (
          <form className="card stack" onSubmit={submit} noValidate aria-label={t('contact.title')}>
            {field('name', <input {...props('name')} autoComplete="name" maxLength={80} />)}
            {field('email', <input {...props('email')} type="email" autoComplete="email" />)}
            {field('subject', <input {...props('subject')} maxLength={150} />)}
            {field('message', <textarea {...props('message')} rows={6} maxLength={5000} />)}
            {failure && !FIELDS.some((f) => errors[f]) && (
              <p className="field-error" role="alert">
                {tm(failure)}
              </p>
            )}
            <button type="submit" className="btn btn-primary" disabled={isLoading}>
              {isLoading ? t('contact.sending') : t('contact.send')}
            </button>
          </form>
        )}
        <p className="muted" style={{ marginTop: '1rem' }}>
          {t.rich('reach.email', { email: CONTACT.email }, { link: <a href={`mailto:${CONTACT.email}`} /> })} ·{' '}
          {t.rich('reach.phone', { phone: CONTACT.phone }, { link: <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`} /> })}
        </p>
      </div>
    </>
  );
}
