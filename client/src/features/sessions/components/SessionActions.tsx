import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Session } from '@delv/shared';
import { useAppSelector } from '../../../lib/hooks';
import { selectCurrentUser } from '../../../lib/session';
import { icsUrl } from '../api';
import { useT } from '../../../i18n';

/**
 * The viewer presents this session. Decided by user id (the server's flag, or the presenter's id
 * against the signed-in user): the old client compared full names, so two people called the same
 * both saw 'Go Live'.
 */
export function isPresenterOf(session: Pick<Session, 'isPresenter' | 'presenter'>, myId: string | null | undefined): boolean {
  return session.isPresenter || (Boolean(myId) && session.presenter._id === myId);
}

/** Spec 001 §2: the link reads 'Go Live' for the presenter, 'Attend Session' for everyone else. */
export function meetingLabel(
  session: Pick<Session, 'isPresenter' | 'presenter'>,
  myId: string | null | undefined,
): 'Go Live' | 'Attend Session' {
  return isPresenterOf(session, myId) ? 'Go Live' : 'Attend Session';
}

/** Go Live / Attend Session when the viewer may have the meeting link; otherwise the way to get it. */
export function MeetingLink({ session }: { session: Session }) {
  const t = useT('sessions');
  const myId = useAppSelector(selectCurrentUser)?._id;
  const label = meetingLabel(session, myId) === 'Go Live' ? t('meeting.goLive') : t('meeting.attend');
  if (session.cancelled) return null;
  if (session.sessionAddressLink) {
    return (
      <a href={session.sessionAddressLink} target="_blank" rel="noopener noreferrer" className="btn btn-primary">
        {label}
      </a>
    );
  }
  if (isPresenterOf(session, myId) || session.can.edit || session.registeredByMe) {
    // In: but no meeting address was given yet (spec default 'Not Available').
    return (
      <span className="btn btn-primary" aria-disabled="true">
        {t('meeting.notYet', { label })}
      </span>
    );
  }
  if (session.isPast) return null;
  return (
    <Link to={`/joinsession/${session._id}`} className="btn btn-primary">
      {t('meeting.register')}
    </Link>
  );
}

/** The English confirmation (tests); the screen shows the catalogue's words. */
export const LINK_COPIED = 'Link copied to clipboard';

/** Copies the session's address (spec: 'Share session'); falls back to showing it for manual copy. */
export function ShareSessionButton({ sessionId }: { sessionId: string }) {
  const t = useT('sessions');
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const url = `${window.location.origin}/session/${sessionId}`;
  const share = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('manual');
    }
  };
  return (
    <div>
      <button type="button" className="btn btn-outline btn-block" onClick={share}>
        {t('share')}
      </button>
      <p role="status" className="muted" style={{ margin: '0.25rem 0 0', overflowWrap: 'anywhere' }}>
        {state === 'copied' && t('copied')}
        {state === 'manual' && t.rich('copyThis', { url }, { url: <span /> })}
      </p>
    </div>
  );
}

/** 'Add to calendar': the server's .ics file, which every calendar app opens. */
export function AddToCalendarLink({ sessionId }: { sessionId: string }) {
  const t = useT('sessions');
  return (
    <a href={icsUrl(sessionId)} download="delv-session.ics" className="btn btn-outline">
      {t('calendar')}
    </a>
  );
}
