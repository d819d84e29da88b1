import { Link } from 'react-router-dom';
import type { Notification } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import { useT } from '../../../i18n';
import { relativeTime } from '../../../lib/format';
import { useMarkNotificationReadMutation } from '../actionsApi';
import { noticeSentence } from '../sentence';
import BellIcon from '../../../components/BellIcon';

/** Only a path inside the app is followed; anything else (a full URL, `javascript:`) goes to the list. */
const inAppPath = (link: string) => (link.startsWith('/') && !link.startsWith('//') ? link : '/notifications');

/** One notice: who (small pictures), what, when; following it marks it read. */
export default function NotificationItem({ notice }: { notice: Notification }) {
  const t = useT('notifications');
  const [markRead] = useMarkNotificationReadMutation();
  return (
    <li className={notice.read ? 'notif-item' : 'notif-item notif-unread'}>
      <Link
        to={inAppPath(notice.link)}
        className="notif-item-link"
        onClick={() => {
          if (!notice.read) void markRead(notice._id);
        }}
      >
        {/* The sentence names the people: their pictures are decoration here. */}
        <span className="notif-actors" aria-hidden="true">
          {notice.actors.length ? (
            notice.actors.map((actor) => <Avatar key={actor._id} user={actor} size={32} />)
          ) : (
            <span className="notif-system">
              <BellIcon size={18} />
            </span>
          )}
        </span>
        <span className="notif-body">
          {!notice.read && <span className="sr-only">{t('unread')} </span>}
          <span className="notif-text">{noticeSentence(t, notice)}</span>
          <time className="notif-time" dateTime={notice.updatedAt}>
            {relativeTime(notice.updatedAt)}
          </time>
        </span>
      </Link>
    </li>
  );
}
