/**
 * Fills a PostgreSQL database with 100,000 content items (plus owners, reviews, ratings and likes)
 * for the content benchmark. Multi-row inserts through unnest(): 1,000 rows per statement.
 * Deterministic (seeded random), so runs are comparable. Safe to re-run: it only regenerates
 * when the row count differs.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export const ITEMS = 100_000;
const OWNERS = 500;
const REVIEWERS = 2_000;
const COMMENTS = 100_000;
const LIKES = 200_000;
const BATCH = 1_000;

/** mulberry32: a small seeded generator. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
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
export const COURSE_NAMES = Array.from({ length: 300 }, (_, i) => `Course ${i + 1}`);

export interface Generated {
  contentIds: string[];
  courseNames: string[];
  ownerIds: string[];
}

async function insertRows(client: pg.PoolClient, table: string, columns: [string, string][], rows: unknown[][]) {
  const cols = columns.map(([name]) => name).join(', ');
  const arrays = columns.map((_, i) => rows.map((r) => r[i]));
  // Arrays of arrays (text[][]) cannot be unnested per row; tags travel as a joined string.
  const params = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  const select = columns.map(([name, type]) => (type === 'text' && name === 'tags' ? `string_to_array(${name}, '|')` : name)).join(', ');
  await client.query(`insert into ${table} (${cols}) select ${select} from unnest(${params}) as t(${cols})`, arrays);
}

/** Creates the rows unless the database already holds exactly ITEMS content items. */
export async function generate(pool: pg.Pool, log: (s: string) => void = console.log): Promise<Generated> {
  const client = await pool.connect();
  try {
    const {
      rows: [{ n }],
    } = await client.query<{ n: string }>('select count(*) as n from contents');
    if (Number(n) === ITEMS) {
      log(`database already has ${ITEMS} content items: reusing them`);
      // Steady state: what autovacuum leaves behind (visibility map set, statistics fresh).
      await client.query('vacuum analyze');
      return await existing(client);
    }
    const started = Date.now();
    const rand = rng(42);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
    await client.query('truncate contents, content_views, comments, ratings, likes, users restart identity cascade');

    const now = Date.now();
    const userRows: unknown[][] = [];
    const ownerIds: string[] = [];
    const reviewerIds: string[] = [];
    for (let i = 0; i < OWNERS + REVIEWERS; i++) {
      const id = randomUUID();
      const owner = i < OWNERS;
      (owner ? ownerIds : reviewerIds).push(id);
      userRows.push([
        id,
        `bench${i}@bench.delv.africa`,
        `First${i}`,
        `Last${i}`,
        owner ? (i % 5 === 0 ? 'institution' : 'mentor') : 'student',
      ]);
    }
    for (let i = 0; i < userRows.length; i += BATCH) {
      await client.query(
        `insert into users (id, email, firstname, lastname, usercategory, confirmed, password_hash)
         select id, email, firstname, lastname, array[cat], true, 'x' from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[]) as t(id, email, firstname, lastname, cat)`,
        [0, 1, 2, 3, 4].map((c) => userRows.slice(i, i + BATCH).map((r) => r[c])),
      );
    }

    const contentIds: string[] = [];
    const allIds: string[] = [];
    const columns: [string, string][] = [
      ['id', 'uuid'],
      ['owner_id', 'uuid'],
      ['title', 'text'],
      ['author', 'text'],
      ['description', 'text'],
      ['source_link', 'text'],
      ['category', 'text'],
      ['visible', 'bool'],
      ['tags', 'text'],
      ['publisher', 'text'],
      ['parent_course', 'text'],
      ['course_category', 'text'],
      ['avg_rating', 'float4'],
      ['rating_count', 'int4'],
      ['views', 'int4'],
      ['created_at', 'timestamptz'],
    ];
    for (let b = 0; b < ITEMS; b += BATCH) {
      const rows: unknown[][] = [];
      for (let i = b; i < Math.min(b + BATCH, ITEMS); i++) {
        const id = randomUUID();
        allIds.push(id);
        const r = rand();
        const category = r < 0.35 ? 'Video' : r < 0.65 ? 'Article' : r < 0.8 ? 'Course' : r < 0.9 ? 'Book' : 'OpenLib';
        const title = `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)} ${i}`.replace(/^./, (c) => c.toUpperCase());
        const unit = category === 'Course' && rand() < 0.9;
        const rated = rand() < 0.6;
        const visible = rand() > 0.05;
        if (visible) contentIds.push(id);
        rows.push([
          id,
          pick(ownerIds),
          title,
          `Author ${i % 997}`,
          `About ${title}. `.repeat(4),
          category === 'Video' ? 'https://youtu.be/dQw4w9WgXcQ' : 'https://example.com/item',
          category,
          visible,
          [pick(WORDS), pick(WORDS)].join('|'),
          category === 'Book' ? 'TBD' : '',
          unit ? pick(COURSE_NAMES) : '',
          category === 'Course' ? pick(COURSE_CATEGORIES) : '',
          rated ? Math.round(rand() * 10) / 2 : 0,
          rated ? 1 + Math.floor(rand() * 40) : 0,
          Math.floor(rand() * rand() * 5000),
          new Date(now - Math.floor(rand() * 730 * 86_400_000)),
        ]);
      }
      await insertRows(client, 'contents', columns, rows);
    }
    log(`  ${ITEMS} content items in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    for (let b = 0; b < COMMENTS; b += BATCH) {
      const rows: unknown[][] = [];
      for (let i = b; i < Math.min(b + BATCH, COMMENTS); i++) {
        rows.push([
          randomUUID(),
          'content',
          pick(allIds),
          pick(reviewerIds),
          `Review ${i}: ${pick(WORDS)} ${pick(WORDS)}`,
          rand() < 0.7 ? Math.round(rand() * 10) / 2 : null,
        ]);
      }
      await insertRows(
        client,
        'comments',
        [
          ['id', 'uuid'],
          ['kind', 'text'],
          ['item_id', 'text'],
          ['user_id', 'uuid'],
          ['text', 'text'],
          ['rating', 'float4'],
        ],
        rows,
      );
    }
    const seen = new Set<string>();
    for (let b = 0; b < LIKES; b += BATCH) {
      const rows: unknown[][] = [];
      for (let i = b; i < Math.min(b + BATCH, LIKES); i++) {
        const item = pick(allIds);
        const user = pick(reviewerIds);
        if (seen.has(item + user)) continue;
        seen.add(item + user);
        rows.push([randomUUID(), 'content', item, user]);
      }
      await insertRows(
        client,
        'likes',
        [
          ['id', 'uuid'],
          ['kind', 'text'],
          ['item_id', 'text'],
          ['user_id', 'uuid'],
        ],
        rows,
      );
    }
    await client.query('vacuum analyze');
    log(`  + ${OWNERS + REVIEWERS} users, ${COMMENTS} reviews, ${seen.size} likes; total ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { contentIds, courseNames: COURSE_NAMES, ownerIds };
  } finally {
    client.release();
  }
}

async function existing(client: pg.PoolClient): Promise<Generated> {
  const ids = await client.query<{ id: string }>('select id from contents where visible');
  const owners = await client.query<{ id: string }>("select id from users where usercategory[1] in ('mentor', 'institution')");
  return { contentIds: ids.rows.map((r) => r.id), courseNames: COURSE_NAMES, ownerIds: owners.rows.map((r) => r.id) };
}
