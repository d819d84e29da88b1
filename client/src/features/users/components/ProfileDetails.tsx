import type { ReactNode } from 'react';
import type { PublicUser } from '@delv/shared';
import { useT, type KeyOf } from '../../../i18n';

/** A Calendly booking page: the Schedule tabs only trust links of this shape. */
export function isCalendlyLink(link: string | null | undefined): boolean {
  return /^https:\/\/calendly\.com\/\S+/i.test((link ?? '').trim());
}

export function fullName(user: { firstname: string; lastname: string }): string {
  return `${user.firstname} ${user.lastname}`.trim();
}

/** One labelled fact; empty values read 'Not set' rather than leaving a hole. */
export function Detail({ label, value }: { label: string; value: ReactNode }) {
  const t = useT('users');
  const empty = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  return (
    <div className="users-detail">
      <dt>{label}</dt>
      <dd className={empty ? 'muted' : undefined}>{empty ? t('notSet') : value}</dd>
    </div>
  );
}

/** Interests as chips, or a fallback text when there are none. */
export function InterestChips({ interests, fallback }: { interests: string[]; fallback?: string }) {
  const t = useT('users');
  if (!interests.length) return <span className="muted">{fallback ?? t('notSet')}</span>;
  return (
    <ul className="users-chips" aria-label={t('interestList')}>
      {interests.map((i) => (
        <li key={i} className="badge">
          {i}
        </li>
      ))}
    </ul>
  );
}

const SOCIAL: Array<{ key: 'linkedIn' | 'twitter' | 'facebook' | 'website'; label: KeyOf<'users'>; icon: string }> = [
  { key: 'linkedIn', label: 'field.linkedIn', icon: 'in' },
  { key: 'twitter', label: 'social.twitter', icon: 'X' },
  { key: 'facebook', label: 'field.facebook', icon: 'f' },
  { key: 'website', label: 'field.website', icon: '🌐' },
];

/** Links to the person's own pages; opened in a new tab without giving that page a handle on ours. */
export function SocialLinks({ user }: { user: Pick<PublicUser, 'linkedIn' | 'twitter' | 'facebook' | 'website'> }) {
  const t = useT('users');
  const links = SOCIAL.filter((s) => user[s.key]?.trim());
  if (!links.length) return <span className="muted">{t('notSet')}</span>;
  return (
    <ul className="users-social">
      {links.map((s) => (
        <li key={s.key}>
          <a href={user[s.key]} target="_blank" rel="noopener noreferrer">
            <span className="users-social-icon" aria-hidden="true">
              {s.icon}
            </span>
            {t(s.label)}
          </a>
        </li>
      ))}
    </ul>
  );
}
