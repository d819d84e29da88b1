import { Fragment, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Chat, ChatMessage } from '@delv/shared';
import { CHAT_FILE_ACCEPT, GROUP_LIMITS, GROUP_MSG } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import Picture from '../../../components/Picture';
import type { ReportComponent } from '../../../components/slots';
import { useAppDispatch } from '../../../lib/hooks';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { formatDay, formatFileSize, formatTime } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { isOnline } from '../../../lib/offline';
import { discardItem, retryItem, useOutbox, type OutboxItem } from '../../../lib/outbox';
import {
  putMessage,
  useChatThreadQuery,
  useDeleteMessageMutation,
  useMarkReadMutation,
  useSendMessageMutation,
  useSendTextMutation,
} from '../api';
import { setOpenChat, startChatOutbox } from '../openChat';
import ChatRequests from './ChatRequests';
import QueryView from '../../../components/QueryView';

const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * One discussion: its messages (newest page first, older ones on scrolling up), a day line between
 * days, and the composer. Text goes through the outbox (kept across a reload, sent in order when
 * the network returns, stored once by its client id); each of mine shows waiting, sending, failed
 * (retry or discard) or sent. Messages from others arrive on the live channel.
 */
export default function ChatFeed({
  groupId,
  chat,
  me,
  isGroupAdmin,
  Report,
}: {
  groupId: string;
  chat: Chat;
  me: string;
  isGroupAdmin: boolean;
  /** "Report" on others' messages (the moderation feature's button, handed in by the page). */
  Report?: ReportComponent;
}) {
  const t = useT('groups');
  const tm = useMessages('GROUP_MSG', 'YOUTH_MSG');
  const dispatch = useAppDispatch();
  const [before, setBefore] = useState<number | undefined>(undefined);
  const { currentData: thread, error, isFetching, refetch } = useChatThreadQuery({ groupId, chatId: chat._id, before });
  const pending = useOutbox(`chat:${chat._id}`, me);
  const [markRead] = useMarkReadMutation();
  const [deleteMessage] = useDeleteMessageMutation();
  const listRef = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  const lastRead = useRef(0);

  useEffect(() => {
    setOpenChat(chat._id);
    const stop = startChatOutbox(dispatch);
    return () => {
      setOpenChat(null);
      stop();
    };
  }, [chat._id, dispatch]);

  const messages = thread?.messages ?? [];
  const sentIds = new Set(messages.map((m) => m.clientId));
  const waiting = pending.filter((p) => !sentIds.has(p.id));
  const newest = messages.length ? messages[messages.length - 1].seq : 0;

  // Seen up to the newest message while the page is in view (one call per batch of arrivals).
  useEffect(() => {
    if (!newest || newest <= Math.max(lastRead.current, thread?.readSeq ?? 0)) return;
    const send = () => {
      if (document.visibilityState !== 'visible') return;
      lastRead.current = newest;
      void markRead({ chatId: chat._id, seq: newest });
    };
    const timer = setTimeout(send, 800);
    document.addEventListener('visibilitychange', send);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', send);
    };
  }, [newest, thread?.readSeq, chat._id, markRead]);

  // Stay at the bottom as messages arrive, unless the reader scrolled up to read older ones.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && atBottom.current) list.scrollTop = list.scrollHeight;
  }, [messages.length, waiting.length]);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < 80;
  };

  const loadOlder = () => {
    if (thread?.before) setBefore(thread.before);
  };

  const remove = async (m: ChatMessage) => {
    if (!window.confirm(t('message.deleteConfirm'))) return;
    try {
      await deleteMessage(m._id).unwrap();
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };

  return (
    <section className="chat-feed" aria-label={t('feed.label', { title: chat.title })}>
      {chat.isAdmin && <ChatRequests chatId={chat._id} />}
      <QueryView query={{ data: thread, error, isFetching, refetch }} words={[t('feed.loading'), t('feed.failed')]} messages={tm} />
      {thread && (
        <ol className="chat-messages" ref={listRef} onScroll={onScroll} aria-live="polite" aria-relevant="additions" tabIndex={0}>
          {thread.before ? (
            <li className="chat-older">
              <button type="button" className="btn btn-link" onClick={loadOlder} disabled={isFetching}>
                {isFetching ? t('feed.loadingOlder') : t('feed.older')}
              </button>
            </li>
          ) : (
            messages.length > 0 && <li className="chat-start muted">{t('feed.start', { title: chat.title })}</li>
          )}
          {messages.length === 0 && !waiting.length && <li className="chat-start muted">{t('feed.empty')}</li>}
          {messages.map((m, i) => (
            <Fragment key={m._id}>
              {(i === 0 || dayOf(messages[i - 1].createdAt) !== dayOf(m.createdAt)) && (
                <li className="chat-day" role="separator">
                  <span>{formatDay(m.createdAt)}</span>
                </li>
              )}
              <MessageItem
                message={m}
                mine={m.userId === me}
                canDelete={m.userId === me || isGroupAdmin}
                onDelete={() => remove(m)}
                Report={Report}
              />
            </Fragment>
          ))}
          {waiting.map((item) => (
            <PendingItem key={item.id} item={item} />
          ))}
        </ol>
      )}
      <Composer groupId={groupId} chatId={chat._id} onSent={(m) => putMessage(dispatch, m)} onSending={() => (atBottom.current = true)} />
    </section>
  );
}

