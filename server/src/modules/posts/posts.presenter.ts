/**
 * Feed cards, the read model of the home feed (modules/feed), of post lists and of a new share:
 * turns a page of (type, id, created_at) rows into cards in ONE query. It is posts' because a post
 * card says what the viewer may do with the post (`can`, from posts.policy.ts); the feed and
 * shares areas present their pages through it.
 *
 * A page comes from posts, shares or contents (see feed.service.ts); hydrateSql() joins each row to
 * its post or share and fetches the author, the content or session, the like and comment counts and
 * the viewer's like through correlated subqueries on primary keys and the (item_id, kind) indexes of
 * likes and comments — so a page of 30 cards is one round trip and one statement, never a query per card.
 *
 * It reads the content, sessions, users, likes and comments tables directly, read-only: one
 * statement for the whole page is the point (the content module's lists count likes and comments
 * the same way). Every write to those areas still goes through their services.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  FEED_LIMITS,
  toEmbedUrl,
  type FeedItem,
  type FeedTarget,
  type SharedContent,
  type SharedModel,
  type SharedSession,
  type UserSummary,
} from '@delv/shared';
import { executeNamed, type Db } from '../../db/client';
import type { StoredFileJson } from '../../db/schema';
import { toImageRef } from '../../lib/images';
import { isPrivateKey } from '../../lib/storage';
import { canOf, type Actor } from '../../policies/actor';
import { postPolicy } from './posts.policy';

export interface FeedViewer {
  id: string;
  /** Sees pulled-down posts (system admins and claim reviewers, posts.policy.ts). */
  moderator: boolean;
  /** Who it is, for what they may do with each card; null for nobody. */
  actor: Actor | null;
}

export const viewerOf = (user: Actor): FeedViewer => ({ id: user.id, moderator: postPolicy.list(user, 'rejected'), actor: user });

/** Nobody (a guest, or the public feed): no own posts, no shares to them, not a moderator. */
export const PUBLIC_VIEWER: FeedViewer = { id: '00000000-0000-0000-0000-000000000000', moderator: false, actor: null };

/** What the viewer may do with a post (its card's `can`). */
export const postCan = (viewer: FeedViewer, authorId: string) =>
  canOf(viewer.actor, { userId: authorId }, { delete: postPolicy.delete, moderate: postPolicy.pullDown });

/** A card built for nobody (a process's public window, modules/feed), as this viewer sees it. */
export function forViewer(card: FeedItem, viewer: FeedViewer, likedByMe: boolean): FeedItem {
  return card.type === 'post' ? { ...card, likedByMe, can: postCan(viewer, card.author._id) } : { ...card, likedByMe };
}

/** Both drivers answer execute() with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

interface PersonJson {
  id: string;
  firstname: string;
  lastname: string;
  usercategory: string[] | null;
  picture: StoredFileJson | null;
  institution_id: string | null;
  institution_name: string | null;
}

interface ContentJson {
  id: string;
  title: string;
  category: string;
  description: string;
  source_link: string;
  thumbnail: StoredFileJson | null;
  file: StoredFileJson | null;
  owner: PersonJson;
}

interface SessionJson {
  id: string;
  title: string;
  description: string;
  starts_at: string;
  ends_at: string;
  price: number;
  thumbnail: StoredFileJson | null;
  presenter_name: string;
  cancelled: boolean;
}

interface Row {
  type: 'post' | 'share' | 'content';
  id: string;
  created_at: Date | string;
  p_text: string | null;
  p_link: string | null;
  p_embed_url: string | null;
  p_attachment: StoredFileJson | null;
  p_attachment_name: string | null;
  p_status: 'active' | 'rejected' | null;
  s_text: string | null;
  s_model: SharedModel | null;
  s_audience: 'everyone' | 'users' | null;
  s_recipients: number | null;
  /** Poster or sharer; null for content (its owner is content.owner). */
  author: PersonJson | null;
  content: ContentJson | null;
  session: SessionJson | null;
  t_kind: FeedTarget['kind'];
  t_id: string;
  likes: number | string;
  comments: number | string;
  liked_by_me: boolean;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const picture = (p: StoredFileJson | null) => toImageRef(p);

