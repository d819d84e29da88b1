/**
 * The review queue on the live channel (lib/live.ts, issue 31): a report, a claim or a decision
 * about something in my queue has its pages read again. Registered when the queue's code loads.
 */
import { onLiveEvent } from '../../lib/live';
import { moderationApi } from './api';

onLiveEvent('moderation.queue.changed', (_event, { dispatch }) => {
  dispatch(moderationApi.util.invalidateTags(['ModerationQueue']));
});
