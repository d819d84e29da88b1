import type { DiscussionGroup } from '@delv/shared';
import { GROUP_MSG } from '@delv/shared';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLeaveGroupMutation, useRequestToJoinMutation } from '../api';

/**
 * Join (public group: at once), Request to join (private: the admins decide), Requested (waiting),
 * or Leave. The answer's message is the spec's ('Join Request submitted successfully').
 */
export default function JoinButton({ group, allowLeave = false }: { group: DiscussionGroup; allowLeave?: boolean }) {
  const t = useT('groups');
  const tm = useMessages('GROUP_MSG');
  const [requestToJoin, joining] = useRequestToJoinMutation();
  const [leaveGroup, leaving] = useLeaveGroupMutation();

  if (group.isMember) {
    if (!allowLeave) return null;
    const leave = async () => {
      if (!window.confirm(t('leave.confirm', { name: group.groupName }))) return;
      try {
        await leaveGroup(group._id).unwrap();
        notifySuccess(tm(GROUP_MSG.left));
      } catch (err) {
        notifyError(tm(apiErrorMessage(err)));
      }
    };
    return (
      <button type="button" className="btn btn-outline" onClick={leave} disabled={leaving.isLoading}>
        {t('leave.button')}
      </button>
    );
  }
  // A closed group, an institution account, or someone who runs the group without being in it.
  if (!group.requested && !group.can.join) return null;
  if (group.requested) {
    return (
      <button type="button" className="btn btn-outline" disabled>
        {t('join.requested')}
      </button>
    );
  }
  const join = async () => {
    try {
      const answer = await requestToJoin({ whatToJoin: 'group', idOfWhatToJoin: group._id }).unwrap();
      notifySuccess(tm(answer.message));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err) || GROUP_MSG.joinFailed));
    }
  };
  return (
    <button
      type="button"
      className="btn btn-primary"
      onClick={join}
      disabled={joining.isLoading}
      aria-label={t('join.label', { name: group.groupName, privacy: group.privacy })}
    >
      {group.privacy === 'Public' ? t('join.join') : t('join.request')}
    </button>
  );
}
