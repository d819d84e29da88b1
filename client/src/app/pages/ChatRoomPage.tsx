import ReportButton from '../../features/moderation/components/ReportButton';
// By its own path, with the groups' live updates as the index registers them.
import ChatRoom from '../../features/groups/pages/ChatRoomPage';
import '../../features/groups/live';

/** /ChatRoom/:groupID: the group's room with "Report" on the group and on others' messages. */
export default function ChatRoomPage() {
  return <ChatRoom Report={ReportButton} />;
}
