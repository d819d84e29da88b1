import QueryView from '../../../components/QueryView';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { useSmsStatusQuery } from '../api';
import '../phones.css';

/** The admins' SMS figures (issue 33): today's SMS against the daily budget, what waits, through what. */
export default function SmsStatusCard() {
  const t = useT('phones');
  const { data, error, isFetching, refetch } = useSmsStatusQuery();
  if (!data) return <QueryView query={{ data, error, isFetching, refetch }} words={[t('status.loading')]} inline />;
  return (
    <section className="card phones-status" aria-labelledby="sms-status-title">
      <h2 id="sms-status-title">{t('status.title')}</h2>
      <p className="phones-status-figure">
        {t('status.sent', { sent: formatNumber(data.sent), budget: formatNumber(data.budget), day: data.day })}
      </p>
      <p className="muted">
        {t('status.queued', { queued: data.queued })} · {t('status.provider', { provider: data.provider })}
      </p>
    </section>
  );
}
