import { GROUP_LIMITS, type DiscussionGroup } from '@delv/shared';
import Picture from '../../../components/Picture';
import { useT } from '../../../i18n';

/** The group's picture, or its first letter on a tinted square. */
/** An unread count as shown on a badge (capped). */
export const unreadText = (n: number) => (n > GROUP_LIMITS.UNREAD_CAP ? `${GROUP_LIMITS.UNREAD_CAP}+` : String(n));

export function GroupPicture({ group, eager = false }: { group: DiscussionGroup; eager?: boolean }) {
  return group.profilePicture ? (
    <Picture image={group.profilePicture} alt="" className="group-picture" sizes="56px" eager={eager} />
  ) : (
    <span className="group-picture group-initial" aria-hidden="true">
      {group.groupName.charAt(0).toUpperCase()}
    </span>
  );
}

/** '#tag' chips. */
export function GroupTags({ tags }: { tags: string[] }) {
  const t = useT('groups');
  if (!tags.length) return null;
  return (
    <ul className="group-tags" aria-label={t('tags.label')}>
      {tags.map((tag) => (
        <li key={tag} className="tag">
          #{tag}
        </li>
      ))}
    </ul>
  );
}

/** What a dialog about one group (add members, invite) is given. */
export interface GroupDialogProps {
  groupId: string;
  groupName: string;
  open: boolean;
  onClose: () => void;
}
