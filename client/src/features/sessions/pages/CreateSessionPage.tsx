import { Link, useNavigate } from 'react-router-dom';
import { roleOf } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentUser } from '../../auth';
import CreateSessionForm from '../components/CreateSessionForm';
import '../sessions.css';

/**
 * /session/create (spec 001 §2). The route is public in the spec, but creating needs a signed-in
 * mentor or institution admin (the server checks too): everyone else is told how to get there.
 */
export default function CreateSessionPage() {
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const role = user ? roleOf(user.usercategory) : null;
  const allowed = role === 'mentor' || (role === 'institution' && Boolean(user?.institutionId));

  return (
    <div className="container sessions-page">
      <Link to={role === 'institution' ? '/institution/feeds' : '/feeds'} className="sessions-back">
        ← Back
      </Link>
      <div className="card">
        <h1>Create a Session</h1>
        {!user && (
          <EmptyState
            title="Sign in to create a session"
            text="Mentors and institutions create sessions from their account."
            action={
              <Link to="/login" state={{ from: '/session/create' }} className="btn btn-primary">
                Sign in
              </Link>
            }
          />
        )}
        {user && !allowed && (
          <EmptyState
            title="Only mentors and institutions create sessions"
            text="You can join the sessions mentors run."
            action={
              <Link to="/session/all" className="btn btn-primary">
                See upcoming sessions
              </Link>
            }
          />
        )}
        {user && allowed && <CreateSessionForm user={user} onCreated={() => navigate('/session/all')} />}
      </div>
    </div>
  );
}
