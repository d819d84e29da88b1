import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { CurrentUser } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import Spinner from '../../../components/Spinner';
import { useMessages, useT, type KeyOf } from '../../../i18n';
import { useGetMyProfileQuery } from '../api';
import { fullName } from '../components/ProfileDetails';
import ResponsiveTabs, { TabPanel } from '../components/ResponsiveTabs';
import '../users.css';
import QueryView from '../../../components/QueryView';

// The Profile tab's form (with formik) loads side by side with the profile it shows: until that
// answer the page shows its loading state, which needs neither (UpdateProfilePage starts both).
const loadProfileForm = () => import('../components/settings/ProfileForm');
const ProfileForm = lazy(loadProfileForm);
// The tabs after Profile load when opened, with their words (the photo's upload, the password form).
const PhotoTab = lazy(() => import('../components/settings/PhotoTab'));
const PasswordTab = lazy(() => import('../components/settings/PasswordTab'));
const DataSaverTab = lazy(() => import('../components/settings/DataSaverTab'));
const CloseAccountTab = lazy(() => import('../components/settings/CloseAccountTab'));

const TABS: Array<{ id: string; label: KeyOf<'users'> }> = [
  { id: 'profile', label: 'settings.tab.profile' },
  { id: 'photo', label: 'settings.tab.photo' },
  { id: 'password', label: 'settings.tab.password' },
  { id: 'notifications', label: 'settings.tab.notifications' },
  { id: 'phones', label: 'settings.tab.phones' },
  { id: 'blocked', label: 'settings.tab.blocked' },
  { id: 'data', label: 'settings.tab.data' },
  { id: 'close', label: 'settings.tab.close' },
];

function Settings({ user, notificationSettings, phoneSettings, blockedPeople }: { user: CurrentUser } & FeatureTabs) {
  const t = useT('users');
  const tabs = TABS.map((tab) => ({ id: tab.id, label: t(tab.label) }));
  // The tab lives in the URL (?tab=photo) so other screens can link straight to it.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = tabs.some((tab) => tab.id === requested) ? (requested as string) : 'profile';
  const label = tabs.find((tab) => tab.id === active)?.label ?? '';
  const name = fullName(user);

  return (
    <div className="container users-page">
      <p>
        <Link to="/feeds" className="btn btn-link">
          {t('settings.back')}
        </Link>
      </p>
      <section className="card users-header" aria-label={t('settings.summary')}>
        <Avatar user={user} size={72} />
        <div className="users-header-main">
          <h1 className="users-name">{name}</h1>
          <p className="muted users-break">{user.email}</p>
          <p className="users-counts">
            <span>{t.rich('counts.following', { count: user.followingCount }, { strong: <strong /> })}</span>
            <span>{t.rich('counts.followers', { count: user.followersCount }, { strong: <strong /> })}</span>
          </p>
        </div>
      </section>
      <ResponsiveTabs
        tabs={tabs}
        active={active}
        onChange={(id) => setParams(id === 'profile' ? {} : { tab: id }, { replace: true })}
        label={t('settings.section')}
      />
      <TabPanel id={active} label={label}>
        <Suspense fallback={<Spinner />}>
          {active === 'profile' && <ProfileForm user={user} />}
          {active === 'photo' && <PhotoTab user={user} />}
          {active === 'password' && <PasswordTab />}
          {active === 'data' && <DataSaverTab />}
          {active === 'close' && <CloseAccountTab />}
        </Suspense>
        {active === 'notifications' && (
          // Its own chunk and words, fetched when the tab is opened.
          <Suspense fallback={<Spinner />}>{notificationSettings}</Suspense>
        )}
        {active === 'phones' && <Suspense fallback={<Spinner />}>{phoneSettings}</Suspense>}
        {active === 'blocked' && <Suspense fallback={<Spinner />}>{blockedPeople}</Suspense>}
      </TabPanel>
    </div>
  );
}

/** The tabs other features own, handed in by app/pages. */
interface FeatureTabs {
  notificationSettings: ReactNode;
  phoneSettings: ReactNode;
  blockedPeople: ReactNode;
}

/** /updateprofile: account settings (spec 000 §2.12); the notifications and phones tabs are those features', handed in by app/pages. */
export default function UpdateProfilePage({ notificationSettings, phoneSettings, blockedPeople }: FeatureTabs) {
  const t = useT('users');
  const tm = useMessages();
  const { data, error, isFetching, refetch } = useGetMyProfileQuery();
  const [params] = useSearchParams();
  const tab = params.get('tab');
  const profileTab = !tab || tab === 'profile' || !TABS.some((known) => known.id === tab);
  useEffect(() => {
    // Fetched while the profile is: the form is there when the answer is (a failure shows in the Suspense boundary's place later).
    if (profileTab) void loadProfileForm().catch(() => undefined);
  }, [profileTab]);
  if (!data)
    return (
      <QueryView
        query={{ data, error, isFetching, refetch }}
        words={[t('settings.loading'), t('settings.failed')]}
        messages={tm}
        frame="container users-page"
      />
    );
  return <Settings user={data} notificationSettings={notificationSettings} phoneSettings={phoneSettings} blockedPeople={blockedPeople} />;
}
