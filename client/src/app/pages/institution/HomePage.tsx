import { lazy, Suspense, useState } from 'react';
import HiddenNotice from '../../../components/HiddenNotice';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { INSTITUTION_PAGING, type Institution } from '@delv/shared';
import Spinner from '../../../components/Spinner';
import QueryView from '../../../components/QueryView';
import Tabs from '../../../components/Tabs';
import { useAppSelector } from '../../../lib/hooks';
import { useMessages, useT } from '../../../i18n';
import { useInstitutionMentorsQuery } from '../../../features/affiliations/api';
import { selectCurrentUser } from '../../../lib/session';
import { useGetInstitutionQuery } from '../../../features/institutions/api';
import ClampedText from '../../../features/institutions/components/ClampedText';
import ContactLink from '../../../features/institutions/components/ContactLink';
import ReviewInstitutionModal from '../../../features/institutions/components/ReviewInstitutionModal';
import FollowInstitutionButton from '../../../features/institutions/components/FollowInstitutionButton';
import InstitutionAvatar from '../../../components/InstitutionAvatar';
import {
  LatestVideo,
  LibraryList,
  MembersSection,
  PostsSection,
  ownerOf,
  useLibraryCounts,
} from '../../../features/institutions/components/Sections';
import '../../../features/institutions/institutions.css';
import ContentCard from '../../../features/content/components/ContentCard';
import { ReviewModal } from '../reviewForm';
import ReportButton from '../../../features/moderation/components/ReportButton';

// The Mentors tab (the affiliations' cards and words) and the More details list load when opened.
const MentorCards = lazy(() => import('../../../features/affiliations/components/MentorCards'));
const InstitutionDetails = lazy(() => import('../../../features/institutions/components/InstitutionDetails'));

// The Events tab brings the session cards (and their words) only when it is opened.
const EventsSection = lazy(() => import('./EventsSection'));

const TABS = ['home', 'feed', 'mentors', 'members', 'courses', 'library', 'events'] as const;
type Tab = (typeof TABS)[number];

/**
 * An institution's public home, /institution/more/:institutionID (spec 001 §2): header with Follow
 * (only while not a member), Contact us and Leave a Review; tabs Home, Feed, Mentors, Members,
 * Courses, Library, Events (a dropdown on phones); side panels with mentors and members. The tab is
 * in the address (?tab=), so Back and a shared link keep it.
 */
