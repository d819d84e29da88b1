import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAppSelector } from '../../../lib/hooks';
import EmptyState from '../../../components/EmptyState';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { notifySuccess } from '../../../lib/notify';
import { selectCurrentUser } from '../../../lib/session';
import { useAcceptMemberInvitationMutation, useMemberInvitationLandingQuery } from '../api';

/**
 * /invitation/member/:id?key=: an institution's invitation. Signed in, the person joins with one
 * click (the server checks it is the invited address). Signed out, the mailed key tells whether the
 * address has an account: sign in and come back here, or sign up with the address filled in, which
 * makes them a member when they confirm it.
 */
export default function MemberInvitationPage() {
  const t = useT('affiliations');
  const tm = useMessages('MEMBER_INVITE_MSG', 'AFFILIATION_MSG');
  const { id = '' } = useParams();
  const location = useLocation();
  const key = new URLSearchParams(location.search).get('key') ?? '';
  const navigate = useNavigate();
  const me = useAppSelector(selectCurrentUser);
  const { data, error, isLoading, refetch } = useMemberInvitationLandingQuery({ id, key });
  const [accept, accepting] = useAcceptMemberInvitationMutation();
  const landing = data?.data;

  if (isLoading) {
    return (
      <section className="container">
        <p role="status">{t('landing.loading')}</p>
      </section>
    );
  }
  if (error || !landing) {
    return (
      <section className="container">
        <EmptyState
          level={1}
          title={t('landing.broken')}
          text={tm(apiErrorMessage(error))}
          action={
            <button type="button" className="btn btn-outline" onClick={() => refetch()}>
              {t('tryAgain')}
            </button>
          }
        />
      </section>
    );
  }
  const name = landing.institution.institutionName;
  const home = `/institution/more/${encodeURIComponent(landing.institution._id)}`;
  if (landing.status !== 'pending') {
    return (
      <section className="container">
        <EmptyState
          level={1}
          title={t(`landing.closed.${landing.status}`)}
          text={t('landing.closedText', { name })}
          link={{ to: home, label: t('landing.visit', { name }) }}
        />
      </section>
    );
  }
  const here = `${location.pathname}${location.search}`;
  const email = landing.email ? `?email=${encodeURIComponent(landing.email)}` : '';
  const join = async () => {
    try {
      const res = await accept({ id, institutionId: landing.institution._id }).unwrap();
      notifySuccess(tm(res.message));
      navigate(home, { replace: true });
    } catch {
      // Shown under the button from the mutation's error (another address, expired).
    }
  };
  return (
    <section className="container" aria-live="polite">
      <EmptyState
        level={1}
        title={t('landing.title', { name })}
        text={me ? t('landing.signedIn') : t('landing.text')}
        action={
          me ? (
            <div className="row">
              <button type="button" className="btn btn-primary" disabled={accepting.isLoading} onClick={join}>
                {t('landing.join', { name })}
              </button>
              {accepting.isError && (
                <p className="alert alert-error" role="alert">
                  {tm(apiErrorMessage(accepting.error))}
                </p>
              )}
            </div>
          ) : (
            <div className="row">
              {landing.userExist !== true && (
                <Link className="btn btn-primary" to={`/signup/individual${email}`}>
                  {t('landing.signUp')}
                </Link>
              )}
              {landing.userExist !== false && (
                <Link className={landing.userExist ? 'btn btn-primary' : 'btn btn-outline'} to={`/login${email}`} state={{ from: here }}>
                  {t('landing.signIn')}
                </Link>
              )}
            </div>
          )
        }
      />
    </section>
  );
}
