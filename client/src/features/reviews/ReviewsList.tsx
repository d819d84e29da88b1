import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Comment, CommentSort, SocialKind } from '@delv/shared';
import Avatar from '../../components/Avatar';
import EmptyState from '../../components/EmptyState';
import Spinner from '../../components/Spinner';
import { StarRatingDisplay } from '../../components/StarRating';
import { apiErrorMessage, useMessages, useT } from '../../i18n';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDeleteReviewMutation, useGetReviewsInfiniteQuery } from '../../lib/comments';
import './reviews.css';
import { formatDate } from '../../lib/format';
import type { ReportComponent } from '../../components/slots';

/** The English end of the list (spec 000 §9), for tests; the screen shows the catalogue's words. */
export const NO_MORE_REVIEWS = 'No more reviews';

const SORTS: CommentSort[] = ['time', 'rating_asc', 'rating_desc'];

const when = (iso: string) => formatDate(iso);

function ReviewItem({ review, about, itemId, Report }: { review: Comment; about: SocialKind; itemId: string; Report?: ReportComponent }) {
  const t = useT('reviews');
  const tm = useMessages('CONTENT_MSG');
  const [remove, { isLoading }] = useDeleteReviewMutation();
  const by = review.commentedBy;
  const name = `${by.firstname} ${by.lastname}`.trim() || t('anonymous');
  const mine = review.can.delete;
  const onDelete = async () => {
    if (!window.confirm(t('confirmDelete'))) return;
    try {
      const res = await remove({ commentId: review._id, about, itemId }).unwrap();
      notifySuccess(res.message ? tm(res.message) : t('deleted'));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <li className="review">
      <Avatar user={by} size={36} />
      <div className="review-body">
        <p className="review-head">
          <Link to={`/users/profile/${encodeURIComponent(by._id)}`} className="review-name">
            {name}
          </Link>
          <span className="muted review-date">{when(review.createdAt)}</span>
        </p>
        {review.rating !== null && <StarRatingDisplay value={review.rating} />}
        <p className="review-text">{review.commentText}</p>
        {review.held && <p className="muted review-held">{t('held')}</p>}
        {mine && (
          <button type="button" className="btn-link review-delete" onClick={onDelete} disabled={isLoading}>
            {t('delete')}
          </button>
        )}
        {!mine && Report && <Report kind="review" id={review._id} />}
      </div>
    </li>
  );
}

/**
 * Reviews of an item, newest first: 5, then 4 more per press of 'Show more reviews', then
 * 'No more reviews' (spec 000 §9). `sortable` adds the Time / Rating sort (the mentor page's
 * old sort select did nothing; this one asks the server).
 */
export default function ReviewsList({
  about,
  id,
  sortable = false,
  emptyText,
  Report,
}: {
  about: SocialKind;
  id: string;
  sortable?: boolean;
  emptyText?: string;
  /** "Report" on others' reviews (the page hands in the moderation feature's button). */
  Report?: ReportComponent;
}) {
  const t = useT('reviews');
  const tm = useMessages('CONTENT_MSG');
  const sortId = useId();
  const [sort, setSort] = useState<CommentSort>('time');
  const { data, error, isLoading, isFetchingNextPage, hasNextPage, fetchNextPage } = useGetReviewsInfiniteQuery({ about, id, sort });
  const pages = data?.pages ?? [];
  const reviews = pages.flatMap((p) => p.data);
  const count = pages[0]?.count ?? 0;

  if (isLoading) return <Spinner label={t('loading')} />;
  if (error)
    return (
      <div className="alert alert-error" role="alert">
        {tm(apiErrorMessage(error))}
      </div>
    );
  if (count === 0) return <EmptyState title={t('empty.title')} text={emptyText ?? t('empty.text')} />;

  return (
    <div className="reviews">
      {sortable && (
        <div className="field reviews-sort">
          <label htmlFor={sortId}>{t('sortLabel')}</label>
          <select id={sortId} value={sort} onChange={(e) => setSort(e.target.value as CommentSort)}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <ul className="reviews-list" aria-label={t('listLabel', { count })}>
        {reviews.map((r) => (
          <ReviewItem key={r._id} review={r} about={about} itemId={id} Report={Report} />
        ))}
      </ul>
      {hasNextPage ? (
        <button type="button" className="btn btn-outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? t('loadingMore') : t('showMore')}
        </button>
      ) : (
        <p className="muted reviews-end" role="status">
          {t('noMore')}
        </p>
      )}
    </div>
  );
}
