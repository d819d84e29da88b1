import { Link, useLocation } from 'react-router-dom';
import { roleOf, type Institution } from '@delv/shared';
import { useAppSelector } from '../../../lib/hooks';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { selectCurrentUser } from '../../../lib/session';
import { useFollowInstitutionMutation, useLeaveInstitutionMutation } from '../api';

/**
 * Follow (become a member of) an institution, or leave it. Guests are sent to sign in and brought
 * back; institution accounts never see it (they cannot be members). The spec's directory button
 * went to /contact; this one really follows.
 */
export default function FollowInstitutionButton({ institution }: { institution: Institution }) {
  const t = useT('institutions');
  const tm = useMessages('INSTITUTION_MSG');
  const me = useAppSelector(selectCurrentUser);
  const location = useLocation();
  const [follow, following] = useFollowInstitutionMutation();
  const [leave, leaving] = useLeaveInstitutionMutation();
  const name = institution.institutionName;

  if (!me)
    return (
      <Link to="/login" state={{ from: location.pathname + location.search }} className="btn btn-primary">
        {t('follow.follow')}
      </Link>
    );
  if (roleOf(me.usercategory) === 'institution') return null;

  const act = async () => {
    try {
      const res = await (institution.isMember ? leave(institution._id) : follow(institution._id)).unwrap();
      notifySuccess(tm(res.message));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  const busy = following.isLoading || leaving.isLoading;
  return institution.isMember ? (
    <button type="button" className="btn btn-outline" onClick={act} disabled={busy} aria-label={t('follow.leaveName', { name })}>
      {t('follow.leave')}
    </button>
  ) : (
    <button type="button" className="btn btn-primary" onClick={act} disabled={busy} aria-label={t('follow.followName', { name })}>
      {busy ? t('follow.following') : t('follow.follow')}
    </button>
  );
}
