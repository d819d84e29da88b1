import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MSG } from '@delv/shared';
import { useAppSelector } from '../../../lib/hooks';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { selectCurrentUser, selectToken } from '../../../lib/session';
import { useToggleFollowMutation } from '../api';

/**
 * Follow / Unfollow another person. Guests are sent to sign in and brought back here; nobody
 * sees the button on their own profile. The label flips at once and flips back if the server
 * refuses, so a slow connection does not make the tap feel lost.
 */
export default function FollowButton({ userId, isFollowing = false, name }: { userId: string; isFollowing?: boolean; name?: string }) {
  const t = useT('users');
  const tm = useMessages();
  const me = useAppSelector(selectCurrentUser);
  const token = useAppSelector(selectToken);
  const navigate = useNavigate();
  const location = useLocation();
  const [toggleFollow, { isLoading }] = useToggleFollowMutation();
  // Local optimistic value; reset whenever the server's value (the prop) changes.
  const [shown, setShown] = useState(isFollowing);
  const [lastProp, setLastProp] = useState(isFollowing);
  if (lastProp !== isFollowing) {
    setLastProp(isFollowing);
    setShown(isFollowing);
  }

  if (me && me._id === userId) return null;

  const onClick = async () => {
    if (!token || !me) {
      // Same hand-over as the route guards: the sign-in page returns to state.from.
      navigate('/login', { state: { from: location.pathname + location.search + location.hash } });
      return;
    }
    const before = shown;
    setShown(!before);
    try {
      const res = await toggleFollow({ userId }).unwrap();
      const following = res.data?.following ?? !before;
      setShown(following);
      notifySuccess(tm(res.message ?? (following ? MSG.followAdded : MSG.followRemoved)));
    } catch (err) {
      setShown(before);
      notifyError(tm(apiErrorMessage(err)));
    }
  };

  const label = shown ? t('follow.unfollow') : t('follow.follow');
  return (
    <button
      type="button"
      className={shown ? 'btn btn-outline' : 'btn btn-primary'}
      onClick={onClick}
      disabled={isLoading}
      aria-label={name ? t(shown ? 'follow.unfollowName' : 'follow.followName', { name }) : undefined}
    >
      {label}
    </button>
  );
}
