import type { ChatMessage } from '@delv/shared';
import { onOutboxSent } from '../../lib/outbox';
import { putMessage } from './api';

/*
 * What a room needs of the live side before its first paint: which discussion is on screen (live.ts
 * counts its messages as read while the tab is visible) and the outbox's sent messages. The live
 * handlers themselves (live.ts) come after the first paint.
 */

let openChat: string | null = null;
/** The discussion on screen in this tab, or null. */
export function setOpenChat(chatId: string | null): void {
  openChat = chatId;
}
export const readingNow = (chatId: string) => openChat === chatId && document.visibilityState === 'visible';

/** A message sent from the outbox goes into its list with the server's answer, before the outbox lets go of it. */
export function startChatOutbox(dispatch: Parameters<typeof putMessage>[0]): () => void {
  return onOutboxSent((item, answer) => {
    if (!item.kind.startsWith('chat:')) return;
    const message = (answer as { data?: ChatMessage } | null)?.data;
    if (message) putMessage(dispatch, message);
  });
}
