import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CONTENT_LIMITS, CONTENT_MSG, type Comment, type FeedItem, type SocialKind } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import Modal from '../../../components/Modal';
import Spinner from '../../../components/Spinner';
import { useAppSelector } from '../../../lib/hooks';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { selectCurrentUser } from '../../../lib/session';
import { useDeleteReviewMutation, useGetReviewsInfiniteQuery } from '../../../lib/comments';
import { useCommentOnMutation } from '../api';
import { fullName, itemNoun, personPath, timeAgo } from '../links';
import { isQueued } from '../../../lib/outbox';
import OutboxList from '../../../components/OutboxList';
import type { ReportComponent } from '../../../components/slots';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';

function CommentRow({ comment, about, itemId, Report }: { comment: Comment; about: SocialKind; itemId: string; Report?: ReportComponent }) {
  const t = useT('feed');
  const tm = useMessages('CONTENT_MSG');
  const [remove, { isLoading }] = useDeleteReviewMutation();
  const by = comment.commentedBy;
  const mine = comment.can.delete;
  const onDelete = async () => {
    if (!window.confirm(t('comments.confirmDelete'))) return;
    try {
      await remove({ commentId: comment._id, about, itemId }).unwrap();
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <li className="feed-comment">
      <Avatar user={by} size={32} />
      <div className="feed-comment-body">
        <p className="feed-comment-head">
          <Link to={personPath({ _id: by._id, usercategory: [] })}>{fullName(by)}</Link>
          <span className="muted"> · {timeAgo(comment.createdAt)}</span>
        </p>
        <p className="feed-comment-text">{comment.commentText}</p>
        {/* Held for a safeguarding review (issue 32): only its author sees it. */}
        {comment.held && <p className="muted feed-comment-held">{t('comments.held')}</p>}
        {mine && (
          <button type="button" className="btn-link" onClick={onDelete} disabled={isLoading}>
            {t('comments.delete')}
          </button>
        )}
        {!mine && Report && <Report kind="comment" id={comment._id} />}
      </div>
    </li>
  );
}

/**
 * Comments on a card's item: the newest 5, then 4 more per press (spec 000 §9), and a box to
 * add one. Unlike the old modal it stays open after sending, so people see their comment land.
 */
export default function CommentModal({ item, onClose, Report }: { item: FeedItem; onClose: () => void; Report?: ReportComponent }) {
  const t = useT('feed');
  const tm = useMessages('CONTENT_MSG', 'YOUTH_MSG');
  const ids = useId();
  const { kind, id } = item.target;
  const [text, setText] = useState('');
  const [failure, setFailure] = useState('');
  const [comment, { isLoading: sending }] = useCommentOnMutation();
  const me = useAppSelector(selectCurrentUser);
  const { data, error, isLoading, isFetchingNextPage, hasNextPage, fetchNextPage } = useGetReviewsInfiniteQuery({ about: kind, id });
  const comments = data?.pages.flatMap((p) => p.data) ?? [];
  const count = data?.pages[0]?.count ?? 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const commentText = text.trim();
    if (!commentText || sending) return;
    setFailure('');
    // Offline, or the connection drops on the way: the outbox sends it later, once (its clientId).
    try {
      const answer = await comment({ target: item.target, commentText }).unwrap();
      setText('');
      // Held for a safeguarding review (issue 32): the answer says so instead of "added".
      notifySuccess(tm(answer?.message ?? CONTENT_MSG.commentAdded));
    } catch (err) {
      if (isQueued(err)) {
        setText('');
        return;
      }
      notifyError(tm(CONTENT_MSG.commentFailed));
      setFailure(apiErrorMessage(err));
    }
  };

  return (
    <Modal open title={t('comments.title', { kind: itemNoun(item) })} onClose={onClose}>
      <form onSubmit={submit} noValidate className="feed-comment-form">
        <label htmlFor={`${ids}-text`}>{t('comments.write')}</label>
        <textarea
          id={`${ids}-text`}
          rows={3}
          value={text}
          maxLength={CONTENT_LIMITS.COMMENT_MAX}
          onChange={(e) => setText(e.target.value)}
        />
        {failure && (
          <div className="alert alert-error" role="alert">
            {tm(failure)}
          </div>
        )}
        <div className="row" style={{ justifyContent: 'flex-end' }}>
          <button type="submit" className="btn btn-primary" disabled={!text.trim() || sending}>
            {sending ? t('comments.sending') : t('comments.send')}
          </button>
        </div>
      </form>
      <OutboxList kind={`comment:${id}`} userId={me?._id} label={t('comments.waiting')} textOf={(i) => String(i.body.commentText ?? '')} />
      {isLoading ? (
        <Spinner label={t('comments.loading')} />
      ) : error ? (
        <div className="alert alert-error" role="alert">
          {tm(apiErrorMessage(error))}
        </div>
      ) : count === 0 ? (
        <p className="muted">{t('comments.none')}</p>
      ) : (
        <>
          <ul className="feed-comments" aria-label={t('comments.list', { count })}>
            {comments.map((c) => (
              <CommentRow key={c._id} comment={c} about={kind} itemId={id} Report={Report} />
            ))}
          </ul>
          {hasNextPage ? (
            <button type="button" className="btn btn-outline btn-block" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
              {isFetchingNextPage ? t('comments.loadingMore') : t('comments.more')}
            </button>
          ) : (
            <p className="muted center">{t('comments.noMore')}</p>
          )}
        </>
      )}
    </Modal>
  );
}
