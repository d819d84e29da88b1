import ReportButton from '../../features/moderation/components/ReportButton';
// By its own path: the sessions index would bring its lists and dialogs, and their words (issue 30).
import SessionDetail from '../../features/sessions/pages/SessionDetailPage';

/** /session/:sessionID: a session's page with "Report" for signed-in people but its organiser. */
export default function SessionPage() {
  return <SessionDetail Report={ReportButton} />;
}
