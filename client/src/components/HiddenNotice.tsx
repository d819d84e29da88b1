import { MODERATION_MSG } from '@delv/shared';
import { useMessages } from '../i18n';

/**
 * What the owner (or a moderator) of a thing a moderator hid reads on it (issue 31): nobody else
 * sees the thing until the decision is reversed. Nothing when it is not hidden.
 */
export default function HiddenNotice({ hidden }: { hidden?: boolean }) {
  const tm = useMessages('MODERATION_MSG');
  if (!hidden) return null;
  return (
    <p className="alert alert-error" role="status">
      {tm(MODERATION_MSG.hiddenByModerator)}
    </p>
  );
}
