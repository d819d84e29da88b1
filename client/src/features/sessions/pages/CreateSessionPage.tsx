import { Link, useNavigate } from 'react-router-dom';
import { roleOf } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import { useAppSelector } from '../../../lib/hooks';
import { selectCurrentUser } from '../../../lib/session';
import CreateSessionForm from '../components/CreateSessionForm';
import '../sessions.css';
import { useT } from '../../../i18n';

/**
 * /session/create (spec 001 §2). The route is public in the spec, but creating needs a signed-in
 * mentor or institution admin (the server checks too): everyone else is told how to get there.
 */
export default function CreateSessionPage() {
  const t = useT('sessions');
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const role = user ? roleOf(user.usercategory) : null;
  const allowed = role === 'mentor' || (role === 'institution' && Boolean(user?.institutionId));

  return (
    <div className="container sessions-page">
      <Link to={role === 'institution' ? '/institution/feeds' : '/feeds'} className="sessions-back">
        {t('back')}
      </Link>
      <div className="card">
        <h1>{t('createPage.title')}</h1>
        {!user && (
          <EmptyState
            title={t('createPage.signInTitle')}
            text={t('createPage.signInText')}
            action={
              <Link to="/login" state={{ from: '/session/create' }} className="btn btn-primary">
                {t('createPage.signIn')}
              </Link>
            }
          />
        )}
        {user && !allowed && (
          <EmptyState
            title={t('createPage.onlyTitle')}
            text={t('createPage.onlyText')}
            link={{ to: '/session/all', label: t('createPage.seeUpcoming') }}
          />
        )}
        {user && allowed && <CreateSessionForm user={user} onCreated={() => navigate('/session/all')} />}
      </div>
    </div>
  );
}
