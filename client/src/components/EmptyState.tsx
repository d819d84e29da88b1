import type { ReactNode } from 'react';

/** What a list shows when it has nothing in it, with an optional next step. */
export default function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <h2 className="empty-title">{title}</h2>
      {text && <p className="muted">{text}</p>}
      {action && <div className="empty-action">{action}</div>}
    </div>
  );
}
