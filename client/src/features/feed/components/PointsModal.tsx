import { useEffect, useRef } from 'react';
import { CLAIM_MIN_POINTS, FEED_MSG, POINT_RULES } from '@delv/shared';
import Modal from '../../../components/Modal';
import Spinner from '../../../components/Spinner';
import { useAppSelector } from '../../../app/hooks';
import { errorMessage } from '../../../lib/api';
import { selectCurrentUser } from '../../auth';
import { useGetPointsQuery } from '../api';
import '../feed.css';
import { formatDate, formatNumber } from '../../../lib/format';

const when = (iso: string) => formatDate(iso);

/** How points are earned, from the shared rules (the README documents the same constants). */
const WAYS = [
  { rule: POINT_RULES.SIGN_UP, text: 'Sign up and confirm your e-mail' },
  { rule: POINT_RULES.POST, text: 'Post in the feed' },
  { rule: POINT_RULES.SHARE, text: 'Share an article, video or session' },
  { rule: POINT_RULES.INVITE_FRIEND, text: 'Invite a friend who joins' },
];

/**
 * 'My Earned Points' (spec 001 §3, §4): the total, the newest entries, and 'Collect More Points'
 * when there are none. On the feed it opens by itself and closes after `autoCloseMs` (6 s, spec
 * §9), unless the person starts using it: a timer must not pull a dialog away mid-read.
 */
export default function PointsModal({ open, onClose, autoCloseMs }: { open: boolean; onClose: () => void; autoCloseMs?: number }) {
  const me = useAppSelector(selectCurrentUser);
  const { data, error, isLoading } = useGetPointsQuery({ userId: me?._id ?? '' }, { skip: !open || !me });
  const touched = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open || !autoCloseMs) return undefined;
    touched.current = false;
    const timer = window.setTimeout(() => {
      if (!touched.current) onCloseRef.current();
    }, autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [open, autoCloseMs]);

  const total = data?.total ?? 0;
  const entries = data?.data ?? [];
  const toGo = Math.max(0, CLAIM_MIN_POINTS - total);

  return (
    <Modal open={open} title="My Earned Points" onClose={onClose}>
      <div
        onPointerDown={() => {
          touched.current = true;
        }}
        onKeyDown={() => {
          touched.current = true;
        }}
      >
        {!me ? (
          <p>Sign in to see your points.</p>
        ) : isLoading ? (
          <Spinner label="Loading your points" />
        ) : error ? (
          <div className="alert alert-error" role="alert">
            {errorMessage(error)}
          </div>
        ) : (
          <>
            <p className="feed-points-total">
              <strong>{formatNumber(total)}</strong> points
            </p>
            {total === 0 || entries.length === 0 ? (
              <p className="feed-points-empty">{FEED_MSG.collectMorePoints}</p>
            ) : (
              <ul className="feed-points-list" aria-label="Points earned">
                {entries.map((e) => (
                  <li key={e._id}>
                    <span>{e.label}</span>
                    <span className="muted">{when(e.createdAt)}</span>
                    <strong>+{e.point}</strong>
                  </li>
                ))}
              </ul>
            )}
            <progress
              className="feed-points-progress"
              max={CLAIM_MIN_POINTS}
              value={Math.min(total, CLAIM_MIN_POINTS)}
              aria-label="Progress to redeeming"
            />
            <p className="muted">
              {toGo > 0
                ? `${formatNumber(toGo)} more points and you can redeem them (from ${formatNumber(CLAIM_MIN_POINTS)}).`
                : 'You can redeem your points.'}
            </p>
            <details>
              <summary>How to earn points</summary>
              <ul>
                {WAYS.map(({ rule, text }) => (
                  <li key={rule.activity}>
                    {text}: {rule.points} points{rule.dailyCap ? ` (up to ${rule.dailyCap} times a day)` : ''}
                  </li>
                ))}
              </ul>
            </details>
          </>
        )}
      </div>
    </Modal>
  );
}
