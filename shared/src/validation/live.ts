import * as yup from 'yup';

/** GET /api/live: a ticket from POST /api/live/ticket (EventSource), or none with a bearer header. */
export const liveQuerySchema = yup.object({
  ticket: yup.string().trim().max(100).default(''),
  /** For clients that reconnect themselves (EventSource sends the Last-Event-ID header only on its own retries). */
  lastEventId: yup
    .string()
    .trim()
    .matches(/^\d{1,18}$/, { message: 'lastEventId is an event id', excludeEmptyString: true })
    .default(''),
});

export type LiveQuery = yup.InferType<typeof liveQuerySchema>;

/** Last-Event-ID: the id of the last event the client received (digits). */
export const LAST_EVENT_ID_RE = /^\d{1,18}$/;
