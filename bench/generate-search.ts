/**
 * Data for the search benchmark at any size (BENCH_ITEMS: 100,000 content items by default, or
 * 1,000,000): as many users (a fifth of them confirmed mentors, with interests and bios), a fifth as
 * many sessions (5% cancelled), and the items' owners among the first users. Titles, descriptions,
 * tags, interests and session titles draw on one 32-word vocabulary, so the same searches hit every
 * group and one common word matches about a tenth of each (harsher than real text).
 *
 * Everything is INSERT ... SELECT over generate_series inside PostgreSQL, in chunks of 100,000 rows;
 * "random" picks are hashint4() of the row number, so runs are repeatable. The search triggers of
 * drizzle/0022 compute each row's document and known words as the rows go in, as in production.
 * Safe to re-run: a table of the wrong size is emptied and filled again.
 */
import pg from 'pg';

/** Content items (BENCH_ITEMS); users as many; sessions a fifth. */
export const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
export const USERS = ITEMS;
export const SESSIONS = ITEMS / 5;
/** The first users own the items: 500 per 100,000 items, four in five mentors, one in five institutions. */
const OWNERS = ITEMS / 200;
const CHUNK = 100_000;

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
const COURSE_CATEGORIES = [
  'Cloud Architect',
  'Devops Engineer',
  'Data Scientist',
  'Financial Analyst',
  'Scrum Master',
  'Cyber Security',
  'Product Manager',
  'Writing',
];
/** Course units name one of 300 courses ('Course 12'). */
const COURSES = 300;

const list = (items: string[]) => `array[${items.map((w) => `'${w}'`).join(',')}]`;
/** A word of the vocabulary picked by `seed` (an SQL integer expression). */
const word = (seed: string) => `(${list(WORDS)})[1 + abs(hashint4(${seed})) % ${WORDS.length}]`;
/** 0 .. n-1 picked by `seed`. */
const pick = (seed: string, n: number) => `(abs(hashint4(${seed})) % ${n})`;

const countOf = async (client: pg.PoolClient, query: string) => Number((await client.query<{ n: string }>(query)).rows[0].n);

async function inChunks(total: number, run: (from: number, to: number) => Promise<unknown>, log: (s: string) => void, what: string) {
  for (let from = 1; from <= total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK - 1);
    await run(from, to);
    if (total > CHUNK) log(`  ${what}: ${to.toLocaleString('en')}`);
  }
}

