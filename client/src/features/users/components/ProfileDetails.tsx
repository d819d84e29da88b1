import type { ReactNode } from 'react';
import type { PublicUser } from '@delv/shared';

export const NOT_SET = 'Not set';

/** A Calendly booking page: the Schedule tabs only trust links of this shape. */
export function isCalendlyLink(link: string | null | undefined): boolean {
  return /^https:\/\/calendly\.com\/\S+/i.test((link ?? '').trim());
}

export function fullName(user: { firstname: string; lastname: string }): string {
  return `${user.firstname} ${user.lastname}`.trim();
}

/** One labelled fact; empty values read 'Not set' rather than leaving a hole. */
export function Detail({ label, value }: { label: string; value: ReactNode }) {
  const empty = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  return (
    <div className="users-detail">
      <dt>{label}</dt>
      <dd className={empty ? 'muted' : undefined}>{empty ? NOT_SET : value}</dd>
    </div>
  );
}

/** Interests as chips, or a fallback text when there are none. */
export function InterestChips({ interests, fallback = NOT_SET }: { interests: string[]; fallback?: string }) {
  if (!interests.length) return <span className="muted">{fallback}</span>;
  return (
    <ul className="users-chips" aria-label="Interests">
      {interests.map((i) => (
        <li key={i} className="badge">
          {i}
        </li>
      ))}
    </ul>
  );
}

const SOCIAL: Array<{ key: 'linkedIn' | 'twitter' | 'facebook' | 'website'; label: string; icon: string }> = [
  { key: 'linkedIn', label: 'LinkedIn', icon: 'in' },
  { key: 'twitter', label: 'X (Twitter)', icon: 'X' },
  { key: 'facebook', label: 'Facebook', icon: 'f' },
  { key: 'website', label: 'Website', icon: '🌐' },
];

/** Links to the person's own pages; opened in a new tab without giving that page a handle on ours. */
export function SocialLinks({ user }: { user: Pick<PublicUser, 'linkedIn' | 'twitter' | 'facebook' | 'website'> }) {
  const links = SOCIAL.filter((s) => user[s.key]?.trim());
  if (!links.length) return <span className="muted">{NOT_SET}</span>;
  return (
    <ul className="users-social">
      {links.map((s) => (
        <li key={s.key}>
          <a href={user[s.key]} target="_blank" rel="noopener noreferrer">
            <span className="users-social-icon" aria-hidden="true">
              {s.icon}
            </span>
            {s.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