function MessageItem({
  message: m,
  mine,
  canDelete,
  onDelete,
  Report,
}: {
  message: ChatMessage;
  mine: boolean;
  canDelete: boolean;
  onDelete: () => void;
  Report?: ReportComponent;
}) {
  const t = useT('groups');
  const name = m.author ? `${m.author.firstname} ${m.author.lastname}`.trim() : t('message.someone');
  return (
    <li className={mine ? 'chat-message chat-mine' : 'chat-message'}>
      {!mine && <Avatar user={m.author} size={32} />}
      <div className="chat-bubble">
        {!mine && <p className="chat-author">{name}</p>}
        {m.deleted ? (
          <p className="chat-deleted muted">{t('message.deleted')}</p>
        ) : (
          <>
            {m.content && <p className="chat-text">{m.content}</p>}
            {m.attachment && (
              <p className="chat-attachment">
                {m.attachment.image ? (
                  <a href={m.attachment.url} target="_blank" rel="noreferrer">
                    <Picture
                      image={m.attachment.image}
                      alt={m.attachment.name || t('message.photo')}
                      sizes="240px"
                      tapToLoad
                      className="chat-photo"
                    />
                  </a>
                ) : (
                  <a href={m.attachment.url} target="_blank" rel="noreferrer" download={m.attachment.name || undefined}>
                    {t('message.file', { name: m.attachment.name || 'PDF', size: formatFileSize(m.attachment.size) })}
                  </a>
                )}
              </p>
            )}
          </>
        )}
        <p className="chat-info muted">
          <time dateTime={m.createdAt}>{formatTime(m.createdAt)}</time>
          {mine && !m.deleted && !m.held && <span className="chat-state"> · {t('state.sent')}</span>}
          {/* Held for a safeguarding review (issue 32): only its author sees it, until released. */}
          {mine && m.held && <span className="chat-state chat-held"> · {t('state.held')}</span>}
          {canDelete && !m.deleted && (
            <button type="button" className="btn btn-link chat-delete" onClick={onDelete} aria-label={t('message.deleteLabel')}>
              {t('message.delete')}
            </button>
          )}
          {Report && !mine && !m.deleted && (
            <>
              {' · '}
              <Report kind="chatMessage" id={m._id} />
            </>
          )}
        </p>
      </div>
    </li>
  );
}

