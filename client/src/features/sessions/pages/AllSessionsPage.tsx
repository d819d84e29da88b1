import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../lib/hooks';
import { selectRole } from '../../../lib/session';
import { useListUpcomingSessionsQuery, type SessionSort } from '../api';
import SessionList from '../components/SessionList';
import '../sessions.css';
import { useT } from '../../../i18n';

const SORTS: SessionSort[] = ['soonest', 'latest', 'popular'];

/**
 * /session/all (spec 001 §2): upcoming sessions only (not yet ended), filtered on the server by
 * presenter id (not by name: two mentors can share a name), by 'Subscribed', and sorted.
 */
export default function AllSessionsPage() {
  const t = useT('sessions');
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
        <h1>{t('all.title')}</h1>
        <div className="row">
          {role === 'mentor' && (
            <Link to="/session/create" className="btn btn-primary">
              {t('create.title')}
            </Link>
          )}
          <Link to="/sessions/subscribed" className="btn btn-outline">
            {t('subscribed')}
          </Link>
        </div>
      </div>
      <div className="sessions-layout">
        <aside className="card sessions-filters" aria-label={t('all.filters')}>
          <fieldset>
            <legend>{t('all.mentor')}</legend>
            <label className="sessions-check">
              <input type="checkbox" checked={presenters.length === 0} onChange={() => setPresenters([])} />
              {t('all.allMentors')}
            </label>
            {mentorChoices.map(([id, name]) => (
              <label key={id} className="sessions-check">
                <input type="checkbox" checked={presenters.includes(id)} onChange={() => togglePresenter(id)} />
                {name}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('all.show')}</legend>
            <label className="sessions-check">
              <input type="checkbox" checked={subscribed} onChange={(e) => setSubscribed(e.target.checked)} />
              {t('subscribed')}
            </label>
          </fieldset>
          <fieldset>
            <legend>{t('all.sort')}</legend>
            {SORTS.map((s) => (
              <label key={s} className="sessions-check">
                <input type="radio" name="session-sort" value={s} checked={sort === s} onChange={() => setSort(s)} />
                {t(`sort.${s}`)}
              </label>
            ))}
          </fieldset>
        </aside>
        <SessionList
          key={JSON.stringify(args)}
          args={args}
          first={12}
          more={12}
          label={t('all.label')}
          wide
          emptyText={subscribed ? t('all.subscribedEmpty') : t('all.empty')}
          linkTo={subscribed ? (s) => `/session/${s._id}` : undefined}
        />
      </div>
    </div>
  );
}
