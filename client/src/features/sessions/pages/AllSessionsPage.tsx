import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectRole } from '../../auth';
import { useListUpcomingSessionsQuery, type SessionSort } from '../api';
import SessionList from '../components/SessionList';
import '../sessions.css';

const SORTS: { value: SessionSort; label: string }[] = [
  { value: 'soonest', label: 'Soonest' },
  { value: 'latest', label: 'Latest' },
  { value: 'popular', label: 'Most popular' },
];

/**
 * /session/all (spec 001 §2): upcoming sessions only (not yet ended), filtered on the server by
 * presenter id (not by name: two mentors can share a name), by 'Subscribed', and sorted.
 */
export default function AllSessionsPage() {
  const role = useAppSelector(selectRole);
  const [presenters, setPresenters] = useState<string[]>([]);
  const [subscribed, setSubscribed] = useState(false);
  const [sort, setSort] = useState<SessionSort>('soonest');
  // The mentor choices: presenters of the next upcoming sessions (one small request).
  const { data: choicesData } = useListUpcomingSessionsQuery({ skip: 0, limit: 30, sort: 'soonest' });
  const [known, setKnown] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    if (!choicesData) return;
    setKnown((prev) => {
      const next = new Map(prev);
      for (const s of choicesData.data) next.set(s.presenter._id, s.presenter.name);
      return next;
    });
  }, [choicesData]);

  const togglePresenter = (id: string) => setPresenters((list) => (list.includes(id) ? list.filter((p) => p !== id) : [...list, id]));

  const args = { presenter: presenters, subscribed, sort };
  const mentorChoices = [...known.entries()].sort((a, b) => a[1].localeCompare(b[1]));

  return (
    <div className="container sessions-page">
      <div className="sessions-top">
        <h1>Upcoming sessions</h1>
        <div className="row">
          {role === 'mentor' && (
            <Link to="/session/create" className="btn btn-primary">
              Create Session
            </Link>
          )}
          <Link to="/sessions/subscribed" className="btn btn-outline">
            Subscribed
          </Link>
        </div>
      </div>
      <div className="sessions-layout">
        <aside className="card sessions-filters" aria-label="Filter sessions">
          <fieldset>
            <legend>Mentor</legend>
            <label className="sessions-check">
              <input type="checkbox" checked={presenters.length === 0} onChange={() => setPresenters([])} />
              All Mentors
            </label>
            {mentorChoices.map(([id, name]) => (
              <label key={id} className="sessions-check">
                <input type="checkbox" checked={presenters.includes(id)} onChange={() => togglePresenter(id)} />
                {name}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>Show</legend>
            <label className="sessions-check">
              <input type="checkbox" checked={subscribed} onChange={(e) => setSubscribed(e.target.checked)} />
              Subscribed
            </label>
          </fieldset>
          <fieldset>
            <legend>Sort</legend>
            {SORTS.map((s) => (
              <label key={s.value} className="sessions-check">
                <input type="radio" name="session-sort" value={s.value} checked={sort === s.value} onChange={() => setSort(s.value)} />
                {s.label}
              </label>
            ))}
          </fieldset>
        </aside>
        <SessionList
          key={JSON.stringify(args)}
          args={args}
          first={12}
          more={12}
          label="Sessions"
          wide
          emptyText={
            subscribed ? 'You have not registered for an upcoming session yet.' : 'New sessions will appear here as mentors schedule them.'
          }
          linkTo={subscribed ? (s) => `/session/${s._id}` : undefined}
        />
      </div>
    </div>
  );
}
