import { useState } from 'react';
import { Link } from 'react-router-dom';
import { INSTITUTION_PAGING } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import EmptyState from '../../../components/EmptyState';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useInstitutionMentorsQuery, useRemoveMentorMutation } from '../api';
import '../affiliations.css';
import QueryView from '../../../components/QueryView';

/**
 * An institution's affiliated mentors as cards (picture, name, interests), 9 then 3 more (spec 001
 * §2, §9). `manage`: the admin's page, where each card can end the affiliation.
 */
export default function MentorCards({ institutionId, name, manage = false }: { institutionId: string; name: string; manage?: boolean }) {
  const t = useT('affiliations');
  const tm = useMessages('AFFILIATION_MSG');
  const [limit, setLimit] = useState<number>(INSTITUTION_PAGING.CARDS_FIRST);
  const { data, error, isFetching, refetch } = useInstitutionMentorsQuery({ id: institutionId, limit });
  const [remove, removing] = useRemoveMentorMutation();
  if (!data)
    return <QueryView query={{ data: data, error, isFetching, refetch }} words={[t('mentors.loading'), t('failed')]} messages={tm} />;
  if (data.count === 0) return <EmptyState title={t('mentors.none')} text={t('mentors.noneText', { name })} />;
  const end = async (mentorId: string, who: string) => {
    if (!window.confirm(t('mentors.removeConfirm', { name: who }))) return;
    try {
      notifySuccess(tm((await remove({ id: institutionId, mentorId }).unwrap()).message));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <>
      <ul className="aff-mentors">
        {data.data.map((m) => {
          const who = `${m.firstname} ${m.lastname}`.trim();
          return (
            <li key={m._id} className="card aff-mentor">
              <Avatar user={m} size={56} />
              <div className="aff-mentor-text">
                <Link to={`/mentors/more/${m._id}`} className="aff-mentor-name">
                  {who}
                </Link>
                <p className="muted">{m.interests.length ? m.interests.join(', ') : t('mentors.noInterests')}</p>
                {manage && (
                  <button
                    type="button"
                    className="btn-link"
                    disabled={removing.isLoading}
                    onClick={() => end(m._id, who)}
                    aria-label={t('mentors.removeLabel', { name: who })}
                  >
                    {t('mentors.remove')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {data.data.length < data.count ? (
        <div className="aff-more">
          <button
            type="button"
            className="btn btn-outline"
            disabled={isFetching}
            onClick={() => setLimit((n) => n + INSTITUTION_PAGING.CARDS_MORE)}
          >
            {t('mentors.more')}
          </button>
        </div>
      ) : (
        data.count > INSTITUTION_PAGING.CARDS_FIRST && <p className="muted aff-more">{t('mentors.noMore')}</p>
      )}
    </>
  );
}
