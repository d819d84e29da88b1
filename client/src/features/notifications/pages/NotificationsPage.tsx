import NotificationList from '../components/NotificationList';

/** /notifications: the bell's list as a page (phones open it from the bell; it works on any screen). */
export default function NotificationsPage() {
  return (
    <div className="container notif-page">
      <NotificationList level={1} />
    </div>
  );
}
