import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { roleOf } from '@delv/shared';
import { useAppSelector } from '../../../lib/hooks';
import { selectCurrentUser } from '../../../lib/session';
import { SCHEDULING_PREFIX, isSchedulingLink } from '../scheduling';
import '../mentors.css';
import { useT } from '../../../i18n';

const storageKey = (userId: string) => `delv.schedulingBanner.dismissed.${userId}`;

function wasDismissed(userId: string | undefined): boolean {
  if (!userId) return false;
  try {
    return window.localStorage.getItem(storageKey(userId)) === '1';
  } catch {
    return false; // storage blocked (private mode): the banner simply shows again
  }
}

/**
 * Spec 000 §2.5 / 001 §4: a mentor whose booking link is missing or not a calendar page is told,
 * once per device until dismissed, that learners cannot book them. Dismissal is remembered per
 * account in localStorage, so a shared phone does not hide it for the next mentor.
 */
export default function SchedulingLinkBanner() {
  const user = useAppSelector(selectCurrentUser);
  const [dismissedFor, setDismissedFor] = useState<string | null>(() => (wasDismissed(user?._id) ? (user?._id ?? null) : null));

  if (!user || roleOf(user.usercategory) !== 'mentor' || isSchedulingLink(user.calendly)) return null;
  if (dismissedFor === user._id || wasDismissed(user._id)) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(storageKey(user._id), '1');
    } catch {
      // not remembered, but hidden for now
    }
    setDismissedFor(user._id);
  };

  // Its words load only for the mentors who see it (the feed of everyone else does not wait for them).
  return (
    <Suspense fallback={null}>
      <Banner hasLink={Boolean(user.calendly?.trim())} onDismiss={dismiss} />
    </Suspense>
  );
}

function Banner({ hasLink, onDismiss }: { hasLink: boolean; onDismiss: () => void }) {
  const t = useT('mentors');
  return (
    <section className="mentors-banner" aria-label={t('banner.label')}>
      <div className="mentors-banner-text">
        <strong>{t('banner.title')}</strong>{' '}
        {hasLink ? t('banner.notCalendar', { prefix: SCHEDULING_PREFIX }) : t('banner.add', { prefix: SCHEDULING_PREFIX })}
      </div>
      <div className="mentors-banner-actions">
        <Link to="/updateprofile?tab=profile" className="btn btn-primary">
          {t('banner.addButton')}
        </Link>
        <button type="button" className="btn-icon" aria-label={t('banner.dismiss')} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
