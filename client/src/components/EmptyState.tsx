import type { ReactNode } from 'react';

/** What a list shows when it has nothing in it, with an optional next step. A page that is only
 * this message (a link's landing page) makes its title the page's heading: `level={1}`. */
export default function EmptyState({
  title,
  text,
  action,
  level = 2,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="empty-state">
      <Heading className="empty-title">{title}</Heading>
      {text && <p className="muted">{text}</p>}
      {action && <div className="empty-action">{action}</div>}
    </div>
  );
}
