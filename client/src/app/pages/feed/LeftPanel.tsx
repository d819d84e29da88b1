import { Link } from 'react-router-dom';
import AskAi from '../../../features/ai/components/AskAi';
import { useMyInvitationsQuery } from '../../../features/affiliations/api';
import { roleOf } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import { useAppSelector } from '../../../lib/hooks';
import { selectCurrentUser } from '../../../lib/session';
import InstitutionAvatar from '../../../components/InstitutionAvatar';
import { useMyInstitution } from '../../../features/institutions/myInstitution';
import { useMentorContentCountsQuery } from '../../../features/mentors/api';
import { useListMySessionsQuery, useListUpcomingSessionsQuery } from '../../../features/sessions/api';
import { fullName } from '../../../features/feed/links';
import { useT, useValueLabels } from '../../../i18n';

export type PanelModal = 'points' | 'invite' | 'feedback' | 'survey';

function Count({ value }: { value: number | undefined }) {
  return <span className="feed-count-badge">{value ?? '–'}</span>;
}

/**
 * The feed's left panel (spec 000 §2.5): who you are, invite a friend, your points and
 * feedback, and counts of your content (Articles, Videos, Sessions) with links to manage them.
 * Institutions see 'Library' and their own screens; mentors 'My Affiliations'; other users
 * 'My Sessions'. Counts come from one call each (no lists are downloaded to count them).
 */
export default function LeftPanel({ institution = false, onOpen }: { institution?: boolean; onOpen: (modal: PanelModal) => void }) {
  const t = useT('feed');
  const labels = useValueLabels();
  const me = useAppSelector(selectCurrentUser);
  const role = me ? roleOf(me.usercategory) : 'learner';
  const runsSessions = role === 'mentor' || role === 'institution';
  const { data: counts } = useMentorContentCountsQuery(me?._id ?? '', { skip: !me });
  const { data: mine } = useListMySessionsQuery({ skip: 0, limit: 1 }, { skip: !me || !runsSessions });
  const { data: subscribed } = useListUpcomingSessionsQuery({ skip: 0, limit: 1, subscribed: true }, { skip: !me || runsSessions });
  // 'NEW' beside My Affiliations while an institution's invitation waits (mentors only).
  const { data: invitations } = useMyInvitationsQuery(undefined, { skip: !me || role !== 'mentor' });
  const waitingInvitations = (invitations?.data ?? []).filter((i) => i.status === 'pending').length;
  // An institution's feed is under the institution's name and picture, not its admin's.
  const { data: myInstitution } = useMyInstitution();
  if (!me) return null;
  const sessionsCount = runsSessions ? mine?.count : subscribed?.count;

  const links = institution
    ? { articles: '/institution/articles', videos: '/institution/videos', sessions: '/institution/events', profile: '/institution/about' }
    : {
        articles: '/articles/mylist',
        videos: '/videos/mylist',
        sessions: runsSessions ? '/sessions/mylist' : '/sessions/subscribed',
        profile: '/profile',
      };

  return (
    <div className="feed-panel-inner">
      <section className="card feed-me" aria-label={t('left.label')}>
        {institution && myInstitution ? <InstitutionAvatar institution={myInstitution} size={64} /> : <Avatar user={me} size={64} />}
        <div>
          <p className="feed-me-name">
            <Link to={links.profile}>{institution && myInstitution ? myInstitution.institutionName : fullName(me)}</Link>
          </p>
          <p className="muted feed-me-role">{institution ? t('left.institution') : labels.displayCategory(me.usercategory)}</p>
        </div>
        <div className="feed-me-actions">
          <button type="button" className="btn btn-outline" onClick={() => onOpen('invite')}>
            {t('left.invite')}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => onOpen('points')}>
            {t('left.points')}
          </button>
        </div>
      </section>

      <nav className="card feed-mine" aria-label={institution ? t('left.library') : t('left.myContent')}>
        <h2 className="feed-panel-title">{institution ? t('left.library') : t('left.myContent')}</h2>
        <ul>
          <li>
            <Link to={links.articles}>
              {t('left.articles')} <Count value={counts?.Article} />
            </Link>
          </li>
          <li>
            <Link to={links.videos}>
              {t('left.videos')} <Count value={counts?.Video} />
            </Link>
          </li>
          <li>
            <Link to={links.sessions}>
              {t('left.sessions')} <Count value={sessionsCount} />
            </Link>
          </li>
        </ul>
        <ul className="feed-mine-more">
          {role === 'learner' && (
            <li>
              <Link to="/sessions/subscribed">{t('left.mySessions')}</Link>
            </li>
          )}
          {role === 'mentor' && (
            <li>
              <Link to="/sessions/mylist">{t('left.mySessions')}</Link>
            </li>
          )}
          {role === 'mentor' && (
            <li>
              <Link to="/affiliations/mylist">{t('left.affiliations')}</Link>
              {waitingInvitations > 0 && (
                <span className="badge feed-new-badge" aria-label={t('left.invitationsWaiting', { count: waitingInvitations })}>
                  {t('left.new')}
                </span>
              )}
            </li>
          )}
          {institution && (
            <li>
              <button type="button" className="btn-link" onClick={() => onOpen('survey')}>
                {t('left.survey')}
              </button>
            </li>
          )}
          <li>
            <button type="button" className="btn-link" onClick={() => onOpen('feedback')}>
              {t('left.feedback')}
            </button>
          </li>
          <li>
            {/* Always there; without a completion service (AI_API_URL) its dialog says it is not available. */}
            <AskAi className="btn-link" />
          </li>
        </ul>
      </nav>
    </div>
  );
}
