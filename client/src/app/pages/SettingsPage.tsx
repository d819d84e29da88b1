import UpdateProfilePage from '../../features/users/pages/UpdateProfilePage';
import { NotificationSettings } from '../../features/notifications';
import { PhoneSettings } from '../../features/phones';
import { BlockedPeople } from '../../features/moderation';

/** /updateprofile: account settings, whose notifications, phones and blocked people tabs are those features'. */
export default function SettingsPage() {
  return (
    <UpdateProfilePage
      notificationSettings={<NotificationSettings />}
      phoneSettings={<PhoneSettings />}
      blockedPeople={<BlockedPeople />}
    />
  );
}
