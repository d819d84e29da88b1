import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { roleOf } from '@delv/shared';
import { useAppSelector } from '../../../lib/hooks';
import { selectCurrentUser } from '../../../lib/session';
import { useListMySessionsQuery, useListSessionsQuery } from '../api';
import MySessionsLists from '../components/MySessionsLists';
import '../sessions.css';
import { useT } from '../../../i18n';
import Count from '../../../components/Count';

// The create form (formik, the schemas) loads when a mentor opens it, not with the lists.
const CreateSessionModal = lazy(() => import('../components/CreateSessionModal'));

/** /sessions/mylist (spec 001 §2): 'My Sessions (n)', Create Session for mentors only. */
export default function MySessionsPage() {
  const t = useT('sessions');
  const user = useAppSelector(selectCurrentUser);
  const isMentor = roleOf(user?.usercategory) === 'mentor';
  const [creating, setCreating] = useState(false);
  // limit 1: only the total is needed for the heading.
  const mine = useListMySessionsQuery({ skip: 0, limit: 1 }, { skip: !isMentor });
  const registered = useListSessionsQuery({ skip: 0, limit: 1, subscribed: true }, { skip: isMentor });
  const data = isMentor ? mine.data : registered.data;
  return (
    <div className="container sessions-page">
      <div className="sessions-top">
        <h1>
          {t('my.title')}
          <Count of={data} />
        </h1>
        <div className="row">
          {isMentor && (
            <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
              {t('create.title')}
            </button>
          )}
          <Link to="/sessions/subscribed" className="btn btn-outline">
            {t('subscribed')}
          </Link>
        </div>
      </div>
      <MySessionsLists mentor={isMentor} />
      {isMentor && creating && (
        <Suspense fallback={null}>
          <CreateSessionModal open onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </div>
  );
}
