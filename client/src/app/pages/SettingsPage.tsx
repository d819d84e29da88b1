import UpdateProfilePage from '../../features/users/pages/UpdateProfilePage';
import { NotificationSettings } from '../../features/notifications';

/** /updateprofile: account settings, whose notifications tab is the notifications feature's. */
export default function SettingsPage() {
  return <UpdateProfilePage notificationSettings={<NotificationSettings />} />;
}