export default function InstitutionHomePage() {
  const { institutionID = '' } = useParams();
  const t = useT('institutions');
  const tm = useMessages('INSTITUTION_MSG');
  const me = useAppSelector(selectCurrentUser);
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'home';
  const setTab = (next: string) => setParams(next === 'home' ? {} : { tab: next }, { replace: true });
  const [reviewing, setReviewing] = useState(false);
  const { data: institution, error, isFetching, refetch } = useGetInstitutionQuery(institutionID);

  if (!institution)
    return (
      <QueryView
        query={{ data: institution, error, isFetching, refetch }}
        words={[t('home.loading'), t('home.notFound')]}
        messages={tm}
        frame="container"
      />
    );

  const name = institution.institutionName;
  const isAdmin = Boolean(me && institution.admins.includes(me._id));
  return (
    <div className="container inst-home">
      <header className="card inst-header">
        <InstitutionAvatar institution={institution} size={88} />
        <div className="inst-header-text">
          <h1>{name}</h1>
          <HiddenNotice hidden={institution.hiddenByModerator} />
          <p className="muted">{t('memberCount', { count: institution.memberCount })}</p>
          <ClampedText text={institution.bio || t('noBio')} />
        </div>
        <div className="inst-header-actions">
          {isAdmin ? (
            <Link to="/institution/about" className="btn btn-outline">
              {t('home.manage')}
            </Link>
          ) : (
            // Follow while not a member (spec); a member may leave here too.
            <FollowInstitutionButton institution={institution} />
          )}
          <ContactLink institution={institution} />
          {!isAdmin &&
            (me ? (
              <button type="button" className="btn btn-outline" onClick={() => setReviewing(true)}>
                {t('leaveReview')}
              </button>
            ) : (
              <Link to="/login" state={{ from: location.pathname + location.search }} className="btn btn-outline">
                {t('leaveReview')}
              </Link>
            ))}
          {me && !isAdmin && <ReportButton kind="institution" id={institution._id} className="btn btn-link" />}
          {/* Its admins hide or remove what is reported about it and its groups (issue 31). */}
          {isAdmin && (
            <Link to="/moderation/local" className="btn btn-link">
              {t('home.reports')}
            </Link>
          )}
        </div>
      </header>

      <div className="inst-tab-select field">
        <label htmlFor="inst-tab-select">{t('home.section')}</label>
        <select id="inst-tab-select" value={tab} onChange={(e) => setTab(e.target.value)}>
          {TABS.map((id) => (
            <option key={id} value={id}>
              {t(`home.tabs.${id}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="inst-tab-bar">
        <Tabs tabs={TABS.map((id) => ({ id, label: t(`home.tabs.${id}`) }))} active={tab} onChange={setTab} />
      </div>

      <div className="inst-home-layout">
        <section id={`tabpanel-${tab}`} role="tabpanel" aria-label={t(`home.tabs.${tab}`)} className="inst-home-main">
          {tab === 'home' && <HomeTab institution={institution} />}
          {/* Page posts are public, like the page (issue 27 #11). */}
          {tab === 'feed' && <PostsSection institution={institution} />}
          {tab === 'mentors' && (
            <Suspense fallback={<Spinner label={t('home.loadingMentors')} />}>
              <MentorCards institutionId={institution._id} name={name} />
            </Suspense>
          )}
          {tab === 'members' && <MembersSection institution={institution} />}
          {tab === 'courses' && <CoursesTab institution={institution} />}
          {tab === 'library' && <LibraryTab institution={institution} />}
          {tab === 'events' && (
            <Suspense fallback={<Spinner label={t('events.loading')} />}>
              <EventsSection institution={institution} />
            </Suspense>
          )}
        </section>
        <aside className="inst-home-side" aria-label={t('home.side')}>
          <MentorsPanel institution={institution} onViewAll={() => setTab('mentors')} />
          <section className="card">
            <h2 className="inst-section-title">{t('home.membersPanel')}</h2>
            <MembersSection institution={institution} first={INSTITUTION_PAGING.SIDE_PANEL} />
          </section>
        </aside>
      </div>

      {reviewing && <ReviewInstitutionModal institution={institution} onClose={() => setReviewing(false)} ReviewModal={ReviewModal} />}
    </div>
  );
}

function HomeTab({ institution }: { institution: Institution }) {
  const t = useT('institutions');
  const [details, setDetails] = useState(false);
  return (
    <div className="stack">
      <section className="card">
        <h2 className="inst-section-title">{t('home.about')}</h2>
        <ClampedText text={institution.bio || t('noBio')} />
        <button type="button" className="btn-link" aria-expanded={details} onClick={() => setDetails((d) => !d)}>
          {details ? t('home.lessDetails') : t('home.moreDetails')}
        </button>
        {details && (
          <Suspense fallback={<Spinner />}>
            <InstitutionDetails institution={institution} />
          </Suspense>
        )}
      </section>
      <section className="card">
        <h2 className="inst-section-title">{t('home.videos')}</h2>
        <LatestVideo institution={institution} Card={ContentCard} />
      </section>
      <section className="card">
        <h2 className="inst-section-title">{t('home.posts')}</h2>
        <PostsSection institution={institution} />
      </section>
    </div>
  );
}

function CoursesTab({ institution }: { institution: Institution }) {
  const t = useT('institutions');
  const { data: counts } = useLibraryCounts(institution);
  return (
    <div className="stack">
      <p className="card inst-count-tile">
        <strong>{counts?.Course ?? '…'}</strong> {t('library.kinds.Course')}
      </p>
      <LibraryList ownerId={ownerOf(institution)} category="Course" Card={ContentCard} />
    </div>
  );
}

function LibraryTab({ institution }: { institution: Institution }) {
  const t = useT('institutions');
  const { data: counts } = useLibraryCounts(institution);
  return (
    <div className="stack">
      {(['Video', 'Article'] as const).map((category) => (
        <section key={category}>
          <h2 className="inst-section-title">
            {t(`library.kinds.${category}`)} ({counts?.[category] ?? '…'})
          </h2>
          <LibraryList ownerId={ownerOf(institution)} category={category} first={6} Card={ContentCard} />
        </section>
      ))}
    </div>
  );
}

/** 'Follow Mentors / Trainers / Counsellors': the institution's own first 4; View all opens its Mentors tab. */
function MentorsPanel({ institution, onViewAll }: { institution: Institution; onViewAll: () => void }) {
  const t = useT('institutions');
  const { data } = useInstitutionMentorsQuery({ id: institution._id, limit: INSTITUTION_PAGING.SIDE_PANEL });
  return (
    <section className="card">
      <h2 className="inst-section-title">{t('home.mentorsPanel')}</h2>
      {!data ? (
        <Spinner label={t('home.loadingMentors')} />
      ) : data.count === 0 ? (
        <p className="muted">{t('home.noMentors', { name: institution.institutionName })}</p>
      ) : (
        <ul className="inst-side-list">
          {data.data.map((m) => (
            <li key={m._id}>
              <Link to={`/mentors/more/${m._id}`}>{`${m.firstname} ${m.lastname}`.trim()}</Link>
            </li>
          ))}
        </ul>
      )}
      {data && data.count > 0 && (
        <button type="button" className="btn-link inst-view-all" onClick={onViewAll}>
          {t('viewAll')}
        </button>
      )}
    </section>
  );
}
