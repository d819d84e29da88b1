import { Link, useSearchParams } from 'react-router-dom';
import { NOTIFICATION_MSG } from '@delv/shared';
import Spinner from '../../../components/Spinner';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { useUnsubscribeNotificationsQuery } from '../actionsApi';
import '../notifications.css';

/**
 * /unsubscribe?token=…: the link in every notice e-mail (no sign-in). Opening it unsubscribes
 * from that kind of e-mail; the answer says so, or that the link is not valid.
 */
export default function UnsubscribePage() {
  const t = useT('notifications');
  const tm = useMessages('NOTIFICATION_MSG');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data, error, isFetching, refetch } = useUnsubscribeNotificationsQuery(token, { skip: !token });
  // A refusal (4xx) means the link is wrong; no answer or a 5xx is worth another try.
  const status = (error as { status?: unknown } | undefined)?.status;
  const refused = !token || (typeof status === 'number' && status < 500);

  if (isFetching) {
    return (
      <div className="container notif-unsubscribe">
        <Spinner label={t('unsubscribe.working')} />
      </div>
    );
  }
  return (
    <div className="container notif-unsubscribe">
      <h1>
        {data
          ? tm(data.message ?? NOTIFICATION_MSG.unsubscribed)
          : tm(token ? apiErrorMessage(error) : NOTIFICATION_MSG.unsubscribeInvalid)}
      </h1>
      {data && <p>{t('unsubscribe.doneText')}</p>}
      {!data && refused && <p>{t('unsubscribe.invalidText')}</p>}
      {!data && !refused && (
        <p>
          <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
            {t('tryAgain')}
          </button>
        </p>
      )}
      <p>
        <Link to="/updateprofile?tab=notifications">{t('unsubscribe.settings')}</Link>
      </p>
    </div>
  );
}
