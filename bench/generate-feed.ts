/**
 * Fills the benchmark database for the feed: on top of bench/generate-content.ts (100,000 content
 * items, their owners, reviews and likes) it brings the users to 100,000 and adds 1,000,000 posts,
 * 50,000 shares (30% to one or two people), 500,000 likes and 200,000 comments on posts.
 * Everything is INSERT ... SELECT over generate_series inside PostgreSQL; "random" picks are
 * hashint4() of the series number, so runs are repeatable and the joins stay hash joins.
 * Safe to re-run: each part is regenerated only when its row count differs.
 */
import pg from 'pg';
import { generate } from './generate-content';

export const USERS = 100_000;
export const POSTS = 1_000_000;
export const SHARES = 50_000;
const POST_LIKES = 500_000;
const POST_COMMENTS = 200_000;
const CHUNK = 100_000;

const countOf = async (client: pg.PoolClient, query: string) => Number((await client.query<{ n: string }>(query)).rows[0].n);

/** Numbered copies of ids, so "pick the k-th" is an equality join. */
async function numbered(client: pg.PoolClient, name: string, select: string) {
  await client.query(`drop table if exists ${name}`);
  await client.query(`create temp table ${name} as select id, row_number() over (order by id) as rn from (${select}) s`);
  await client.query(`create unique index on ${name} (rn)`);
  await client.query(`analyze ${name}`);
  return countOf(client, `select count(*) as n from ${name}`);
}

export async function generateFeed(pool: pg.Pool, log: (s: string) => void = console.log): Promise<void> {
  await generate(pool, log);
  const client = await pool.connect();
  try {
    const started = Date.now();
    const users = await countOf(client, 'select count(*) as n from users');
    if (users < USERS) {
      await client.query(
        `insert into users (email, firstname, lastname, country, usercategory, confirmed, password_hash, created_at)
         select 'feed' || g || '@bench.delv.africa', 'Learner' || g, 'Feed' || g,
                (array['Uganda', 'Kenya', 'Rwanda', 'Tanzania', 'Burundi'])[1 + g % 5],
                array[(array['student', 'graduate', 'employee', 'mentor', 'trainer'])[1 + (g / 7) % 5]], true, 'x',
                now() - (abs(hashint4(g)) % (730 * 86400)) * interval '1 second'
         from generate_series($1::int, $2::int) g`,
        [users + 1, USERS],
      );
      log(`  users: ${users} -> ${USERS}`);
    }
    const nUsers = await numbered(client, 'bench_users', 'select id from users');

    if ((await countOf(client, 'select count(*) as n from posts')) !== POSTS) {
      await client.query("delete from likes where kind = 'post'");
      await client.query("delete from comments where kind = 'post'");
      await client.query('truncate posts cascade');
      for (let from = 1; from <= POSTS; from += CHUNK) {
        // 2% carry a YouTube link, 0.5% were pulled down; times spread over two years.
        await client.query(
          `insert into posts (user_id, text, link, embed_url, status, created_at)
           select u.id, 'Post ' || g || ': notes on careers, courses and mentoring in East Africa.',
                  case when g % 50 = 0 then 'https://www.youtube.com/watch?v=aircAruvnKk' else '' end,
                  case when g % 50 = 0 then 'https://www.youtube.com/embed/aircAruvnKk' else '' end,
                  case when g % 200 = 0 then 'rejected' else 'active' end,
                  now() - (abs(hashint4(g * 31 + 7)) % (730 * 86400)) * interval '1 second'
           from generate_series($1::int, $2::int) g
           join bench_users u on u.rn = 1 + abs(hashint4(g)) % $3`,
          [from, Math.min(POSTS, from + CHUNK - 1), nUsers],
        );
        log(`  posts: ${Math.min(POSTS, from + CHUNK - 1).toLocaleString('en')}`);
      }
    }
    const nPosts = await numbered(client, 'bench_posts', 'select id from posts');
    const nContents = await numbered(client, 'bench_contents', 'select id from contents where visible');

    if ((await countOf(client, 'select count(*) as n from shares')) !== SHARES) {
      await client.query('truncate shares cascade');
      await client.query(
        `insert into shares (user_id, text, shared_model, content_id, audience, recipient_count, created_at)
         select u.id, 'Hey, come check out this post. (' || g || ')', 'Content', c.id,
                case when g % 10 < 3 then 'users' else 'everyone' end,
                case when g % 10 < 3 then 1 + g % 2 else 0 end,
                now() - (abs(hashint4(g * 17 + 3)) % (730 * 86400)) * interval '1 second'
         from generate_series(1, $1::int) g
         join bench_users u on u.rn = 1 + abs(hashint4(g)) % $2
         join bench_contents c on c.rn = 1 + abs(hashint4(g * 13)) % $3`,
        [SHARES, nUsers, nContents],
      );
      // Recipients: one or two people other than the sharer.
      await client.query(
        `insert into share_recipients (share_id, user_id, created_at)
         select s.id, u.id, s.created_at
         from (select id, user_id, created_at, recipient_count, row_number() over (order by id) as k from shares where audience = 'users') s
         cross join generate_series(1, 2) j
         join bench_users u on u.rn = 1 + abs(hashint4((s.k * 2 + j)::int)) % $1
         where j <= s.recipient_count and u.id <> s.user_id
         on conflict do nothing`,
        [nUsers],
      );
      await client.query(
        "update shares s set recipient_count = (select count(*) from share_recipients r where r.share_id = s.id) where audience = 'users'",
      );
      log(`  shares: ${SHARES.toLocaleString('en')}`);
    }

    if ((await countOf(client, "select count(*) as n from likes where kind = 'post'")) < POST_LIKES * 0.9) {
      for (let from = 1; from <= POST_LIKES; from += CHUNK) {
        await client.query(
          `insert into likes (kind, item_id, user_id)
           select 'post', p.id::text, u.id
           from generate_series($1::int, $2::int) g
           join bench_posts p on p.rn = 1 + abs(hashint4(g * 5 + 1)) % $3
           join bench_users u on u.rn = 1 + abs(hashint4(g * 11 + 2)) % $4
           on conflict do nothing`,
          [from, Math.min(POST_LIKES, from + CHUNK - 1), nPosts, nUsers],
        );
      }
      log(`  likes on posts: ${POST_LIKES.toLocaleString('en')}`);
    }
    if ((await countOf(client, "select count(*) as n from comments where kind = 'post'")) < POST_COMMENTS) {
      await client.query(
        `insert into comments (kind, item_id, user_id, text)
         select 'post', p.id::text, u.id, 'Comment ' || g || ': thank you for sharing!'
         from generate_series(1, $1::int) g
         join bench_posts p on p.rn = 1 + abs(hashint4(g * 7 + 5)) % $2
         join bench_users u on u.rn = 1 + abs(hashint4(g * 3 + 9)) % $3`,
        [POST_COMMENTS, nPosts, nUsers],
      );
      log(`  comments on posts: ${POST_COMMENTS.toLocaleString('en')}`);
    }
    await client.query('analyze');
    log(`  feed data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    client.release();
  }
}
