import { useId, useState, type FormEvent } from 'react';
import { PHONE_CODE, PHONE_MSG, SMS_KINDS, toE164, type Phone, type SmsPreference } from '@delv/shared';
import QueryView from '../../../components/QueryView';
import { apiErrorMessage, useMessages, useT, type MessageInput } from '../../../i18n';
import { formatTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  useAddPhoneMutation,
  useMyPhonesQuery,
  useRemovePhoneMutation,
  useResendCodeMutation,
  useSaveSmsPreferencesMutation,
  useSmsPreferencesQuery,
  useVerifyPhoneMutation,
} from '../api';
import '../phones.css';

/**
 * Settings › Phone numbers (issue 33): my numbers, each verified by the six-digit code the SMS
 * brings (claims pay only to a verified one); and which notices come by SMS too.
 */
export default function PhoneSettings() {
  const t = useT('phones');
  const tm = useMessages('PHONE_MSG');
  const { data, error, isFetching, refetch } = useMyPhonesQuery();
  if (!data) return <QueryView query={{ data, error, isFetching, refetch }} words={[t('loading'), t('failed')]} messages={tm} />;
  return (
    <div className="phones">
      <section aria-labelledby="phones-title">
        <h2 id="phones-title">{t('title')}</h2>
        <p className="muted">{t('intro')}</p>
        {data.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <ul className="phones-list" aria-label={t('list')}>
            {data.map((phone) => (
              <PhoneRow key={phone._id} phone={phone} />
            ))}
          </ul>
        )}
        <AddPhone />
      </section>
      <SmsKinds />
    </div>
  );
}

function AddPhone() {
  const t = useT('phones');
  const tm = useMessages('PHONE_MSG');
  const id = useId();
  const [number, setNumber] = useState('');
  const [error, setError] = useState<MessageInput>(null);
  const [add, { isLoading }] = useAddPhoneMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const e164 = toE164(number);
    if (!number.trim()) return setError(PHONE_MSG.numberRequired);
    if (!e164) return setError(PHONE_MSG.numberInvalid);
    setError(null);
    try {
      const answer = await add(e164).unwrap();
      notifySuccess(tm(answer.message ?? PHONE_MSG.added));
      setNumber('');
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  };
  return (
    <form className="phones-add" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-number`}>{t('add.label')}</label>
        <input
          id={`${id}-number`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+256 772 123456"
          maxLength={40}
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <p className="muted" id={`${id}-hint`}>
          {t('add.hint')}
        </p>
        {error && (
          <p className="field-error" id={`${id}-error`} role="alert">
            {tm(error)}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary" disabled={isLoading}>
        {isLoading ? t('add.sending') : t('add.submit')}
      </button>
    </form>
  );
}

function PhoneRow({ phone }: { phone: Phone }) {
  const t = useT('phones');
  const tm = useMessages('PHONE_MSG');
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<MessageInput>(null);
  const [verify, { isLoading: verifying }] = useVerifyPhoneMutation();
  const [resend, { isLoading: resending }] = useResendCodeMutation();
  const [remove, { isLoading: removing }] = useRemovePhoneMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!new RegExp(`^\\d{${PHONE_CODE.digits}}$`).test(code.trim())) return setError(PHONE_MSG.codeInvalid);
    setError(null);
    try {
      const answer = await verify({ id: phone._id, code: code.trim() }).unwrap();
      notifySuccess(tm(answer.message ?? PHONE_MSG.verified));
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  };
  const again = async () => {
    try {
      const answer = await resend(phone._id).unwrap();
      notifySuccess(tm(answer.message ?? PHONE_MSG.codeSent));
      setError(null);
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  };
  const drop = async () => {
    if (!window.confirm(t('removeConfirm', { number: phone.number }))) return;
    try {
      const answer = await remove(phone._id).unwrap();
      notifySuccess(tm(answer.message ?? PHONE_MSG.released));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };

  return (
    <li className="phones-row">
      <div className="phones-head">
        <span className="phones-number">{phone.number}</span>
        <span className={`badge ${phone.verified ? 'phones-verified' : 'phones-waiting'}`}>
          {phone.verified ? t('state.verified') : t('state.waiting')}
        </span>
        {phone.smsStopped && <span className="badge">{t('state.stopped')}</span>}
        <button
          type="button"
          className="btn btn-link"
          aria-label={t('remove', { number: phone.number })}
          onClick={() => void drop()}
          disabled={removing}
        >
          {t('removeShort')}
        </button>
      </div>
      {!phone.verified && (
        <form className="phones-code" onSubmit={(e) => void submit(e)} noValidate>
          <div className="field">
            <label htmlFor={`${id}-code`}>{t('code.label', { number: phone.number })}</label>
            <input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={PHONE_CODE.digits}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {phone.codeExpiresAt && <p className="muted">{t('code.expires', { time: formatTime(phone.codeExpiresAt) })}</p>}
            {error && (
              <p className="field-error" id={`${id}-error`} role="alert">
                {tm(error)}
              </p>
            )}
          </div>
          <div className="phones-actions">
            <button type="submit" className="btn btn-primary" disabled={verifying}>
              {t('code.submit')}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => void again()} disabled={resending}>
              {t('code.resend')}
            </button>
          </div>
          {phone.resendAt && <p className="muted">{t('code.resendAt', { time: formatTime(phone.resendAt) })}</p>}
        </form>
      )}
    </li>
  );
}

function SmsKinds() {
  const t = useT('phones');
  const { data, error, isFetching, refetch } = useSmsPreferencesQuery();
  if (!data) return <QueryView query={{ data, error, isFetching, refetch }} words={[t('sms.loading'), t('sms.failed')]} inline />;
  return (
    <SmsKindsForm key={JSON.stringify(data)} saved={data.preferences} hasVerifiedPhone={data.hasVerifiedPhone} label={t('sms.title')} />
  );
}

function SmsKindsForm({ saved, hasVerifiedPhone, label }: { saved: SmsPreference[]; hasVerifiedPhone: boolean; label: string }) {
  const t = useT('phones');
  const tm = useMessages('PHONE_MSG');
  const [choices, setChoices] = useState(() => SMS_KINDS.map((kind) => saved.find((p) => p.kind === kind) ?? { kind, sms: false }));
  const [save, { isLoading }] = useSaveSmsPreferencesMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const answer = await save(choices).unwrap();
      notifySuccess(tm(answer.message ?? PHONE_MSG.preferencesSaved));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <section aria-label={label}>
      <h2>{t('sms.title')}</h2>
      <form className="phones-sms" onSubmit={(e) => void submit(e)}>
        <p className="muted">{t('sms.intro')}</p>
        {choices.map((choice) => (
          <label key={choice.kind} className="phones-check">
            <input
              type="checkbox"
              checked={choice.sms}
              disabled={!hasVerifiedPhone && !choice.sms}
              onChange={(e) => setChoices((all) => all.map((c) => (c.kind === choice.kind ? { ...c, sms: e.target.checked } : c)))}
            />
            {t('sms.kind', { kind: choice.kind })}
          </label>
        ))}
        {!hasVerifiedPhone && <p className="muted">{t('sms.needsPhone')}</p>}
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {t('sms.save')}
        </button>
      </form>
    </section>
  );
}
