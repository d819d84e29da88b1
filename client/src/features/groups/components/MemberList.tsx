import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { DiscussionGroup, GroupMember } from '@delv/shared';
import { GROUP_MSG } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import Spinner from '../../../components/Spinner';
import { useMessages, useT } from '../../../i18n';
import { useGroupMembersQuery } from '../api';
import JoinButton from './JoinButton';

// Its own module: the room shows the list inline, without the dialog's code (MembersModal).
/** The members, a page at a time; `withJoin` puts the Join button above them (the modal). */
export default function MemberList({ group, withJoin = true }: { group: DiscussionGroup; withJoin?: boolean }) {
  const t = useT('groups');
  const tm = useMessages('GROUP_MSG');
  const [pages, setPages] = useState(1);
  const join = withJoin && (
    <p className="group-members-join">
      <JoinButton group={group} />
    </p>
  );
  // A private group's members are for its members: not asked for, so no refusal to show.
  if (!group.can.read)
    return (
      <div className="group-members">
        {join}
        <p className="muted">{t('members.private')}</p>
      </div>
    );
  return (
    <div className="group-members">
      {join}
      <ul className="member-list">
        {Array.from({ length: pages }, (_, i) => (
          <MemberPage key={i} groupId={group._id} skip={i * 30} last={i === pages - 1} onMore={() => setPages(pages + 1)} />
        ))}
      </ul>
      {group.memberCount === 0 && <p className="muted">{tm(GROUP_MSG.noMembers)}</p>}
    </div>
  );
}

function MemberPage({ groupId, skip, last, onMore }: { groupId: string; skip: number; last: boolean; onMore: () => void }) {
  const t = useT('groups');
  const tm = useMessages('GROUP_MSG');
  const { data, error, isLoading, refetch } = useGroupMembersQuery({ groupId, skip });
  if (isLoading)
    return (
      <li>
        <Spinner label={t('members.loading')} />
      </li>
    );
  if (error) {
    const status = (error as { status?: number }).status;
    return (
      <li className="muted">
        {status === 403 ? t('members.private') : tm(GROUP_MSG.noMembers)}{' '}
        {status !== 403 && (
          <button type="button" className="btn btn-link" onClick={() => refetch()}>
            {t('tryAgain')}
          </button>
        )}
      </li>
    );
  }
  const rows = data?.data ?? [];
  return (
    <>
      {rows.map((m) => (
        <MemberRow key={m._id} member={m} />
      ))}
      {last && data && skip + rows.length < data.count && (
        <li>
          <button type="button" className="btn btn-outline" onClick={onMore}>
            {t('members.more')}
          </button>
        </li>
      )}
    </>
  );
}

function MemberRow({ member }: { member: GroupMember }) {
  const t = useT('groups');
  const name = `${member.firstname} ${member.lastname}`.trim();
  return (
    <li className="member-row">
      <Avatar user={member} size={36} />
      <span className="member-name">
        {name}
        {member.isAdmin && <span className="badge">{t('members.admin')}</span>}
      </span>
      <Link className="btn btn-outline group-btn-small" to={`/users/profile/${member._id}`} aria-label={t('members.profileOf', { name })}>
        {t('members.profile')}
      </Link>
    </li>
  );
}
