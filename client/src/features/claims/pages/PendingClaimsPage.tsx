import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Claim, ClaimRisk, ClaimRiskFlag } from '@delv/shared';
import { CLAIM_MSG } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import EmptyState from '../../../components/EmptyState';
import Modal from '../../../components/Modal';
import Pager from '../../../components/Pager';
import Spinner from '../../../components/Spinner';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { formatDate, formatNumber } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  useCheckPayoutMutation,
  useClaimQueueQuery,
  useExportApprovedClaimsMutation,
  useDecideClaimMutation,
  usePointsOfQuery,
  useRejectPostPointsMutation,
  useSendPayoutMutation,
  type ClaimFilter,
} from '../api';
import type { DeskClaim } from '../types';
import '../live';
import '../claims.css';
import Count from '../../../components/Count';
import QueryView from '../../../components/QueryView';
import FormActions from '../../../components/FormActions';

const FILTERS: ClaimFilter[] = ['pending', 'approved', 'paid', 'rejected', 'all'];
type Decision = { claim: DeskClaim; status: 'approved' | 'rejected' | 'paid' };

/**
 * /pending_claims, the claim reviewers' desk (spec 001 §2, §6): claims by status, each with the
 * claimant, their balance and claims before, the points behind it (a post's points can be taken
 * back with a reason), and Approve / Reject with feedback. An approved claim is paid through its
 * provider when one is configured (its progress shows, a failure with its reason and Retry), or by
 * hand: Mark as paid with the payout's reference.
 */
