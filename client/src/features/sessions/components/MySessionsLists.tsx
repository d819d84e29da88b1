import SessionList from './SessionList';

/**
 * Upcoming then past sessions, split by the real end time on the server. A mentor sees what they
 * run; anyone else (the feed's 'My Sessions' link) sees the sessions they registered for.
 */
export default function MySessionsLists({ mentor }: { mentor: boolean }) {
  const link = (s: { _id: string }) => `/session/${s._id}`;
  return (
    <>
      <section className="sessions-section" aria-labelledby="my-upcoming">
        <h2 id="my-upcoming">Upcoming</h2>
        <SessionList
          source={mentor ? 'mine' : 'all'}
          args={mentor ? { when: 'upcoming', sort: 'soonest' } : { subscribed: true, sort: 'soonest' }}
          label="Upcoming sessions"
          linkTo={link}
          emptyText={mentor ? 'Sessions you create or present will appear here.' : 'Sessions you register for will appear here.'}
        />
      </section>
      <section className="sessions-section" aria-labelledby="my-past">
        <h2 id="my-past">Past</h2>
        <SessionList
          source={mentor ? 'mine' : 'any'}
          args={mentor ? { when: 'past', sort: 'latest' } : { subscribed: true, when: 'past', sort: 'latest' }}
          label="Past sessions"
          emptyTitle="No past sessions"
          linkTo={link}
        />
      </section>
    </>
  );
}
