import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import EmptyState from '../../../components/EmptyState';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { useGetInvitationQuery } from '../api';
import { rememberGroupInvitation } from '../../../lib/groupInvitation';

/**
 * /invitation/:invitationID (spec 001 "Invitations"). The mailed link (with the invitee's ?key=)
 * shows 'Please wait ... Redirecting', then sign-in for an existing account, sign-up otherwise, the
 * invited address riding along. A link without the key (the one the inviter copied and passed on)
 * reveals nothing about the address: it offers both, for the person to choose.
 */
export default function InvitationPage() {
  const t = useT('invitations');
  const tm = useMessages('FEED_MSG');
  const { invitationID = '' } = useParams();
  const key = new URLSearchParams(useLocation().search).get('key') ?? '';
  const navigate = useNavigate();
  const { data, error } = useGetInvitationQuery({ id: invitationID, key });
  const invitation = data?.data;
  const knowsAddress = invitation?.email !== undefined && invitation.userExist !== undefined;

  useEffect(() => {
    if (!invitation || invitation.email === undefined || invitation.userExist === undefined) return;
    const email = encodeURIComponent(invitation.email);
    // A group invitation (spec 001 §2): sign in on its own route, or sign up and come back to it.
    if (invitation.category === 'group' && invitation.categoryID) {
      if (invitation.userExist === 1) {
        navigate(`/invitation/login/${encodeURIComponent(invitation.categoryID)}?email=${email}`, { replace: true });
        return;
      }
      rememberGroupInvitation(invitation.categoryID);
    }
    navigate(invitation.userExist === 1 ? `/login?email=${email}` : `/signup?email=${email}`, { replace: true });
  }, [invitation, navigate]);

  if (error) {
    return (
      <section className="container">
        <EmptyState title={t('broken.title')} text={tm(apiErrorMessage(error))} link={{ to: '/', label: t('home') }} />
      </section>
    );
  }
  const inviter = invitation ? `${invitation.inviter.firstname} ${invitation.inviter.lastname}` : '';
  const invitedBy = invitation ? t('invitedBy', { name: inviter }) : undefined;
  if (invitation && !knowsAddress) {
    return (
      <section className="container">
        <EmptyState
          title={t('invited.title')}
          text={t('invited.text', { name: inviter })}
          action={
            <div className="row">
              <Link className="btn btn-primary" to="/signup">
                {t('signUp')}
              </Link>
              <Link className="btn btn-outline" to="/login">
                {t('signIn')}
              </Link>
            </div>
          }
        />
      </section>
    );
  }
  return (
    <section className="container" aria-live="polite">
      <EmptyState
        title={t('redirecting')}
        text={invitedBy}
        action={
          <Link className="btn btn-outline" to="/">
            {t('home')}
          </Link>
        }
      />
    </section>
  );
}