export default function PendingClaimsPage() {
  const t = useT('claims');
  const tm = useMessages('CLAIM_MSG');
  const [params, setParams] = useSearchParams();
  const status = (FILTERS as string[]).includes(params.get('status') ?? '') ? (params.get('status') as ClaimFilter) : 'pending';
  const skip = Math.max(0, Number(params.get('skip')) || 0);
  const { currentData, error, isFetching, refetch } = useClaimQueueQuery({ status, skip });
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const claims = currentData?.data ?? [];

  return (
    <div className="container claims-page">
      <div className="claims-top">
        <h1>
          {t('desk.title')}
          <Count of={currentData} />
        </h1>
        <ExportButton />
      </div>
      <div className="claims-filters" role="group" aria-label={t('desk.filter')}>
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className={f === status ? 'btn btn-primary' : 'btn btn-outline'}
            aria-pressed={f === status}
            onClick={() => setParams(f === 'pending' ? {} : { status: f })}
          >
            {t(`filter.${f}`)}
          </button>
        ))}
      </div>
      <section aria-label={t('desk.list')} aria-busy={isFetching}>
        {!currentData && (
          <QueryView
            query={{ data: currentData, error, isFetching, refetch }}
            words={[t('desk.loading'), t('desk.failed')]}
            messages={tm}
          />
        )}
        {currentData && claims.length === 0 && <EmptyState title={t('desk.none')} text={t('desk.noneText')} />}
        <ul className="claims-list">
          {claims.map((c) => {
            const name = c.claimant ? `${c.claimant.firstname} ${c.claimant.lastname}` : t('desk.gone');
            return (
              <li key={c._id} className="card claims-card">
                <div className="claims-who">
                  <Avatar user={c.claimant} size={40} />
                  <div>
                    <p className="claims-name">{c.claimant ? <Link to={`/users/profile/${c.userId}`}>{name}</Link> : name}</p>
                    <p className="muted">
                      {t('desk.meta', {
                        date: formatDate(c.createdAt),
                        before: c.claimsBefore ?? 0,
                        balance: formatNumber(c.balance ?? 0),
                      })}
                    </p>
                  </div>
                  <span className={`badge claims-${c.status}`}>{t(`status.${c.status}`)}</span>
                </div>
                <dl className="claims-facts">
                  <dt>{t('desk.amount')}</dt>
                  <dd>{formatNumber(c.amount)}</dd>
                  <dt>{t('redeem.as')}</dt>
                  <dd>{t('redeem.option', { as: c.redeemableAs })}</dd>
                  <dt>{t('redeem.phone')}</dt>
                  <dd>{c.phone}</dd>
                  <dt>{t('redeem.institution')}</dt>
                  <dd>{c.institution}</dd>
                  {c.feedback && (
                    <>
                      <dt>{t('desk.feedback')}</dt>
                      <dd>{c.feedback}</dd>
                    </>
                  )}
                  {c.reference && (
                    <>
                      <dt>{t('desk.reference')}</dt>
                      <dd>{c.reference}</dd>
                    </>
                  )}
                </dl>
                {c.risk && <RiskSignals risk={c.risk} />}
                {c.status === 'pending' && c.review.needed > 1 && (
                  <p className="claims-review">
                    <span className="badge">{t('review.approvals', { approvals: c.review.approvals, needed: c.review.needed })}</span>
                    {!c.can.approve && <span className="muted">{t('review.waiting')}</span>}
                  </p>
                )}
                <PayoutLine claim={c} />
                <div className="claims-actions">
                  {c.status === 'pending' && (
                    <>
                      {c.can.approve && (
                        <button type="button" className="btn btn-primary" onClick={() => setDeciding({ claim: c, status: 'approved' })}>
                          {t('desk.approve')}
                        </button>
                      )}
                      <button type="button" className="btn btn-outline" onClick={() => setDeciding({ claim: c, status: 'rejected' })}>
                        {t('desk.reject')}
                      </button>
                    </>
                  )}
                  {c.can?.markPaid && (
                    <button type="button" className="btn btn-outline" onClick={() => setDeciding({ claim: c, status: 'paid' })}>
                      {t('desk.markPaid')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-link"
                    aria-expanded={open === c._id}
                    onClick={() => setOpen(open === c._id ? null : c._id)}
                  >
                    {t('desk.points')}
                  </button>
                </div>
                {open === c._id && <PointsBehind claim={c} />}
              </li>
            );
          })}
        </ul>
        <Pager
          skip={skip}
          limit={30}
          count={currentData?.count ?? 0}
          pageLength={claims.length}
          onChange={(s) => setParams({ ...(status !== 'pending' ? { status } : {}), ...(s ? { skip: String(s) } : {}) })}
        />
      </section>
      {deciding && <DecisionModal decision={deciding} onClose={() => setDeciding(null)} />}
    </div>
  );
}

/**
 * A claim's risk signals (issue 33), compact enough for a phone: each on one short line, those past
 * their line marked (the server decides which: risk.flags).
 */
function RiskSignals({ risk }: { risk: ClaimRisk }) {
  const t = useT('claims');
  const flagged = (flag: ClaimRiskFlag) => (risk.flags.includes(flag) ? 'claims-risk-flag' : undefined);
  return (
    <section className="claims-risk" aria-label={t('desk.risk')}>
      {risk.flags.length > 0 && <p className="claims-risk-title">{t('risk.flagged')}</p>}
      <ul>
        <li className={flagged('sharedPhone')}>
          {risk.phoneAccounts ? t('risk.sharedPhone', { count: risk.phoneAccounts }) : t('risk.phoneOk')}
        </li>
        <li className={flagged('newAccount')}>{t('risk.age', { days: risk.accountAgeDays })}</li>
        <li className={flagged('burst')}>
          {t('risk.points', { last: formatNumber(risk.pointsLastDay), usual: formatNumber(risk.pointsUsualDay) })}
        </li>
        <li className={flagged('sharedDevice')}>
          {risk.deviceClaims ? t('risk.device', { claims: risk.deviceClaims, accounts: risk.deviceAccounts }) : t('risk.deviceUnknown')}
        </li>
        {risk.addressClaims > 0 && (
          <li className={flagged('sharedAddress')}>{t('risk.address', { claims: risk.addressClaims, accounts: risk.addressAccounts })}</li>
        )}
        <li className={flagged('rejectedBefore')}>{t('risk.rejected', { count: risk.rejectedBefore })}</li>
      </ul>
    </section>
  );
}

/** Approved claims to pay, as a CSV file (a manual payout run): asked for through the API, then saved. */
function ExportButton() {
  const t = useT('claims');
  const [exportClaims, { isLoading: busy }] = useExportApprovedClaimsMutation();
  const download = async () => {
    try {
      const csv = await exportClaims().unwrap();
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'delv-approved-claims.csv';
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      notifyError(t('desk.exportFailed'));
    }
  };
  return (
    <button type="button" className="btn btn-outline" onClick={download} disabled={busy}>
      {t('desk.export')}
    </button>
  );
}

function DecisionModal({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const t = useT('claims');
  const tm = useMessages('CLAIM_MSG');
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [decide, { isLoading }] = useDecideClaimMutation();
  const paid = decision.status === 'paid';
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (paid && !text.trim()) {
      setMissing(true);
      return;
    }
    try {
      const answer = await decide({
        claimId: decision.claim._id,
        status: decision.status,
        ...(paid ? { reference: text.trim() } : { feedback: text.trim() }),
      }).unwrap();
      notifySuccess(tm(answer.message ?? CLAIM_MSG.updated));
      onClose();
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <Modal open title={t(`decide.${decision.status}`, { amount: formatNumber(decision.claim.amount) })} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="claim-decision-text">{paid ? t('decide.reference') : t('decide.feedback')}</label>
          {paid ? (
            <input
              id="claim-decision-text"
              type="text"
              maxLength={120}
              autoComplete="off"
              required
              aria-invalid={missing}
              aria-describedby={missing ? 'claim-decision-error' : undefined}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setMissing(false);
              }}
            />
          ) : (
            <textarea id="claim-decision-text" rows={3} maxLength={500} value={text} onChange={(e) => setText(e.target.value)} />
          )}
          {missing && (
            <p id="claim-decision-error" className="field-error" role="alert">
              {t('decide.referenceRequired')}
            </p>
          )}
        </div>
        <FormActions end onCancel={onClose} disabled={isLoading} labels={[t('cancel'), t(`decide.confirm.${decision.status}`)]} />
      </form>
    </Modal>
  );
}

