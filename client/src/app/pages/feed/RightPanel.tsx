import { Link } from 'react-router-dom';
import { PAGING } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import Spinner from '../../../components/Spinner';
import { useAppSelector } from '../../../lib/hooks';
import { selectCurrentUser } from '../../../lib/session';
import { useGetMentorsQuery } from '../../../features/users/api';
import FollowButton from '../../../features/users/components/FollowButton';
// By its own path, with the groups' live updates as the index registers them: the index would bring
// the chat room's code and words too (issue 30).
import SuggestedGroups from '../../../features/groups/components/SuggestedGroups';
import '../../../features/groups/live';
import InstitutionAvatar from '../../../components/InstitutionAvatar';
import { useListInstitutionsQuery } from '../../../features/institutions/api';
import { fullName } from '../../../features/feed/links';
import { useT, useValueLabels } from '../../../i18n';

/** 'Follow Institutions': the newest 4 (View all to the directory, public for everyone). */
function InstitutionsToFollow() {
  const t = useT('feed');
  const { data, isLoading, isError } = useListInstitutionsQuery({ limit: PAGING.SUGGESTIONS });
  if (isLoading) return <Spinner label={t('right.loadingInstitutions')} />;
  if (isError || !data) return <p className="muted">{t('right.institutionsFailed')}</p>;
  if (data.data.length === 0) return <p className="muted">{t('right.noInstitutions')}</p>;
  return (
    <ul className="feed-people">
      {data.data.map((i) => (
        <li key={i._id}>
          <InstitutionAvatar institution={i} size={40} />
          <span className="feed-people-who">
            <Link to={`/institution/more/${encodeURIComponent(i._id)}`}>{i.institutionName}</Link>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The feed's right panel (spec 000 §2.5): the first 4 mentors to follow (View all to /mentors),
 * then institutions (View all to /institutions) and groups for me (View all to /groups).
 */
export default function RightPanel({ institution = false }: { institution?: boolean }) {
  const t = useT('feed');
  const labels = useValueLabels();
  const myId = useAppSelector(selectCurrentUser)?._id;
  // One more than shown, so a mentor reading her own feed still gets four others to follow.
  const { data, isLoading, isError } = useGetMentorsQuery({ skip: 0, limit: PAGING.SUGGESTIONS + 1 });
  const mentors = (data?.data ?? []).filter((m) => m._id !== myId).slice(0, PAGING.SUGGESTIONS);
  return (
    <div className="feed-panel-inner">
      <section className="card feed-follow" aria-labelledby="follow-mentors">
        <h2 id="follow-mentors" className="feed-panel-title">
          {t('right.mentors')}
        </h2>
        {isLoading ? (
          <Spinner label={t('right.loadingMentors')} />
        ) : isError ? (
          <p className="muted">{t('right.mentorsFailed')}</p>
        ) : mentors.length === 0 ? (
          <p className="muted">{t('right.noMentors')}</p>
        ) : (
          <ul className="feed-people">
            {mentors.map((m) => (
              <li key={m._id}>
                <Avatar user={m} size={40} />
                <span className="feed-people-who">
                  <Link to={`/mentors/more/${encodeURIComponent(m._id)}`}>{fullName(m)}</Link>
                  <span className="muted">{labels.displayCategory(m.usercategory)}</span>
                </span>
                <FollowButton userId={m._id} isFollowing={m.isFollowing} name={fullName(m)} />
              </li>
            ))}
          </ul>
        )}
        <Link to="/mentors" className="feed-view-all" aria-label={t('right.allMentors')}>
          {t('right.viewAllMentors')}
        </Link>
      </section>

      <section className="card feed-follow" aria-labelledby="follow-institutions">
        <h2 id="follow-institutions" className="feed-panel-title">
          {t('right.institutions')}
        </h2>
        <InstitutionsToFollow />
        <Link to="/institutions" className="feed-view-all" aria-label={t('right.allInstitutions')}>
          {t('right.viewAllInstitutions')}
        </Link>
      </section>

      {!institution && <SuggestedGroups className="card feed-follow" titleClassName="feed-panel-title" viewAllClassName="feed-view-all" />}
    </div>
  );
}
