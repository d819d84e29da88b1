import { beforeCommit } from '../../events/publish';
import { forgetAttendee } from './sessions.service';

/** Sessions' reactions to other areas' events. */
export function registerSessionEvents(): void {
  // attendee_count stays equal to the registrations that remain (issue 26 #6).
  beforeCommit('user.deleted', 'sessions', (tx, event) => forgetAttendee(tx, event.data.userId));
}
