import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import EmptyState from '../../../components/EmptyState';
import { errorMessage } from '../../../lib/api';
import { useGetInvitationQuery } from '../api';

/**
 * /invitation/:invitationID (spec 001 "Invitations"): 'Please wait ... Redirecting', then sign-in
 * for an existing account, sign-up otherwise. The invited address rides along so the person does
 * not type it again.
 */
export default function InvitationPage() {
  const { invitationID = '' } = useParams();
  const navigate = useNavigate();
  const { data, error } = useGetInvitationQuery(invitationID);
  const invitation = data?.data;

  useEffect(() => {
    if (!invitation) return;
    const email = encodeURIComponent(invitation.email);
    navigate(invitation.userExist === 1 ? `/login?email=${email}` : `/signup?email=${email}`, { replace: true });
  }, [invitation, navigate]);

  if (error) {
    return (
      <section className="container">
        <EmptyState
          title="This invitation link does not work"
          text={errorMessage(error)}
          action={<Link className="btn btn-primary" to="/">Home</Link>}
        />
      </section>
    );
  }
  return (
    <section className="container" aria-live="polite">
      <EmptyState
        title="Please wait ... Redirecting"
        text={invitation ? `${invitation.inviter.firstname} ${invitation.inviter.lastname} invited you to Delv.` : undefined}
        action={<Link className="btn btn-outline" to="/">Home</Link>}
      />
    </section>
  );
}
