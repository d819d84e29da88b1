import { Link } from 'react-router-dom';
import type { JoinRequest } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import { useT } from '../../../i18n';
import { relativeTime } from '../../../lib/format';

/** One pending request: who, what they want to join, when, and the decision buttons. */
export default function RequestRow({
  request: r,
  selected,
  onSelect,
  onDecide,
  busy,
}: {
  request: JoinRequest;
  selected?: boolean;
  onSelect?: (on: boolean) => void;
  onDecide: (status: 'accepted' | 'rejected') => void;
  busy: boolean;
}) {
  const t = useT('groups');
  const [firstname, ...rest] = r.fullName.split(' ');
  const target =
    r.whatToJoin === 'chat'
      ? `/ChatRoom/${r.groupId}?chat=${r.idOfWhatToJoin}`
      : r.whatToJoin === 'group'
        ? `/ChatRoom/${r.idOfWhatToJoin}`
        : `/institution/more/${r.idOfWhatToJoin}`;
  return (
    <li className="request-row">
      {onSelect && (
        <input
          type="checkbox"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={t('requests.select', { name: r.fullName })}
        />
      )}
      <Avatar user={{ firstname: firstname ?? '', lastname: rest.join(' '), profilePicture: r.profilePicture }} size={36} />
      <div className="request-text">
        <p>
          {t.rich(
            'requests.wants',
            { name: r.fullName, what: r.whatToJoin, target: r.nameOfWhatToJoin },
            { person: <Link to={`/users/profile/${r.userId}`} />, thing: <Link to={target} /> },
          )}
        </p>
        {r.title && <p className="muted">“{r.title}”</p>}
        <p className="muted request-when">{relativeTime(r.createdAt, Date.now(), t('requests.justNow'))}</p>
      </div>
      <span className="request-actions">
        <button
          type="button"
          className="btn btn-primary group-btn-small"
          onClick={() => onDecide('accepted')}
          disabled={busy}
          aria-label={t('requests.approveLabel', { name: r.fullName })}
        >
          {t('requests.approve')}
        </button>
        <button
          type="button"
          className="btn btn-outline group-btn-small"
          onClick={() => onDecide('rejected')}
          disabled={busy}
          aria-label={t('requests.rejectLabel', { name: r.fullName })}
        >
          {t('requests.reject')}
        </button>
      </span>
    </li>
  );
}
