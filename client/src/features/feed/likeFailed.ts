import { CONTENT_MSG } from '@delv/shared';
import { getLanguage, loadCatalogue, translateMessage } from '../../i18n';
import { notifyError } from '../../lib/notify';

/**
 * A like that did not reach the server, said in the person's language. Loaded after a failed tap
 * only (features/feed/api.ts): content's messages and their words come then, not with every page that has cards.
 */
export async function sayLikeFailed(): Promise<void> {
  await loadCatalogue('messages.CONTENT_MSG', getLanguage()).catch(() => undefined);
  notifyError(translateMessage(CONTENT_MSG.likeFailed));
}
