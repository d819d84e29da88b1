import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CLAIM_MIN_POINTS, FEED_MSG, POINT_RULES } from '@delv/shared';
import Modal from '../../../components/Modal';
import Spinner from '../../../components/Spinner';
import { useAppSelector } from '../../../lib/hooks';
import { selectCurrentUser } from '../../../lib/session';
import { useGetPointsQuery } from '../api';
import '../feed.css';
import { formatDate, formatNumber } from '../../../lib/format';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';

const when = (iso: string) => formatDate(iso);

/** Someone is typing: the focus is in a text field (the top bar's search, the posting box). */
const typingInAField = (): boolean => {
  const el = document.activeElement;
  return (
    el instanceof HTMLElement &&
    (el.isContentEditable || el.matches('textarea, select, input:not([type=checkbox], [type=radio], [type=button], [type=submit])'))
  );
};

/** How points are earned, from the shared rules (the README documents the same constants); the words are the catalogue's. */
const WAYS = [
  { rule: POINT_RULES.SIGN_UP, text: 'points.way.signup' },
  { rule: POINT_RULES.POST, text: 'points.way.post' },
  { rule: POINT_RULES.SHARE, text: 'points.way.share' },
  { rule: POINT_RULES.INVITE_FRIEND, text: 'points.way.invite' },
] as const;

/**
 * 'My Earned Points' (spec 001 §3, §4): the total, the newest entries, and 'Collect More Points'
 * when there are none. On the feed it opens by itself and closes after `autoCloseMs` (6 s, spec
 * §9), unless the person starts using it: a timer must not pull a dialog away mid-read. `redeem`
 * is the claims' panel for the total, handed in by the app (app/pages/parts.tsx).
 */
export default function PointsModal({
  open,
  onClose,
  autoCloseMs,
  redeem,
}: {
  open: boolean;
  onClose: () => void;
  autoCloseMs?: number;
  redeem?: (total: number) => ReactNode;
}) {
  const t = useT('feed');
  // Opened by itself, it does not take the keyboard from someone already typing: its code may come a
  // moment after the page, and a dialog that pulls focus mid-word loses what was typed (and the Enter).
  const [notNow] = useState(() => open && Boolean(autoCloseMs) && typingInAField());
  // Also opened from the landing and career guidance pages: it waits for FEED_MSG itself.
  const tm = useMessages('FEED_MSG');
  const me = useAppSelector(selectCurrentUser);
  const { data, error, isLoading } = useGetPointsQuery({ userId: me?._id ?? '' }, { skip: !open || !me || notNow });
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

  useEffect(() => {
    if (notNow) onCloseRef.current();
  }, [notNow]);

  if (notNow) return null;
  const total = data?.total ?? 0;
  const entries = data?.data ?? [];
  const toGo = Math.max(0, CLAIM_MIN_POINTS - total);

  return (
    <Modal open={open} title={t('points.title')} onClose={onClose}>
      <div
        onPointerDown={() => {
          touched.current = true;
        }}
        onKeyDown={() => {
          touched.current = true;
        }}
      >
        {!me ? (
          <p>{t('points.signIn')}</p>
        ) : isLoading ? (
          <Spinner label={t('points.loading')} />
        ) : error ? (
          <div className="alert alert-error" role="alert">
            {tm(apiErrorMessage(error))}
          </div>
        ) : (
          <>
            <p className="feed-points-total">
              {t.rich('points.total', { count: total, total: formatNumber(total) }, { strong: <strong /> })}
            </p>
            {total === 0 || entries.length === 0 ? (
              <p className="feed-points-empty">{tm(FEED_MSG.collectMorePoints)}</p>
            ) : (
              <ul className="feed-points-list" aria-label={t('points.list')}>
                {entries.map((e) => (
                  <li key={e._id}>
                    <span>{t('points.entry', { activity: e.activity, label: e.label })}</span>
                    <span className="muted">{when(e.createdAt)}</span>
                    <strong>{e.point > 0 ? `+${e.point}` : e.point}</strong>
                  </li>
                ))}
              </ul>
            )}
            <progress
              className="feed-points-progress"
              max={CLAIM_MIN_POINTS}
              value={Math.min(total, CLAIM_MIN_POINTS)}
              aria-label={t('points.progress')}
            />
            <p className="muted">{toGo > 0 ? t('points.toGo', { toGo, min: formatNumber(CLAIM_MIN_POINTS) }) : t('points.canRedeem')}</p>
            {data?.debt ? <p className="muted">{t('points.debt', { debt: data.debt })}</p> : null}
            {redeem?.(total)}
            <details>
              <summary>{t('points.how')}</summary>
              <ul>
                {WAYS.map(({ rule, text }) => (
                  <li key={rule.activity}>
                    {rule.dailyCap
                      ? t('points.ruleCapped', { text: t(text), points: rule.points, cap: rule.dailyCap })
                      : t('points.rule', { text: t(text), points: rule.points })}
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