const person = (p: PersonJson): UserSummary => ({
  _id: p.id,
  firstname: p.firstname,
  lastname: p.lastname,
  usercategory: p.usercategory ?? [],
  profilePicture: picture(p.picture),
  ...(p.institution_id ? { institution: { _id: p.institution_id, institutionName: p.institution_name ?? '' } } : {}),
});

function sharedContent(c: ContentJson): SharedContent {
  return {
    _id: c.id,
    title: c.title,
    category: c.category,
    description: c.description ?? '',
    sourceLink: c.source_link ?? '',
    embedUrl: toEmbedUrl(c.source_link),
    // An item made private after it was shared: its objects are nobody's business in a feed.
    thumbnailFile: c.thumbnail && !isPrivateKey(c.thumbnail.key) ? picture(c.thumbnail) : null,
    contentFile: c.file && !isPrivateKey(c.file.key) ? { ...toImageRef(c.file)!, mimeType: c.file.mimeType } : null,
    owner: person(c.owner),
  };
}

function sharedSession(ss: SessionJson): SharedSession {
  return {
    _id: ss.id,
    sessionTitle: ss.title,
    description: ss.description ?? '',
    startsAt: iso(ss.starts_at),
    endsAt: iso(ss.ends_at),
    price: Number(ss.price ?? 0),
    thumbnailFile: picture(ss.thumbnail),
    presenterName: ss.presenter_name ?? '',
    cancelled: Boolean(ss.cancelled),
  };
}

function present(r: Row, viewer: FeedViewer): FeedItem {
  const author = person(r.type === 'content' ? r.content!.owner : r.author!);
  const base = {
    _id: r.id,
    createdAt: iso(r.created_at),
    author,
    target: { kind: r.t_kind, id: r.t_id },
    likes: Number(r.likes),
    comments: Number(r.comments),
    likedByMe: Boolean(r.liked_by_me),
  };
  if (r.type === 'post') {
    return {
      ...base,
      type: 'post',
      postText: r.p_text ?? '',
      link: r.p_link ?? '',
      embedUrl: r.p_embed_url ?? '',
      attachment: r.p_attachment
        ? { ...toImageRef(r.p_attachment)!, mimeType: r.p_attachment.mimeType, size: r.p_attachment.size, name: r.p_attachment_name ?? '' }
        : null,
      status: r.p_status ?? 'active',
      can: postCan(viewer, author._id),
    };
  }
  if (r.type === 'share') {
    return {
      ...base,
      type: 'share',
      shareText: r.s_text ?? '',
      sharedModel: r.s_model!,
      shared: r.s_model === 'Session' ? sharedSession(r.session!) : sharedContent(r.content!),
      sharedBy: author,
      sharedAt: base.createdAt,
      audience: r.s_audience ?? 'everyone',
      recipients: Number(r.s_recipients ?? 0),
    };
  }
  return { ...base, type: 'content', content: sharedContent(r.content!) };
}

/**
 * `page` must select (type, id, created_at) — at most one page of rows, already limited. The cards
 * come back newest first (created_at desc, id desc), the order every feed list uses.
 */
export async function hydrate(db: Db, page: SQL, viewer: FeedViewer): Promise<FeedItem[]> {
  return rowsOf<Row>(await db.execute(hydrateSql(page, viewer))).map((r) => present(r, viewer));
}

/**
 * hydrate() for `page`, and which of the `targets` ('kind:id') the viewer liked, in ONE round trip
 * as the named statement `statementName` (the feed's per-request statement; see feed.service.ts).
 */
export async function hydrateWithLikes(
  db: Db,
  statementName: string,
  page: SQL,
  viewer: FeedViewer,
  targets: FeedTarget[],
): Promise<{ cards: FeedItem[]; liked: Set<string> }> {
  const [row] = await executeNamed<{ cards: Row[]; liked: string[] }>(db, statementName, hydrateWithLikesSql(page, viewer, targets));
  return { cards: row.cards.map((r) => present(r, viewer)), liked: new Set(row.liked) };
}

