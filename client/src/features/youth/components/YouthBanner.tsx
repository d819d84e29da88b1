import { useEffect, useId, useState, type FormEvent } from 'react';
import { YOUTH_MSG, toE164 } from '@delv/shared';
import { apiErrorMessage, useMessages, useT, type MessageInput } from '../../../i18n';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { onLiveEvent } from '../../../lib/live';
import { notifySuccess } from '../../../lib/notify';
import { selectCurrentUser, userUpdated } from '../../../lib/session';
import { loadSchemas } from '../../../lib/validation';
import { useAskGuardianMutation, useGiveBirthDateMutation, useYouthStandingQuery, youthApi } from '../api';
import '../youth.css';

// A guardian agreeing (or withdrawing) changes the account: the banner asks again at once.
onLiveEvent('user.changed', (_event, { dispatch }) => {
  dispatch(youthApi.util.invalidateTags(['Youth']));
});

/**
 * Under the top bar while the account needs something for young learners' rules (issue 32): a
 * learner who never gave a date of birth is asked for it once; a minor without consent is told
 * the account is limited and asks a parent or guardian by e-mail. The layout shows it only when
 * the signed-in account says so; its answer here is fresh (the guardian may have agreed since).
 */
export default function YouthBanner() {
  const t = useT('youth');
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentUser);
  const { data: standing } = useYouthStandingQuery();
  // Keep the session's copy in step, so the banner goes when nothing is needed any more.
  useEffect(() => {
    if (me && standing && JSON.stringify(me.youth) !== JSON.stringify(standing)) dispatch(userUpdated({ ...me, youth: standing }));
  }, [dispatch, me, standing]);
  const youth = standing ?? me?.youth;
  if (!youth || (!youth.needsBirthDate && !youth.needsConsent)) return null;
  return (
    <section className="youth-banner" role="region" aria-label={t('banner.label')}>
      <div className="container">{youth.needsBirthDate ? <BirthDateForm /> : <GuardianForm asked={youth.consentAsked} />}</div>
    </section>
  );
}

function BirthDateForm() {
  const t = useT('youth');
  const tm = useMessages('YOUTH_MSG');
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<MessageInput>(null);
  const [give, { isLoading }] = useGiveBirthDateMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      // yup comes with the first check, not with every page the banner is on (issue 36); if it
      // cannot be fetched, the server checks the same schema.
      await (await loadSchemas().catch(() => null))?.birthDateSchema.validate({ birthDate: value });
    } catch (err) {
      return setError((err as Error).message);
    }
    setError(null);
    try {
      const answer = await give(value).unwrap();
      notifySuccess(tm(answer.message ?? YOUTH_MSG.birthDateSaved));
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  };
  return (
    <form className="youth-form" onSubmit={(e) => void submit(e)} noValidate>
      <p>
        <strong>{t('birth.title')}</strong> {t('birth.why')}
      </p>
      <div className="field">
        <label htmlFor={`${id}-birth`}>{t('birth.label')}</label>
        <input
          id={`${id}-birth`}
          type="date"
          autoComplete="bday"
          value={value}
          max={new Date().toISOString().slice(0, 10)}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {tm(error)}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary" disabled={isLoading} aria-busy={isLoading}>
        {t(isLoading ? 'saving' : 'birth.save')}
      </button>
    </form>
  );
}

function GuardianForm({ asked }: { asked: boolean }) {
  const t = useT('youth');
  const tm = useMessages('YOUTH_MSG', 'PHONE_MSG');
  const id = useId();
  // By e-mail, or by SMS where the guardian has a phone and no e-mail.
  const [byPhone, setByPhone] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<MessageInput>(null);
  const [sent, setSent] = useState(false);
  const [ask, { isLoading }] = useAskGuardianMutation();
  const body = byPhone ? { guardianPhone: value.trim() } : { guardianEmail: value.trim() };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await (await loadSchemas().catch(() => null))?.guardianRequestSchema.validate(body);
    } catch (err) {
      return setError((err as Error).message);
    }
    setError(null);
    try {
      // As the schema casts: the number in E.164, the address in lower case.
      const answer = await ask(
        byPhone
          ? { guardianPhone: toE164(body.guardianPhone!) ?? body.guardianPhone }
          : { guardianEmail: body.guardianEmail!.toLowerCase() },
      ).unwrap();
      notifySuccess(tm(answer.message ?? YOUTH_MSG.consentRequested));
      setSent(true);
      setValue('');
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  };
  const switchTo = (phone: boolean) => {
    setByPhone(phone);
    setValue('');
    setError(null);
  };
  return (
    <form className="youth-form" onSubmit={(e) => void submit(e)} noValidate>
      <p>
        <strong>{t('consent.title')}</strong> {t('consent.why')}
      </p>
      {(asked || sent) && (
        <p className="youth-asked" role="status">
          {t('consent.asked')}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-guardian`}>{t(byPhone ? 'consent.phoneLabel' : 'consent.label')}</label>
        <input
          id={`${id}-guardian`}
          type={byPhone ? 'tel' : 'email'}
          inputMode={byPhone ? 'tel' : 'email'}
          autoComplete="off"
          placeholder={byPhone ? '+256 772 123456' : undefined}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {tm(error)}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary" disabled={isLoading} aria-busy={isLoading}>
        {t(isLoading ? 'sending' : asked || sent ? 'consent.again' : 'consent.send')}
      </button>
      <button type="button" className="btn btn-link" onClick={() => switchTo(!byPhone)}>
        {t(byPhone ? 'consent.useEmail' : 'consent.usePhone')}
      </button>
    </form>
  );
}
