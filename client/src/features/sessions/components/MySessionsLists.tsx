import SessionList from './SessionList';
import { useT } from '../../../i18n';

/**
 * Upcoming then past sessions, split by the real end time on the server. A mentor sees what they
 * run; anyone else (the feed's 'My Sessions' link) sees the sessions they registered for.
 */
export default function MySessionsLists({ mentor }: { mentor: boolean }) {
  const t = useT('sessions');
  const link = (s: { _id: string }) => `/session/${s._id}`;
  return (
    <>
      <section className="sessions-section" aria-labelledby="my-upcoming">
        <h2 id="my-upcoming">{t('my.upcoming')}</h2>
        <SessionList
          source={mentor ? 'mine' : 'all'}
          args={mentor ? { when: 'upcoming', sort: 'soonest' } : { subscribed: true, sort: 'soonest' }}
          label={t('my.upcomingLabel')}
          linkTo={link}
          emptyText={mentor ? t('my.mentorEmpty') : t('my.learnerEmpty')}
        />
      </section>
      <section className="sessions-section" aria-labelledby="my-past">
        <h2 id="my-past">{t('my.past')}</h2>
        <SessionList
          source={mentor ? 'mine' : 'any'}
          args={mentor ? { when: 'past', sort: 'latest' } : { subscribed: true, when: 'past', sort: 'latest' }}
          label={t('my.pastLabel')}
          emptyTitle={t('my.noPast')}
          linkTo={link}
        />
      </section>
    </>
  );
}