/** The statement of hydrateWithLikes() (exported so the benchmark can EXPLAIN it). */
export function hydrateWithLikesSql(page: SQL, viewer: FeedViewer, targets: FeedTarget[]): SQL {
  const ids = [...new Set(targets.map((t) => t.id))];
  // The viewer's likes are read through likes_user_idx and matched against the page's ids in a hash:
  // probing likes_item_user_key once per id cost 1.6 ms for page 10's 301 ids.
  return sql`with mine as materialized (select l.kind, l.item_id from likes l where l.user_id = ${viewer.id})
    select
    (select coalesce(json_agg(h), '[]'::json) from (${hydrateSql(page, viewer)}) h) as cards,
    (select coalesce(array_agg(m.kind || ':' || m.item_id), '{}') from mine m
      where m.item_id in (select unnest(${sql.param(ids)}::text[]))) as liked`;
}

const personJson = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'firstname', ${alias}.firstname, 'lastname', ${alias}.lastname, 'usercategory', ${alias}.usercategory, 'picture', ${alias}.profile_picture, 'institution_id', ${alias}.institution_id, 'institution_name', ${alias}.institution_name)`,
  );

/**
 * The statement hydrate() runs (exported so the benchmark can EXPLAIN it). Only the page, posts and
 * shares are joined; author, content, session and the counts are correlated scalar subqueries
 * (index lookups per card). A single join of ten tables made PostgreSQL spend longer choosing a join
 * order (planning) than running the query; subqueries are planned one by one, cheaply.
 */
export function hydrateSql(page: SQL, viewer: FeedViewer): SQL {
  const cut = FEED_LIMITS.CARD_DESCRIPTION_MAX;
  return sql`
    with page as (${page}),
    card as (
      select f.type, f.id, f.created_at,
        p.user_id as p_user_id, p.text as p_text, p.link as p_link, p.embed_url as p_embed_url, p.attachment as p_attachment,
        p.attachment_name as p_attachment_name, p.status as p_status,
        s.user_id as s_user_id, s.text as s_text, s.shared_model as s_model, s.audience as s_audience,
        s.recipient_count as s_recipients, s.session_id as s_session_id,
        (case when f.type = 'content' then f.id else s.content_id end) as content_id,
        (case when f.type = 'share' then (case when s.content_id is not null then 'content' else 'session' end) else f.type end) as t_kind,
        (case when f.type = 'share' then coalesce(s.content_id, s.session_id) else f.id end)::text as t_id
      from page f
      left join posts p on f.type = 'post' and p.id = f.id
      left join shares s on f.type = 'share' and s.id = f.id
    )
    select k.type, k.id, k.created_at, k.p_text, k.p_link, k.p_embed_url, k.p_attachment, k.p_attachment_name, k.p_status,
      k.s_text, k.s_model, k.s_audience, k.s_recipients, k.t_kind, k.t_id,
      (select ${personJson('a')} from user_cards a where a.id = coalesce(k.p_user_id, k.s_user_id)) as author,
      (select json_build_object('id', c.id, 'title', c.title, 'category', c.category, 'description', left(c.description, ${cut}),
              'source_link', c.source_link, 'thumbnail', c.thumbnail, 'file', c.content_file,
              'owner', (select ${personJson('o')} from user_cards o where o.id = c.owner_id))
         from contents c where c.id = k.content_id) as content,
      (select json_build_object('id', ss.id, 'title', ss.session_title, 'description', left(ss.description, ${cut}),
              'starts_at', ss.starts_at, 'ends_at', ss.ends_at, 'price', ss.price, 'thumbnail', ss.thumbnail,
              'presenter_name', ss.presenter_name, 'cancelled', ss.cancelled)
         from sessions ss where ss.id = k.s_session_id) as session,
      (select count(*)::int from likes l where l.item_id = k.t_id and l.kind = k.t_kind) as likes,
      (select count(*)::int from comments x where x.item_id = k.t_id and x.kind = k.t_kind) as comments,
      exists(select 1 from likes l where l.item_id = k.t_id and l.kind = k.t_kind and l.user_id = ${viewer.id}) as liked_by_me
    from card k
    order by k.created_at desc nulls last, k.id desc`;
}
