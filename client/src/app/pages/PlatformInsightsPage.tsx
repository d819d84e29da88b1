import PlatformInsightsPage from '../../features/insights/pages/PlatformInsightsPage';
import { SmsStatusCard } from '../../features/phones';

/** /admin/insights: the platform's dashboards, and below them today's SMS against the budget (the phones feature's). */
export default function AdminInsightsPage() {
  return <PlatformInsightsPage below={<SmsStatusCard />} />;
}
