/**
 * Data for the search benchmark, on top of bench/generate-feed.ts (100,000 users, 100,000 content
 * items from bench/generate-content.ts, posts...): 20,000 live sessions (5% cancelled) and
 * interests and bios for the mentors, drawn from the content generator's vocabulary so searches
 * find realistic mixes. INSERT ... SELECT over generate_series with hashint4() picks: repeatable.
 * Safe to re-run: sessions are only topped up to SESSIONS, never truncated (shares point at them).
 */
import pg from 'pg';
import { generateFeed } from './generate-feed';

export const SESSIONS = 20_000;

/** The content generator's words (bench/generate-content.ts), so the same queries hit every group. */
export const WORDS = [
  'data',
  'science',
  'python',
  'careers',
  'cloud',
  'devops',
  'finance',
  'design',
  'writing',
  'security',
  'product',
  'agile',
  'statistics',
  'kampala',
  'nairobi',
  'kigali',
  'mobile',
  'money',
  'farming',
  'health',
  'teaching',
  'sql',
  'excel',
  'marketing',
  'sales',
  'leadership',
  'interview',
  'portfolio',
  'startup',
  'machine',
  'learning',
  'networks',
];

const countOf = async (client: pg.PoolClient, query: string) => Number((await client.query<{ n: string }>(query)).rows[0].n);

export async function generateSearch(pool: pg.Pool, log: (s: string) => void = console.log): Promise<void> {
  await generateFeed(pool, log);
  const client = await pool.connect();
  try {
    const started = Date.now();
    const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
    const word = (seed: string) => `(${words})[1 + abs(hashint4(${seed})) % ${WORDS.length}]`;

    const bare = await countOf(
      client,
      "select count(*) as n from users where (usercategory[1]) = 'mentor' and interests = '{}' and email like '%@bench.delv.africa'",
    );
    if (bare > 0) {
      await client.query(
        `update users set
           interests = array[initcap(${word('k')}), initcap(${word('k * 3 + 1')})],
           bio = 'Mentor in ' || ${word('k * 5 + 2')} || ' and ' || ${word('k * 7 + 3')} || '.',
           usercategory = array['mentor', initcap(${word('k * 11 + 4')}) || ' coach']
         from (select id, row_number() over (order by id)::int as k from users
               where (usercategory[1]) = 'mentor' and interests = '{}' and email like '%@bench.delv.africa') m
         where users.id = m.id`,
      );
      log(`  mentors given interests and bios: ${bare.toLocaleString('en')}`);
    }

    const have = await countOf(client, 'select count(*) as n from sessions');
    if (have < SESSIONS) {
      await client.query('drop table if exists bench_mentors');
      await client.query(
        `create temp table bench_mentors as select id, firstname || ' ' || lastname as name, row_number() over (order by id)::int as rn
         from users where (usercategory[1]) = 'mentor' and confirmed`,
      );
      await client.query('create unique index on bench_mentors (rn)');
      const mentors = await countOf(client, 'select count(*) as n from bench_mentors');
      await client.query(
        `insert into sessions (owner_id, presenter_id, presenter_name, session_title, description, organiser, starts_at, ends_at,
                               duration_minutes, price, tags, attendee_count, avg_rating, rating_count, cancelled, cancelled_at, created_at)
         select m.id, m.id, m.name,
                initcap(${word('g')}) || ' ' || ${word('g * 3 + 1')} || ' ' || ${word('g * 5 + 2')} || ' live ' || g,
                'A live session on ' || ${word('g * 7 + 3')} || ' and ' || ${word('g * 11 + 4')} || ' for learners in East Africa.',
                'Delv', s.at, s.at + interval '1 hour', 60, case when g % 4 = 0 then 10000 else 0 end,
                array[${word('g * 13 + 5')}, ${word('g * 17 + 6')}], abs(hashint4(g * 19)) % 200,
                (abs(hashint4(g * 23)) % 11) / 2.0, abs(hashint4(g * 29)) % 30,
                g % 20 = 0, case when g % 20 = 0 then s.at - interval '1 day' end, s.at - interval '14 days'
         from generate_series($1::int, $2::int) g
         cross join lateral (select now() + ((abs(hashint4(g * 31)) % (545 * 24)) - 365 * 24) * interval '1 hour' as at) s
         join bench_mentors m on m.rn = 1 + abs(hashint4(g * 37)) % $3`,
        [have + 1, SESSIONS, mentors],
      );
      log(`  sessions: ${have.toLocaleString('en')} -> ${SESSIONS.toLocaleString('en')}`);
    }
    if (bare > 0 || have < SESSIONS) {
      // New rows sit in the GIN indexes' pending lists until a vacuum: what autovacuum would leave.
      await client.query('vacuum analyze users');
      await client.query('vacuum analyze sessions');
      await client.query('vacuum analyze contents');
      log(`  search data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    client.release();
  }
}
