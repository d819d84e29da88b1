import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CLAIM_MIN_POINTS, CLAIM_MSG, REDEEMABLE_AS, type ClaimInput, type RedeemableAs } from '@delv/shared';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { fieldErrors } from '../../../lib/api';
import { formatDate, formatNumber } from '../../../lib/format';
import { useMakeClaimMutation, useMyClaimsQuery, useVerifiedPhonesQuery } from '../api';
import { deviceId } from '../device';
import '../live';
import '../claims.css';
import FormActions from '../../../components/FormActions';

type Field = Exclude<keyof ClaimInput, 'device'>;

/**
 * Redeem (spec 001 §4, §5): the form opens only from Redeem with at least 2000 points ('Oops..
 * You can only redeem amount above 2000. Collect More Points' otherwise); institution, one of my
 * verified mobile numbers (issue 33: claims pay only to one; Settings › Phone numbers verifies
 * them), Cash / Airtime / Internet_Data, how many points. Below it, my claims and what became of them.
 */
export default function RedeemPanel({ total }: { total: number }) {
  const t = useT('claims');
  const tm = useMessages('CLAIM_MSG');
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [tooFew, setTooFew] = useState(false);
  const [values, setValues] = useState({
    institution: '',
    phone: '',
    redeemableAs: 'Airtime' as RedeemableAs,
    amount: String(CLAIM_MIN_POINTS),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState('');
  const [makeClaim, { isLoading }] = useMakeClaimMutation();
  const { data: mine } = useMyClaimsQuery();
  const { data: phones, isLoading: phonesLoading } = useVerifiedPhonesQuery(undefined, { skip: !open });
  const phone = values.phone && phones?.includes(values.phone) ? values.phone : (phones?.[0] ?? '');

  const onRedeem = () => {
    setDone('');
    if (total < CLAIM_MIN_POINTS) return setTooFew(true);
    setOpen(true);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const amount = Number(values.amount);
    if (!values.institution.trim()) found.institution = CLAIM_MSG.institutionRequired;
    if (!phone) found.phone = CLAIM_MSG.phoneNotVerified;
    if (!Number.isInteger(amount) || amount < CLAIM_MIN_POINTS) found.amount = CLAIM_MSG.amountInvalid;
    else if (amount > total) found.amount = CLAIM_MSG.notEnough;
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const answer = await makeClaim({
        institution: values.institution.trim(),
        phone,
        redeemableAs: values.redeemableAs,
        amount,
        device: deviceId(),
      }).unwrap();
      setDone(answer.message ?? CLAIM_MSG.submitted);
      setOpen(false);
    } catch (err) {
      const fields = fieldErrors(err) as Partial<Record<Field, string>>;
      setErrors(Object.keys(fields).length ? fields : { institution: apiErrorMessage(err) || CLAIM_MSG.failed });
    }
  };

  const errorOf = (field: Field) =>
    errors[field] ? (
      <p className="field-error" id={`${ids}-${field}-error`}>
        {tm(errors[field])}
      </p>
    ) : null;
  const described = (field: Field) => ({
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `${ids}-${field}-error` : undefined,
  });

  return (
    <section className="claims-redeem" aria-label={t('redeem.label')}>
      {done && (
        <p className="alert alert-success" role="status">
          {tm(done)}
        </p>
      )}
      {!open && (
        <button type="button" className="btn btn-primary" onClick={onRedeem}>
          {t('redeem.button')}
        </button>
      )}
      {tooFew && !open && (
        <p className="alert alert-error" role="alert">
          {tm(CLAIM_MSG.tooFew)}
        </p>
      )}
      {open && (
        <form className="claims-form" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={`${ids}-institution`}>{t('redeem.institution')}</label>
            <input
              id={`${ids}-institution`}
              value={values.institution}
              maxLength={120}
              onChange={(e) => setValues({ ...values, institution: e.target.value })}
              {...described('institution')}
            />
            {errorOf('institution')}
          </div>
          <div className="field">
            <label htmlFor={`${ids}-phone`}>{t('redeem.phone')}</label>
            {phonesLoading ? (
              <p className="muted">{t('redeem.loadingPhones')}</p>
            ) : phones?.length ? (
              <select
                id={`${ids}-phone`}
                value={phone}
                onChange={(e) => setValues({ ...values, phone: e.target.value })}
                {...described('phone')}
              >
                {phones.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            ) : (
              <p className="claims-nophone" id={`${ids}-phone`}>
                {t('redeem.noPhone')} <Link to="/updateprofile?tab=phones">{t('redeem.verifyPhone')}</Link>
              </p>
            )}
            {errorOf('phone')}
          </div>
          <fieldset className="field claims-as">
            <legend>{t('redeem.as')}</legend>
            {REDEEMABLE_AS.map((as) => (
              <label key={as} className="claims-radio">
                <input
                  type="radio"
                  name="redeemableAs"
                  value={as}
                  checked={values.redeemableAs === as}
                  onChange={() => setValues({ ...values, redeemableAs: as })}
                />
                {t('redeem.option', { as })}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${ids}-amount`}>{t('redeem.amount', { total: formatNumber(total) })}</label>
            <input
              id={`${ids}-amount`}
              type="number"
              inputMode="numeric"
              min={CLAIM_MIN_POINTS}
              max={total}
              step={1}
              value={values.amount}
              onChange={(e) => setValues({ ...values, amount: e.target.value })}
              {...described('amount')}
            />
            {errorOf('amount')}
          </div>
          <FormActions
            end
            onCancel={() => setOpen(false)}
            busy={isLoading}
            labels={[t('cancel'), t('redeem.submit'), t('redeem.sending')]}
          />
        </form>
      )}
      {mine && mine.data.length > 0 && (
        <details className="claims-mine">
          <summary>{t('mine.title', { count: mine.count })}</summary>
          <ul>
            {mine.data.map((c) => (
              <li key={c._id}>
                <span>{t('mine.row', { amount: formatNumber(c.amount), as: c.redeemableAs, date: formatDate(c.createdAt) })}</span>
                <span className={`badge claims-${c.status}`}>{t(`status.${c.status}`)}</span>
                {c.status === 'paid' && c.reference && <span className="muted">{t('mine.reference', { reference: c.reference })}</span>}
                {c.feedback && <span className="muted">{c.feedback}</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