function PendingItem({ item }: { item: OutboxItem }) {
  const t = useT('groups');
  const tm = useMessages('GROUP_MSG', 'YOUTH_MSG');
  return (
    <li className="chat-message chat-mine chat-pending">
      <div className="chat-bubble">
        <p className="chat-text">{String(item.body.content ?? '')}</p>
        <p className="chat-info" role="status">
          {item.state === 'failed' ? (
            <>
              <span className="chat-failed">{t('state.failed', { error: tm(item.error ?? '') })}</span>{' '}
              <button type="button" className="btn btn-link" onClick={() => retryItem(item.id)}>
                {t('state.retry')}
              </button>
              <button type="button" className="btn btn-link" onClick={() => discardItem(item.id)}>
                {t('state.discard')}
              </button>
            </>
          ) : (
            <span className="muted">{item.state === 'sending' ? t('state.sending') : t('state.waiting')}</span>
          )}
        </p>
      </div>
    </li>
  );
}

function Composer({
  groupId,
  chatId,
  onSent,
  onSending,
}: {
  groupId: string;
  chatId: string;
  onSent: (m: ChatMessage) => void;
  onSending: () => void;
}) {
  const t = useT('groups');
  const tm = useMessages('GROUP_MSG', 'YOUTH_MSG');
  const ids = useId();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [sendWithFile, { isLoading }] = useSendMessageMutation();
  const [sendText] = useSendTextMutation();
  const fileInput = useRef<HTMLInputElement>(null);
  const tooLong = text.length > GROUP_LIMITS.MESSAGE_MAX;

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    const content = text.trim();
    if (!content && !file) return setError(GROUP_MSG.messageEmpty);
    if (tooLong) return setError(GROUP_MSG.messageTooLong);
    setError('');
    onSending();
    if (!file) {
      // Text waits in the outbox when there is no network and goes out in order when it returns.
      void sendText({ groupId, chatId, content });
      setText('');
      return;
    }
    if (file.size > GROUP_LIMITS.ATTACHMENT_BYTES) return setError(GROUP_MSG.attachmentTooLarge);
    if (!isOnline()) return setError(t('composer.fileOffline'));
    const body = new FormData();
    body.set('groupId', groupId);
    body.set('chatId', chatId);
    body.set('content', content);
    body.set('attachment', file);
    try {
      const answer = await sendWithFile(body).unwrap();
      if (answer.data) onSent(answer.data);
      setText('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line (phones keep their Enter key for new lines via the button).
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <form className="chat-composer" onSubmit={submit}>
      <label htmlFor={`${ids}-text`} className="sr-only">
        {t('composer.label')}
      </label>
      <textarea
        id={`${ids}-text`}
        rows={2}
        value={text}
        placeholder={t('composer.placeholder')}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={Boolean(error) || tooLong}
        aria-describedby={error ? `${ids}-error` : undefined}
      />
      <div className="chat-composer-actions">
        <label className="btn btn-outline chat-attach">
          <span>{file ? t('composer.attached', { name: file.name }) : t('composer.attach')}</span>
          <input
            ref={fileInput}
            type="file"
            accept={CHAT_FILE_ACCEPT}
            className="sr-only"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        {file && (
          <button
            type="button"
            className="btn btn-link"
            onClick={() => (setFile(null), fileInput.current && (fileInput.current.value = ''))}
          >
            {t('composer.removeFile')}
          </button>
        )}
        <span className={tooLong ? 'chat-count chat-failed' : 'chat-count muted'} aria-hidden={!tooLong}>
          {text.length > GROUP_LIMITS.MESSAGE_MAX - 200 ? `${text.length}/${GROUP_LIMITS.MESSAGE_MAX}` : ''}
        </span>
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {isLoading ? t('state.sending') : t('composer.send')}
        </button>
      </div>
      {error && (
        <p className="field-error" id={`${ids}-error`} role="alert">
          {tm(error)}
        </p>
      )}
    </form>
  );
}
