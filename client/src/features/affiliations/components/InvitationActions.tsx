import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';

type Answer = Promise<{ message?: string }>;

/**
 * Resend and Revoke on one of an institution's invitations (mentor or member), with the server's
 * answer as a toast: resend while it is open or after it expired, revoke while it is open.
 */
export default function InvitationActions({
  who,
  status,
  busy,
  onResend,
  onRevoke,
}: {
  who: string;
  status: string;
  busy: boolean;
  onResend: () => Answer;
  onRevoke: () => Answer;
}) {
  const t = useT('affiliations');
  const tm = useMessages('AFFILIATION_MSG', 'MEMBER_INVITE_MSG');
  if (status !== 'pending' && status !== 'expired') return null;
  const act = async (run: () => Answer) => {
    try {
      notifySuccess(tm((await run()).message));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <div className="aff-actions">
      <button
        type="button"
        className="btn btn-outline"
        disabled={busy}
        onClick={() => act(onResend)}
        aria-label={t('pending.resendLabel', { name: who })}
      >
        {t('pending.resend')}
      </button>
      {status === 'pending' && (
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy}
          onClick={() => act(onRevoke)}
          aria-label={t('pending.revokeLabel', { name: who })}
        >
          {t('pending.revoke')}
        </button>
      )}
    </div>
  );
}
