import { useState } from 'react';
import { Link } from 'react-router-dom';
import { INSTITUTION_PAGING, type ContentCategory, type Institution } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import EmptyState from '../../../components/EmptyState';
import Spinner from '../../../components/Spinner';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import type { ContentCardComponent } from '../../../components/slots';
import { useInstitutionPostsQuery, useLibraryCountsQuery, useLibraryItemsQuery, useListMembersQuery } from '../api';

/*
 * The parts an institution's pages are made of (spec 001 §2, §9): members and courses 9 then 3 more,
 * page posts 3 then 2 more, sessions 3 then 2 more. Each grows in place and keeps what it showed.
 */

/** The account that owns the library, events and posts: the institution account (first admin). */
export const ownerOf = (institution: Institution) => institution.admins[0] ?? '';

function MoreButton({ busy, onMore, label }: { busy: boolean; onMore: () => void; label: string }) {
  const t = useT('institutions');
  return (
    <div className="inst-more">
      <button type="button" className="btn btn-outline" disabled={busy} onClick={onMore}>
        {busy ? t('loadingMore') : label}
      </button>
    </div>
  );
}

function Failed({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT('institutions');
  const tm = useMessages('INSTITUTION_MSG');
  return (
    <EmptyState
      title={t('failed')}
      text={tm(apiErrorMessage(error))}
      action={
        <button type="button" className="btn btn-primary" onClick={retry}>
          {t('tryAgain')}
        </button>
      }
    />
  );
}

/** Members: cards to /users/profile/{id}; `limit` of them first, then 3 more a press. */
export function MembersSection({ institution, first = INSTITUTION_PAGING.CARDS_FIRST }: { institution: Institution; first?: number }) {
  const t = useT('institutions');
  const [limit, setLimit] = useState<number>(first);
  const { data, error, isFetching, refetch } = useListMembersQuery({ id: institution._id, limit });
  if (!data && isFetching) return <Spinner label={t('members.loading')} />;
  if (!data) return <Failed error={error} retry={refetch} />;
  if (data.count === 0) return <EmptyState title={t('members.none')} text={t('members.noneText')} />;
  return (
    <>
      <ul className="inst-people">
        {data.data.map((m) => (
          <li key={m._id} className="card inst-person">
            <Avatar user={m.learner} size={48} />
            <div>
              <Link to={`/users/profile/${m.learner._id}`} className="inst-person-name">
                {`${m.learner.firstname} ${m.learner.lastname}`.trim()}
              </Link>
              <p className="muted">{t('members.learner')}</p>
            </div>
          </li>
        ))}
      </ul>
      {data.data.length < data.count ? (
        <MoreButton busy={isFetching} onMore={() => setLimit((n) => n + INSTITUTION_PAGING.CARDS_MORE)} label={t('members.more')} />
      ) : (
        data.count > first && <p className="muted inst-more">{t('members.noMore')}</p>
      )}
    </>
  );
}

/** Page posts: the admins' posts, newest first, 3 then 2 more ('Show more Feeds'). */
export function PostsSection({ institution, first = INSTITUTION_PAGING.FEED_FIRST }: { institution: Institution; first?: number }) {
  const t = useT('institutions');
  const [limit, setLimit] = useState<number>(first);
  const { data, error, isFetching, refetch } = useInstitutionPostsQuery({ id: institution._id, limit });
  if (!data && isFetching) return <Spinner label={t('posts.loading')} />;
  if (!data) return <Failed error={error} retry={refetch} />;
  if (data.count === 0) return <EmptyState title={t('posts.none')} text={t('posts.noneText', { name: institution.institutionName })} />;
  return (
    <>
      <ul className="inst-posts">
        {data.data.map((p) => (
          <li key={p._id} className="card inst-post">
            <p className="muted inst-post-date">{formatDate(p.createdAt)}</p>
            <p className="inst-post-text">{p.postText}</p>
            <Link to={`/post/${p._id}`}>{t('posts.open')}</Link>
          </li>
        ))}
      </ul>
      {data.data.length < data.count ? (
        <MoreButton busy={isFetching} onMore={() => setLimit((n) => n + INSTITUTION_PAGING.FEED_MORE)} label={t('posts.more')} />
      ) : (
        <p className="muted inst-more">{t('posts.noMore')}</p>
      )}
    </>
  );
}

/** One library category's items as cards (the content feature's, `Card`); 9 then 3 more. */
export function LibraryList({
  ownerId,
  category,
  Card,
  first = INSTITUTION_PAGING.CARDS_FIRST,
}: {
  ownerId: string;
  category: ContentCategory;
  Card: ContentCardComponent;
  first?: number;
}) {
  const t = useT('institutions');
  const [limit, setLimit] = useState<number>(first);
  const { data, error, isFetching, refetch } = useLibraryItemsQuery({ ownerId, category, limit });
  if (!data && isFetching) return <Spinner label={t('library.loading')} />;
  if (!data) return <Failed error={error} retry={refetch} />;
  if (data.count === 0) return <p className="muted">{t('library.noneOf', { kind: category })}</p>;
  return (
    <>
      <ul className="content-grid inst-library-grid">
        {data.data.map((item) => (
          <li key={item._id}>
            <Card item={item} />
          </li>
        ))}
      </ul>
      {data.data.length < data.count && (
        <MoreButton
          busy={isFetching}
          onMore={() => setLimit((n) => n + INSTITUTION_PAGING.CARDS_MORE)}
          label={t('library.more', { kind: category })}
        />
      )}
    </>
  );
}

/** Counts per category (the library overview's tiles). */
export function useLibraryCounts(institution: Institution | undefined) {
  return useLibraryCountsQuery(institution ? ownerOf(institution) : '', { skip: !institution });
}

/** The latest video, for the Home tab's 'Recently Posted Videos'. */
export function LatestVideo({ institution, Card }: { institution: Institution; Card: ContentCardComponent }) {
  const t = useT('institutions');
  const { data } = useLibraryItemsQuery({ ownerId: ownerOf(institution), category: 'Video', limit: 1 });
  const video = data?.data[0];
  if (!data) return null;
  if (!video) return <p className="muted">{t('home.noVideo')}</p>;
  return (
    <ul className="content-grid inst-library-grid">
      <li>
        <Card item={video} href={`/video/watch/${video._id}`} />
      </li>
    </ul>
  );
}
