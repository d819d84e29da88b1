import { GROUP_MSG } from '@delv/shared';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChatRequestsQuery, useDecideRequestsMutation } from '../api';
import RequestRow from './RequestRow';

/** The chat admin's pending requests for this discussion, above its messages (spec 001 §2). */
export default function ChatRequests({ chatId }: { chatId: string }) {
  const t = useT('groups');
  const tm = useMessages('GROUP_MSG');
  const { data } = useChatRequestsQuery(chatId);
  const [decide, { isLoading }] = useDecideRequestsMutation();
  const requests = data?.data ?? [];
  if (!requests.length) return null;
  const onDecide = async (id: string, requestStatus: 'accepted' | 'rejected') => {
    try {
      await decide({ requestIds: [id], requestStatus }).unwrap();
      notifySuccess(tm(GROUP_MSG.statusUpdated));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <section className="chat-requests" aria-label={t('requests.chatLabel', { count: requests.length })}>
      <h3>{t('requests.chatTitle', { count: requests.length })}</h3>
      <ul>
        {requests.map((r) => (
          <RequestRow key={r._id} request={r} busy={isLoading} onDecide={(s) => onDecide(r._id, s)} />
        ))}
      </ul>
    </section>
  );
}
