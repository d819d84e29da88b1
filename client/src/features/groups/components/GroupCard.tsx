import { Link } from 'react-router-dom';
import type { DiscussionGroup } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import { useT } from '../../../i18n';
import { GroupPicture, GroupTags, unreadText } from './GroupParts';
import JoinButton from './JoinButton';

/** A group on /groups and in suggestions: name, members, up to five faces, unread badge, join. */
export default function GroupCard({ group, onMembers }: { group: DiscussionGroup; onMembers?: (g: DiscussionGroup) => void }) {
  const t = useT('groups');
  return (
    <li className="card group-card">
      <div className="group-card-head">
        <GroupPicture group={group} />
        <div className="group-card-title">
          <h2 className="group-name">
            <Link to={`/ChatRoom/${group._id}`}>{group.groupName}</Link>
          </h2>
          <p className="muted group-meta">
            {t(group.privacy === 'Public' ? 'privacy.public' : 'privacy.private')} · {t('members.count', { count: group.memberCount })}
            {group.closed && ` · ${t('card.closed')}`}
          </p>
        </div>
        {group.unread > 0 && (
          <span className="badge group-unread" aria-label={t('unread.label', { count: group.unread })}>
            {unreadText(group.unread)}
          </span>
        )}
      </div>
      {group.description && <p className="group-description">{group.description}</p>}
      <GroupTags tags={group.hashTag} />
      <div className="group-card-foot">
        <button type="button" className="group-avatars" onClick={() => onMembers?.(group)} disabled={!onMembers}>
          {/* Named by its text, not aria-label: the initials shown are not part of the name (axe's
              label-content-name-mismatch), the faces are decoration beside it. */}
          <span aria-hidden="true" className="group-avatars-faces">
            {group.avatars.map((p) => (
              <Avatar key={p._id} user={p} size={28} />
            ))}
          </span>
          <span className="sr-only">{t('members.open', { count: group.memberCount, name: group.groupName })}</span>
        </button>
        <span className="group-actions">
          {group.isMember && (
            <Link className="btn btn-outline" to={`/ChatRoom/${group._id}`}>
              {t('chat.open')}
            </Link>
          )}
          <JoinButton group={group} />
        </span>
      </div>
    </li>
  );
}
