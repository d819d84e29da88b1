import { ReportButton } from '../../features/moderation';
import { ChatRoom } from '../../features/groups';

/** /ChatRoom/:groupID: the group's room with "Report" on the group and on others' messages. */
export default function ChatRoomPage() {
  return <ChatRoom Report={ReportButton} />;
}