/**
 * An approved claim's provider payout: on its way (with why the last try got no answer), paid,
 * failed with the provider's reason and Retry (a new attempt; the failed one paid nothing), or of
 * unknown fate (the provider got it and said nothing more): then only the transaction id from the
 * provider's dashboard, which the server asks the provider about. What may be done comes from `can`.
 */
function PayoutLine({ claim }: { claim: DeskClaim }) {
  const t = useT('claims');
  const tm = useMessages('CLAIM_MSG');
  const [send, { isLoading }] = useSendPayoutMutation();
  const payout = claim.payout;
  if (!payout || (!payout.status && !claim.can?.sendPayout)) return null;
  const provider = payout.provider ? t('payout.provider', { provider: payout.provider }) : '';
  const sendNow = async () => {
    try {
      await send({ claimId: claim._id }).unwrap();
      notifySuccess(t('payout.sent'));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <div className={`claims-payout claims-payout-${payout.status ?? 'none'}`}>
      <p role="status">
        {payout.status === 'sending' && t('payout.sending', { provider })}
        {payout.status === 'paid' && t('payout.paid', { provider })}
        {payout.status === 'failed' && (
          <>
            {t('payout.failed', { provider })} <strong>{payout.reason}</strong>
          </>
        )}
      </p>
      {payout.status === 'sending' && payout.reason && <p className="muted">{t('payout.lastTry', { reason: payout.reason })}</p>}
      {payout.status === 'unknown' && (
        <p className="muted">
          {t('payout.unknown', { provider })} <strong>{payout.reason}</strong>
        </p>
      )}
      {claim.can.checkPayout && <CheckPayoutForm claim={claim} provider={provider} />}
      {claim.can.sendPayout && (
        <button type="button" className="btn btn-primary" onClick={sendNow} disabled={isLoading}>
          {isLoading ? t('payout.busy') : payout.status === 'failed' ? t('payout.retry') : t('payout.send', { provider })}
        </button>
      )}
    </div>
  );
}

/** The provider's transaction id of a payout whose fate is unknown. */
function CheckPayoutForm({ claim, provider }: { claim: DeskClaim; provider: string }) {
  const t = useT('claims');
  const tm = useMessages('CLAIM_MSG');
  const [check, { isLoading }] = useCheckPayoutMutation();
  const [ref, setRef] = useState('');
  const id = `claim-payout-ref-${claim._id}`;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!ref.trim()) return notifyError(tm(CLAIM_MSG.payoutReferenceRequired));
    try {
      await check({ claimId: claim._id, providerRef: ref.trim() }).unwrap();
      notifySuccess(t('payout.checking'));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <form className="claims-payout-check" onSubmit={submit} noValidate>
      <label htmlFor={id}>{t('payout.refLabel', { provider })}</label>
      <input id={id} type="text" maxLength={120} autoComplete="off" value={ref} onChange={(e) => setRef(e.target.value)} />
      <button type="submit" className="btn btn-primary" disabled={isLoading}>
        {t('payout.check')}
      </button>
    </form>
  );
}

/** The claimant's latest points; a post's points can be taken back with a reason. */
function PointsBehind({ claim }: { claim: Claim }) {
  const t = useT('claims');
  const tm = useMessages('CLAIM_MSG');
  const { data, isLoading } = usePointsOfQuery(claim.userId);
  const [reject, { isLoading: busy }] = useRejectPostPointsMutation();
  const takeBack = async (postId: string) => {
    const feedback = window.prompt(t('desk.reason'))?.trim();
    if (!feedback) return;
    try {
      const answer = await reject({ userId: claim.userId, postId, claimId: claim._id, feedback }).unwrap();
      notifySuccess(tm(answer.message ?? CLAIM_MSG.postRejected));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  if (isLoading) return <Spinner label={t('desk.loadingPoints')} />;
  return (
    <ul className="claims-points" aria-label={t('desk.points')}>
      {(data?.data ?? []).map((p) => (
        <li key={p._id}>
          <span>{p.label}</span>
          <span className="muted">{formatDate(p.createdAt)}</span>
          <strong>{p.point > 0 ? `+${p.point}` : p.point}</strong>
          {p.postId && p.activity === 'post' && (
            <>
              <Link to={`/post/${p.postId}`}>{t('desk.post')}</Link>
              <button type="button" className="btn btn-link" disabled={busy} onClick={() => takeBack(p.postId!)}>
                {t('desk.takeBack')}
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
