import { ReportButton } from '../../features/moderation';
import { SessionDetail } from '../../features/sessions';

/** /session/:sessionID: a session's page with "Report" for signed-in people but its organiser. */
export default function SessionPage() {
  return <SessionDetail Report={ReportButton} />;
}
