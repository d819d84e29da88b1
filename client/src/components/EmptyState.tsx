import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** What a list shows when it has nothing in it, with an optional next step (`action`, or `link`: a
 * button to another page). A page that is only this message (a link's landing page) makes its title
 * the page's heading: `level={1}`. */
export default function EmptyState({
  title,
  text,
  action,
  link,
  level = 2,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  link?: { to: string; label: string };
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="empty-state">
      <Heading className="empty-title">{title}</Heading>
      {text && <p className="muted">{text}</p>}
      {(action || link) && (
        <div className="empty-action">
          {action ??
            (link && (
              <Link to={link.to} className="btn btn-primary">
                {link.label}
              </Link>
            ))}
        </div>
      )}
    </div>
  );
}
