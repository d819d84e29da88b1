import ReportButton from '../../features/moderation/components/ReportButton';
// By its own path; the room registers the groups' live updates after its first paint.
import ChatRoom from '../../features/groups/pages/ChatRoomPage';

/** /ChatRoom/:groupID: the group's room with "Report" on the group and on others' messages. */
export default function ChatRoomPage() {
  return <ChatRoom Report={ReportButton} />;
}
