import { Suspense, lazy, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CONTENT_LIMITS, type ContentCategory, type ContentItem } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import Pager from '../../../components/Pager';
import Spinner from '../../../components/Spinner';
import { StarRatingDisplay } from '../../../components/StarRating';
import { useGetMyContentQuery, type MyContentArgs } from '../api';
import DeleteConfirm from '../components/DeleteConfirm';
import PublishToggle from '../components/PublishToggle';
import { categoryNoun, contentPath, shortDate, viewsText } from '../links';
import '../content.css';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';

// The forms (formik, yup) are fetched when first wanted, not with the list: hovering or
// focusing the button starts the download so the form opens without a wait.
const loadUpload = () => import('../components/UploadModal');
const loadEdit = () => import('../components/EditDetailsModal');
const loadReplace = () => import('../components/ReplaceFileModal');
const ReplaceFileModal = lazy(loadReplace);
const UploadModal = lazy(loadUpload);
const EditDetailsModal = lazy(loadEdit);

type Action = { kind: 'edit' | 'replace' | 'delete'; item: ContentItem } | null;

/** Where each owner's list leads back to; its words are `mine.*` by category. */
const BACK: Partial<Record<ContentCategory, string>> = { Article: '/articles', Video: '/videos', Course: '/courses' };

/**
 * The owner's own articles, videos or courses (spec 000 §2.9 "My content management page"):
 * count, table, Upload, a publish switch that really saves, edit details, replace file and
 * delete, 30 a page. Private items are listed too (only here and for the owner).
 */
export default function MyContentPage({
  category,
  back,
}: {
  category: ContentCategory;
  /** Where the list leads back to (an institution's lists: its library overview). */
  back?: string;
}) {
  const t = useT('content');
  const tm = useMessages('CONTENT_MSG');
  const cfg = {
    title: t('mine.title', { kind: category }),
    back: back ?? BACK[category] ?? '/',
    // An institution's lists lead back to its library, whatever their kind.
    backLabel: back ? t('mine.backToLibrary') : t('mine.back', { kind: category }),
  };
  const [params, setParams] = useSearchParams();
  const skip = Math.max(0, Number.parseInt(params.get('skip') ?? '0', 10) || 0);
  const limit = CONTENT_LIMITS.MINE_PAGE;
  const listArgs: MyContentArgs = { category, skip, limit };
  const { data, error, isLoading } = useGetMyContentQuery(listArgs);
  const [uploading, setUploading] = useState(false);
  const [action, setAction] = useState<Action>(null);
  const noun = categoryNoun(category);
  const count = data?.count ?? 0;

  const goTo = (s: number) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (s) next.set('skip', String(s));
      else next.delete('skip');
      return next;
    });

  return (
    <div className="container content-page">
      <p>
        <Link to={cfg.back}>{cfg.backLabel}</Link>
      </p>
      <header className="content-list-head">
        <h1>
          {cfg.title}
          {data ? ` (${count})` : ''}
        </h1>
        <button
          type="button"
          className="btn btn-primary"
          onPointerEnter={loadUpload}
          onFocus={loadUpload}
          onClick={() => setUploading(true)}
        >
          {t('upload')}
        </button>
      </header>

      {isLoading ? (
        <Spinner label={t('mine.loading', { noun })} />
      ) : error ? (
        <div className="alert alert-error" role="alert">
          {tm(apiErrorMessage(error))}
        </div>
      ) : count === 0 ? (
        <EmptyState
          title={t('mine.none', { noun })}
          text={t('mine.uploadText', { noun })}
          action={
            <button
              type="button"
              className="btn btn-primary"
              onPointerEnter={loadUpload}
              onFocus={loadUpload}
              onClick={() => setUploading(true)}
            >
              {t('mine.uploadA', { noun })}
            </button>
          }
        />
      ) : (
        <>
          <table className="content-table">
            <caption className="sr-only">{cfg.title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col.title')}</th>
                <th scope="col">{t('col.visibility')}</th>
                <th scope="col">{t('col.added')}</th>
                <th scope="col">{t('col.views')}</th>
                <th scope="col">{t('col.rating')}</th>
                <th scope="col">
                  <span className="sr-only">{t('col.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {(data?.data ?? []).map((item) => (
                <tr key={item._id}>
                  <th scope="row" data-label={t('col.title')}>
                    <Link to={contentPath(item, true)}>{item.title}</Link>
                  </th>
                  <td data-label={t('col.visibility')}>
                    <PublishToggle item={item} listArgs={listArgs} />
                  </td>
                  <td data-label={t('col.added')}>{shortDate(item.createdAt)}</td>
                  <td data-label={t('col.views')}>{viewsText(item.views)}</td>
                  <td data-label={t('col.rating')}>
                    <StarRatingDisplay value={item.avgRating} count={item.ratingCount} />
                  </td>
                  <td>
                    {/* A box inside the cell: a cell that is itself a flex box leaves the table's rows (issue 27 #7). */}
                    <div className="content-table-actions">
                      <button
                        type="button"
                        className="btn btn-outline"
                        onPointerEnter={loadEdit}
                        onFocus={loadEdit}
                        onClick={() => setAction({ kind: 'edit', item })}
                        aria-label={t('mine.editLabel', { title: item.title })}
                      >
                        {t('mine.edit')}
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline"
                        onPointerEnter={loadReplace}
                        onFocus={loadReplace}
                        onClick={() => setAction({ kind: 'replace', item })}
                        aria-label={t('mine.replaceLabel', { title: item.title })}
                      >
                        {t('replace.title')}
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline content-danger"
                        onClick={() => setAction({ kind: 'delete', item })}
                        aria-label={t('mine.deleteLabel', { title: item.title })}
                      >
                        {t('delete')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            skip={skip}
            limit={limit}
            count={count}
            pageLength={data?.data.length}
            onChange={goTo}
            label={t('list.pages', { title: cfg.title })}
          />
        </>
      )}

      <Suspense fallback={<Spinner label={t('mine.opening')} />}>
        {uploading && <UploadModal open category={category} onClose={() => setUploading(false)} />}
        {action?.kind === 'edit' && <EditDetailsModal item={action.item} onClose={() => setAction(null)} />}
        {action?.kind === 'replace' && <ReplaceFileModal item={action.item} onClose={() => setAction(null)} />}
      </Suspense>
      {action?.kind === 'delete' && (
        <DeleteConfirm
          item={action.item}
          onClose={() => setAction(null)}
          // The last item of a later page gone: step back a page rather than show an empty one.
          onDeleted={() => {
            if (skip > 0 && (data?.data.length ?? 0) <= 1) goTo(Math.max(0, skip - limit));
          }}
        />
      )}
    </div>
  );
}
