import UpdateProfilePage from '../../features/users/pages/UpdateProfilePage';
import { NotificationSettings } from '../../features/notifications';
import { PhoneSettings } from '../../features/phones';

/** /updateprofile: account settings, whose notifications and phones tabs are those features'. */
export default function SettingsPage() {
  return <UpdateProfilePage notificationSettings={<NotificationSettings />} phoneSettings={<PhoneSettings />} />;
}