export async function generateSearch(pool: pg.Pool, log: (s: string) => void = console.log): Promise<void> {
  const client = await pool.connect();
  try {
    const started = Date.now();
    const fresh =
      (await countOf(client, 'select count(*) as n from users')) !== USERS ||
      (await countOf(client, 'select count(*) as n from contents')) !== ITEMS ||
      (await countOf(client, 'select count(*) as n from sessions')) !== SESSIONS;
    if (!fresh) {
      log(
        `database already holds ${ITEMS.toLocaleString('en')} items, ${USERS.toLocaleString('en')} users and ${SESSIONS.toLocaleString('en')} sessions: reusing them`,
      );
      await client.query('vacuum analyze users, contents, sessions');
      return;
    }
    await client.query('truncate users, contents, sessions, search_words restart identity cascade');

    // Users: the owners first (mentors and institutions), then learners, mentors and trainers in turn.
    // A mentor's interests, bio and title come from the vocabulary (the users trigger indexes mentors only).
    await inChunks(
      USERS,
      (from, to) =>
        client.query(
          `insert into users (email, firstname, lastname, country, usercategory, confirmed, password_hash, interests, bio, created_at)
           select 'search' || g || '@bench.delv.africa', 'Learner' || g, 'Feed' || g,
                  (array['Uganda', 'Kenya', 'Rwanda', 'Tanzania', 'Burundi'])[1 + g % 5],
                  case when c = 'mentor' then array['mentor', initcap(${word('g * 11 + 4')}) || ' coach'] else array[c] end, true, 'x',
                  case when c = 'mentor' then array[initcap(${word('g')}), initcap(${word('g * 3 + 1')})] else '{}' end,
                  case when c = 'mentor' then 'Mentor in ' || ${word('g * 5 + 2')} || ' and ' || ${word('g * 7 + 3')} || '.' else '' end,
                  now() - ${pick('g * 13', 730 * 86400)} * interval '1 second'
           from generate_series($1::int, $2::int) g,
           lateral (select case when g <= $3 then (case when g % 5 = 0 then 'institution' else 'mentor' end)
                                else (array['student', 'graduate', 'employee', 'mentor', 'trainer'])[1 + (g / 7) % 5] end as c) k`,
          [from, to, OWNERS],
        ),
      log,
      'users',
    );

    await client.query('drop table if exists bench_owners');
    await client.query(
      `create temp table bench_owners as select * from (select id, substring(email from '[0-9]+')::int as rn from users) u
       where rn <= ${OWNERS}`,
    );
    await client.query('create unique index on bench_owners (rn)');
    // Items: a third videos, a third articles, 15% courses (nine in ten units of a course), the rest
    // books and open-library links; 5% private; 60% rated; views skewed; created over two years.
    await inChunks(
      ITEMS,
      (from, to) =>
        client.query(
          `insert into contents (owner_id, title, author, description, source_link, category, visible, tags, publisher,
                                 parent_course, course_category, avg_rating, rating_count, views, created_at)
           select o.id, t.title, 'Author ' || g % 997, repeat('About ' || t.title || '. ', 4),
                  case when k.category = 'Video' then 'https://youtu.be/dQw4w9WgXcQ' else 'https://example.com/item' end,
                  k.category, ${pick('g * 17 + 5', 100)} >= 5, array[${word('g * 19 + 6')}, ${word('g * 23 + 7')}],
                  case when k.category = 'Book' then 'TBD' else '' end,
                  case when k.category = 'Course' and ${pick('g * 29 + 8', 10)} < 9 then 'Course ' || 1 + ${pick('g * 31 + 9', COURSES)} else '' end,
                  case when k.category = 'Course' then (${list(COURSE_CATEGORIES)})[1 + ${pick('g * 37', COURSE_CATEGORIES.length)}] else '' end,
                  case when ${pick('g * 41 + 1', 10)} < 6 then ${pick('g * 43 + 2', 11)} / 2.0 else 0 end,
                  case when ${pick('g * 41 + 1', 10)} < 6 then 1 + ${pick('g * 47 + 3', 40)} else 0 end,
                  ${pick('g * 53 + 4', 5000)} * ${pick('g * 59 + 5', 5000)} / 5000,
                  now() - ${pick('g * 61 + 6', 730 * 86400)} * interval '1 second'
           from generate_series($1::int, $2::int) g
           cross join lateral (select initcap(${word('g * 3')}) || ' ' || ${word('g * 5 + 1')} || ' ' || ${word('g * 7 + 2')} || ' ' || g as title) t
           cross join lateral (select case when r < 35 then 'Video' when r < 65 then 'Article' when r < 80 then 'Course'
                                           when r < 90 then 'Book' else 'OpenLib' end as category
                               from (select ${pick('g * 11 + 3', 100)} as r) r) k
           join bench_owners o on o.rn = 1 + ${pick('g', OWNERS)}`,
          [from, to],
        ),
      log,
      'items',
    );

    // Sessions: presented by confirmed mentors, from a year ago to six months ahead.
    await client.query('drop table if exists bench_mentors');
    await client.query(
      `create temp table bench_mentors as select id, firstname || ' ' || lastname as name, row_number() over (order by id)::int as rn
       from users where (usercategory[1]) = 'mentor' and confirmed`,
    );
    await client.query('create unique index on bench_mentors (rn)');
    const mentors = await countOf(client, 'select count(*) as n from bench_mentors');
    await inChunks(
      SESSIONS,
      (from, to) =>
        client.query(
          `insert into sessions (owner_id, presenter_id, presenter_name, session_title, description, organiser, starts_at, ends_at,
                                 duration_minutes, price, tags, attendee_count, avg_rating, rating_count, cancelled, cancelled_at, created_at)
           select m.id, m.id, m.name,
                  initcap(${word('g')}) || ' ' || ${word('g * 3 + 1')} || ' ' || ${word('g * 5 + 2')} || ' live ' || g,
                  'A live session on ' || ${word('g * 7 + 3')} || ' and ' || ${word('g * 11 + 4')} || ' for learners in East Africa.',
                  'Delv', s.at, s.at + interval '1 hour', 60, case when g % 4 = 0 then 10000 else 0 end,
                  array[${word('g * 13 + 5')}, ${word('g * 17 + 6')}], ${pick('g * 19', 200)},
                  ${pick('g * 23', 11)} / 2.0, ${pick('g * 29', 30)},
                  g % 20 = 0, case when g % 20 = 0 then s.at - interval '1 day' end, s.at - interval '14 days'
           from generate_series($1::int, $2::int) g
           cross join lateral (select now() + (${pick('g * 31', 545 * 24)} - 365 * 24) * interval '1 hour' as at) s
           join bench_mentors m on m.rn = 1 + ${pick('g * 37', mentors)}`,
          [from, to],
        ),
      log,
      'sessions',
    );
    // New rows sit in the GIN indexes' pending lists until a vacuum: what autovacuum would leave.
    await client.query('vacuum analyze users, contents, sessions, search_words');
    log(
      `  search data: ${ITEMS.toLocaleString('en')} items, ${USERS.toLocaleString('en')} users, ${SESSIONS.toLocaleString('en')} sessions in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    client.release();
  }
}
