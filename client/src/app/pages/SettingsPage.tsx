import UpdateProfilePage from '../../features/users/pages/UpdateProfilePage';
import { NotificationSettings } from '../../features/notifications';
import { PhoneSettings } from '../../features/phones';
import { lazyPage } from '../../lib/lazyPage';

// By its own path: the moderation index would bring the Report and Block buttons too.
const BlockedPeople = lazyPage(() => import('../../features/moderation/components/BlockedPeople'));

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
