import { useT } from '../i18n';

/**
 * What the owner (or a moderator) of a thing a moderator hid reads on it (issue 31): nobody else
 * sees the thing until the decision is reversed. Nothing when it is not hidden. Its words are the
 * shell's (MODERATION_MSG.hiddenByModerator's), so the seven pages that carry it do not fetch the
 * moderation messages for a notice few people ever see.
 */
export default function HiddenNotice({ hidden }: { hidden?: boolean }) {
  const t = useT('shell');
  if (!hidden) return null;
  return (
    <p className="alert alert-error" role="status">
      {t('moderation.hidden')}
    </p>
  );
}
