import type { DiscussionGroup } from '@delv/shared';
import Modal from '../../../components/Modal';
import { useT } from '../../../i18n';
import MemberList from './MemberList';

/** '(n) Members of {group}': join from here, each member's profile one tap away (spec 001 §2). */
export default function MembersModal({ group, onClose }: { group: DiscussionGroup | null; onClose: () => void }) {
  const t = useT('groups');
  return (
    <Modal
      open={Boolean(group)}
      title={group ? t('members.title', { count: group.memberCount, name: group.groupName }) : ''}
      onClose={onClose}
    >
      {group && <MemberList group={group} />}
    </Modal>
  );
}
