import { Link, useSearchParams } from 'react-router-dom';
import type { CurrentUser } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import EmptyState from '../../../components/EmptyState';
import Spinner from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api';
import { useGetMyProfileQuery } from '../api';
import { fullName } from '../components/ProfileDetails';
import ResponsiveTabs, { TabPanel } from '../components/ResponsiveTabs';
import CloseAccountTab from '../components/settings/CloseAccountTab';
import DataSaverTab from '../components/settings/DataSaverTab';
import PasswordTab from '../components/settings/PasswordTab';
import PhotoTab from '../components/settings/PhotoTab';
import ProfileForm from '../components/settings/ProfileForm';
import '../users.css';

const TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'photo', label: 'Photo' },
  { id: 'password', label: 'Reset Password' },
  { id: 'data', label: 'Data saver' },
  { id: 'close', label: 'Close account' },
];

function Settings({ user }: { user: CurrentUser }) {
  // The tab lives in the URL (?tab=photo) so other screens can link straight to it.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = TABS.some((t) => t.id === requested) ? (requested as string) : 'profile';
  const label = TABS.find((t) => t.id === active)?.label ?? '';
  const name = fullName(user);

  return (
    <div className="container users-page">
      <p>
        <Link to="/feeds" className="btn btn-link">
          ← Back
        </Link>
      </p>
      <section className="card users-header" aria-label="Account summary">
        <Avatar user={user} size={72} />
        <div className="users-header-main">
          <h1 className="users-name">{name}</h1>
          <p className="muted users-break">{user.email}</p>
          <p className="users-counts">
            <span>
              <strong>{user.followingCount}</strong> Following
            </span>
            <span>
              <strong>{user.followersCount}</strong> Followers
            </span>
          </p>
        </div>
      </section>
      <ResponsiveTabs
        tabs={TABS}
        active={active}
        onChange={(id) => setParams(id === 'profile' ? {} : { tab: id }, { replace: true })}
        label="Settings section"
      />
      <TabPanel id={active} label={label}>
        {active === 'profile' && <ProfileForm user={user} />}
        {active === 'photo' && <PhotoTab user={user} />}
        {active === 'password' && <PasswordTab />}
        {active === 'data' && <DataSaverTab />}
        {active === 'close' && <CloseAccountTab />}
      </TabPanel>
    </div>
  );
}

/** /updateprofile: account settings (spec 000 §2.12). */
export default function UpdateProfilePage() {
  const { data, error, isLoading, isFetching, refetch } = useGetMyProfileQuery();
  if (isLoading)
    return (
      <div className="container users-page">
        <Spinner label="Loading your account" />
      </div>
    );
  if (!data) {
    return (
      <div className="container users-page">
        <EmptyState
          title="Your account could not be loaded"
          text={errorMessage(error)}
          action={
            <button type="button" className="btn btn-primary" onClick={() => refetch()} disabled={isFetching}>
              Try again
            </button>
          }
        />
      </div>
    );
  }
  return <Settings user={data} />;
}
