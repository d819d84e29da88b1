import { sql } from 'drizzle-orm';
import type { SearchResponse } from '@delv/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { contents, sessions } from '../../db/schema';
import { createHarness, expectError, request } from '../../../test/harness';
import type { UserRow } from '../users/users.service';
import { FUZZY_SETTINGS, SETTINGS, toPrefixQuery } from './search.service';
import {
  confirmedMentor,
  contentDoc,
  contentTitleLower,
  contentTitleVec,
  liveSession,
  mentorDoc,
  mentorNameLower,
  mentorTitleVec,
  sessionDoc,
  sessionTitleLower,
  sessionTitleVec,
} from './search.sql';

const h = await createHarness();
const app = h.app;
beforeEach(() => h.reset());

type NewContent = typeof contents.$inferInsert;
type NewSession = typeof sessions.$inferInsert;

let owner: UserRow;
beforeEach(async () => {
  owner = await h.user({ firstname: 'Olive', lastname: 'Owner', usercategory: ['mentor'], email: 'olive@example.com' });
});

async function item(over: Partial<NewContent> & { title: string }) {
  const [row] = await h.database.db
    .insert(contents)
    .values({ ownerId: owner.id, category: 'Video', sourceLink: 'https://youtu.be/dQw4w9WgXcQ', ...over })
    .returning();
  return row;
}

async function session(over: Partial<NewSession> & { sessionTitle: string }) {
  const startsAt = new Date(Date.now() + 86_400_000);
  const [row] = await h.database.db
    .insert(sessions)
    .values({
      ownerId: owner.id,
      presenterId: owner.id,
      presenterName: 'Olive Owner',
      description: 'A live session.',
      organiser: 'Delv',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      durationMinutes: 60,
      addressLink: 'https://meet.example.com/secret',
      ...over,
    })
    .returning();
  return row;
}

function search(body: Record<string, unknown>, bearer?: string) {
  const req = request(app).post('/api/search');
  return (bearer ? req.set('Authorization', bearer) : req).send(body);
}

async function found(body: Record<string, unknown>, bearer?: string): Promise<SearchResponse> {
  const res = await search(body, bearer);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as SearchResponse;
}

const titles = (hits: { title: string }[]) => hits.map((x) => x.title);

describe('POST /api/search', () => {
  it("when a guest searches 'data sci', then the Data Science course and the data-science mentor come back grouped, with a total per group", async () => {
    const course = await item({ title: 'Data Science', category: 'Course', description: 'From Python basics to neural networks.' });
    await item({ title: 'Linear algebra refresher', category: 'Article', description: 'The maths behind data science.' });
    await item({ title: 'Cooking for students', category: 'Video' });
    const mentor = await h.user({
      firstname: 'David',
      lastname: 'Otieno',
      usercategory: ['mentor'],
      email: 'david@example.com',
      interests: ['Data Science', 'Statistics'],
      bio: 'Data scientist in Nairobi.',
    });
    await h.user({ firstname: 'Dana', lastname: 'Learner', usercategory: ['student'], interests: ['Data Science'] });

    const body = await found({ keywords: 'data sci' });

    expect(body.success).toBe(true);
    expect(body.data.courses).toHaveLength(1);
    expect(body.data.courses[0]).toMatchObject({
      _id: course.id,
      kind: 'course',
      title: 'Data Science',
      category: 'Course',
      owner: { _id: owner.id },
    });
    expect(titles(body.data.content)).toEqual(['Linear algebra refresher']);
    expect(body.data.mentors.map((m) => m._id)).toEqual([mentor.id]);
    expect(body.data.mentors[0]).toMatchObject({
      kind: 'mentor',
      title: 'David Otieno',
      firstname: 'David',
      lastname: 'Otieno',
      usercategory: ['mentor'],
    });
    expect(body.counts).toEqual({ content: 1, courses: 1, sessions: 0, mentors: 1 });
    expect(body.count).toBe(3);
    // Never an e-mail address, whoever is found.
    expect(JSON.stringify(body)).not.toMatch(/@example\.com/);
  });

  it('when a title starts with the typed words, then it leads (the closest title first), before newer title matches', async () => {
    await item({ title: 'Data Science', category: 'Course', createdAt: new Date(Date.now() - 86_400_000) });
    await item({ title: 'Learn Data Science: full course for beginners', category: 'Course' });
    await item({ title: 'Data Science in practice', category: 'Course', createdAt: new Date(Date.now() - 3_600_000) });
    const body = await found({ keywords: 'data sci' });
    expect(titles(body.data.courses)).toEqual([
      'Data Science',
      'Data Science in practice',
      'Learn Data Science: full course for beginners',
    ]);
    const second = await found({ keywords: 'data sci', skip: 1, limit: 1 });
    expect(titles(second.data.courses)).toEqual(['Data Science in practice']);
    // One more follows: at least 2 so far.
    expect(second.counts.courses).toBe(2);
    expect(second.atLeast).toEqual(['courses']);
  });

  it('when a description is long, then only its start is sent (results show one line)', async () => {
    await item({ title: 'Long read', description: `${'word '.repeat(600)}end` });
    const [hit] = (await found({ keywords: 'long read' })).data.content;
    expect(hit.description.length).toBeLessThanOrEqual(201);
    expect(hit.description.endsWith('…')).toBe(true);
  });

  it('when words match in different fields, then title matches come first, then the rest (description, tags and names) newest first', async () => {
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await item({ title: 'Street food', description: 'The best of Kampala at night.', createdAt: at(30) });
    await item({ title: 'Kampala walking tour', createdAt: at(20) });
    await item({ title: 'Cooking basics', tags: ['kampala'], createdAt: at(10) });
    const body = await found({ keywords: 'kampala' });
    expect(titles(body.data.content)).toEqual(['Kampala walking tour', 'Cooking basics', 'Street food']);
  });

  it('when best matches span pages, then title matches come first, newest first, then the rest, and paging stays exact', async () => {
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await item({ title: 'Old notes on nursing', createdAt: at(50) });
    await item({ title: 'New notes on nursing', createdAt: at(10) });
    await item({ title: 'Mid notes on nursing', createdAt: at(30) });
    await item({ title: 'Ward rounds', description: 'Nursing in practice.', createdAt: at(5) });
    await item({ title: 'Shift work', tags: ['nursing'], createdAt: at(1) });
    await item({ title: 'Clinic days', description: 'Nursing at a clinic.', createdAt: at(40) });
    const page = async (skip: number) => found({ keywords: 'nurs', skip, limit: 2 });
    const pages = await Promise.all([0, 2, 4, 6].map(page));
    expect(pages.map((p) => titles(p.data.content))).toEqual([
      ['New notes on nursing', 'Mid notes on nursing'],
      ['Old notes on nursing', 'Shift work'],
      ['Ward rounds', 'Clinic days'],
      [],
    ]);
    // Totals to the end of each page, 'at least' while more follow; the last page tells the total.
    expect(pages.map((p) => [p.counts.content, p.atLeast])).toEqual([
      [2, ['content']],
      [4, ['content']],
      [6, []],
      [0, []],
    ]);
  });

  it('when a title is in Kiswahili, then each of its words, whole or begun, finds it (no English stemming)', async () => {
    // PostgreSQL has no Swahili stemmer: documents are split into words as they are ('simple').
    const wasifu = await item({
      title: 'Jinsi ya kuandika wasifu wa kazi',
      category: 'Article',
      description: 'Mwongozo kwa wanaotafuta ajira.',
    });
    await item({ title: 'Kilimo cha mboga mjini', category: 'Video' });
    for (const keywords of [
      'kuandika',
      'wasifu',
      'kazi',
      'kuand',
      'wasi',
      'Jinsi',
      'kuandika wasifu',
      'wasifu kazi',
      'ajira',
      'mwongozo',
    ]) {
      const body = await found({ keywords });
      expect(
        body.data.content.map((x) => x._id),
        keywords,
      ).toEqual([wasifu.id]);
    }
  });

  it('when every word is a prefix, then all must match (AND), in any order and any case', async () => {
    await item({ title: 'Introduction to Machine Learning' });
    await item({ title: 'Machine maintenance' });
    const body = await found({ keywords: 'LEARN mach' });
    expect(titles(body.data.content)).toEqual(['Introduction to Machine Learning']);
  });

  it("when the words have a typo ('data sceince', 'davd otieno'), then trigram similarity still finds them", async () => {
    await item({ title: 'Data Science', category: 'Course' });
    await item({ title: 'Gardening at home' });
    await h.user({ firstname: 'David', lastname: 'Otieno', usercategory: ['mentor'] });

    const course = await found({ keywords: 'data sceince' });
    expect(titles(course.data.courses)).toEqual(['Data Science']);
    expect(course.counts.courses).toBe(1);
    expect(course.data.content).toEqual([]);

    const mentor = await found({ keywords: 'davd otieno' });
    expect(titles(mentor.data.mentors)).toEqual(['David Otieno']);
  });

  it('when an item is private, then only its owner finds it', async () => {
    await item({ title: 'Private notes on statistics', visible: false });
    await item({ title: 'Public statistics primer' });
    const stranger = await h.user();

    expect(titles((await found({ keywords: 'statistics' })).data.content)).toEqual(['Public statistics primer']);
    expect(titles((await found({ keywords: 'statistics' }, h.bearer(stranger))).data.content)).toEqual(['Public statistics primer']);
    const mine = await found({ keywords: 'statistics' }, h.bearer(owner));
    expect(titles(mine.data.content).sort()).toEqual(['Private notes on statistics', 'Public statistics primer']);
    expect(mine.counts.content).toBe(2);
    // Not even by a typo.
    expect((await found({ keywords: 'privat notes' })).count).toBe(0);
  });

  it('when the owner of private items pages through a sort, then their items and public ones come in one order', async () => {
    const day = 86_400_000;
    const stranger = await h.user({ usercategory: ['mentor'] });
    for (let i = 0; i < 6; i += 1) {
      // Newest first: 0 (mine, private), 1 (public), 2 (mine, private), ... 5 (public, someone else's).
      const mine = i % 2 === 0;
      await item({
        title: `Budget plan ${i}`,
        visible: !mine,
        ownerId: mine ? owner.id : stranger.id,
        createdAt: new Date(Date.now() - i * day),
      });
    }
    for (const sort of ['latest', 'relevance'] as const) {
      const pages = [];
      for (const skip of [0, 2, 4])
        pages.push(titles((await found({ keywords: 'budget', sort, skip, limit: 2 }, h.bearer(owner))).data.content));
      expect(pages.flat(), sort).toEqual([0, 1, 2, 3, 4, 5].map((i) => `Budget plan ${i}`));
    }
    const theirs = await found({ keywords: 'budget', sort: 'latest' }, h.bearer(stranger));
    expect(titles(theirs.data.content)).toEqual(['Budget plan 1', 'Budget plan 3', 'Budget plan 5']);
    expect((await found({ keywords: 'budget' }, h.bearer(owner))).counts.content).toBe(6);
  });

  it('when the typed word is null or NULL, then it is a word like any other', async () => {
    await item({ title: 'Null hypothesis testing' });
    expect(titles((await found({ keywords: 'null' })).data.content)).toEqual(['Null hypothesis testing']);
    expect(titles((await found({ keywords: 'NULL hypo' })).data.content)).toEqual(['Null hypothesis testing']);
  });

  it('when a session is cancelled, then it is not found; live ones are, without their meeting link', async () => {
    const live = await session({ sessionTitle: 'SQL for analysts', tags: ['data'] });
    await session({ sessionTitle: 'SQL deep dive', cancelled: true, cancelledAt: new Date() });
    const body = await found({ keywords: 'sql' });
    expect(body.data.sessions.map((s) => s._id)).toEqual([live.id]);
    expect(body.data.sessions[0]).toMatchObject({
      kind: 'session',
      title: 'SQL for analysts',
      sessionTitle: 'SQL for analysts',
      presenter: { _id: owner.id, name: 'Olive Owner' },
      isPast: false,
    });
    expect(body.counts.sessions).toBe(1);
    expect(JSON.stringify(body)).not.toContain('meet.example.com');
    expect((await found({ keywords: 'deep dive' })).count).toBe(0);
  });

  it('when users are not confirmed mentors, then they are not in the mentors group', async () => {
    await h.user({ firstname: 'Amina', lastname: 'Unconfirmed', usercategory: ['mentor'], confirmed: false });
    await h.user({ firstname: 'Amina', lastname: 'Student', usercategory: ['student'] });
    const mentor = await h.user({ firstname: 'Amina', lastname: 'Mentor', usercategory: ['mentor', 'Career Coach'] });
    const body = await found({ keywords: 'amina' });
    expect(body.data.mentors.map((m) => m._id)).toEqual([mentor.id]);
    expect(body.data.mentors[0].usercategory).toEqual(['mentor', 'Career Coach']);
  });

  it('when types are ticked, then they combine and nothing else comes back; none ticked is everything', async () => {
    await item({ title: 'Python video', category: 'Video' });
    await item({ title: 'Python article', category: 'Article' });
    await item({ title: 'Python book', category: 'Book' });
    await item({ title: 'Python course', category: 'Course' });
    await session({ sessionTitle: 'Python live' });
    await h.user({ firstname: 'Python', lastname: 'Mentor', usercategory: ['mentor'] });

    const video = await found({ keywords: 'python', types: ['Video'] });
    expect(titles(video.data.content)).toEqual(['Python video']);
    expect(video.counts).toEqual({ content: 1, courses: 0, sessions: 0, mentors: 0 });

    const mix = await found({ keywords: 'python', types: ['Article', 'Sessions'] });
    expect(titles(mix.data.content)).toEqual(['Python article']);
    expect(titles(mix.data.sessions)).toEqual(['Python live']);
    expect(mix.count).toBe(2);

    const all = await found({ keywords: 'python', types: [] });
    expect(all.counts).toEqual({ content: 3, courses: 1, sessions: 1, mentors: 1 });
  });

  it('when sorted by latest, popular or trending, then createdAt, avgRating or views decide, highest first', async () => {
    const day = 86_400_000;
    await item({ title: 'Excel old', createdAt: new Date(Date.now() - 3 * day), avgRating: 5, views: 1 });
    await item({ title: 'Excel new', createdAt: new Date(Date.now() - day), avgRating: 1, views: 2 });
    await item({ title: 'Excel viral', createdAt: new Date(Date.now() - 2 * day), avgRating: 3, views: 900 });
    expect(titles((await found({ keywords: 'excel', sort: 'latest' })).data.content)).toEqual(['Excel new', 'Excel viral', 'Excel old']);
    expect(titles((await found({ keywords: 'excel', sort: 'popular' })).data.content)).toEqual(['Excel old', 'Excel viral', 'Excel new']);
    expect(titles((await found({ keywords: 'excel', sort: 'trending' })).data.content)).toEqual(['Excel viral', 'Excel new', 'Excel old']);
  });

  it("when the category is 'Career Guidance' or 'Upskilling', then courses order by parentCourse A to Z or Z to A, loose items last", async () => {
    await item({ title: 'Unit: budgeting', category: 'Course', parentCourse: 'Finance' });
    await item({ title: 'Unit: containers', category: 'Course', parentCourse: 'DevOps' });
    await item({ title: 'Unit: wireframes', category: 'Course', parentCourse: 'UX Design' });
    await item({ title: 'Unit: standalone', category: 'Course' });
    const asc = await found({ keywords: 'unit', category: 'Career Guidance' });
    expect(asc.data.courses.map((c) => c.parentCourse)).toEqual(['DevOps', 'Finance', 'UX Design', '']);
    const desc = await found({ keywords: 'unit', category: 'Upskilling' });
    expect(desc.data.courses.map((c) => c.parentCourse)).toEqual(['UX Design', 'Finance', 'DevOps', '']);
  });

  it('when paging, then skip and limit apply to every group, and a group whose matches end on the page tells its total', async () => {
    const day = 86_400_000;
    for (let i = 0; i < 5; i += 1) await item({ title: `Finance video ${i}`, createdAt: new Date(Date.now() - i * day) });
    for (let i = 0; i < 3; i += 1) await session({ sessionTitle: `Finance live ${i}`, createdAt: new Date(Date.now() - i * day) });
    const first = await found({ keywords: 'finance', sort: 'latest', skip: 0, limit: 2 });
    expect(titles(first.data.content)).toEqual(['Finance video 0', 'Finance video 1']);
    expect(titles(first.data.sessions)).toEqual(['Finance live 0', 'Finance live 1']);
    expect(first.counts).toMatchObject({ content: 2, sessions: 2 });
    expect(first.atLeast).toEqual(['content', 'sessions']);
    const second = await found({ keywords: 'finance', sort: 'latest', skip: 2, limit: 2 });
    expect(titles(second.data.sessions)).toEqual(['Finance live 2']);
    expect(second.counts).toMatchObject({ content: 4, sessions: 3 });
    expect(second.atLeast).toEqual(['content']);
    const third = await found({ keywords: 'finance', sort: 'latest', skip: 4, limit: 2 });
    expect(titles(third.data.content)).toEqual(['Finance video 4']);
    expect(third.data.sessions).toEqual([]);
    // A page past a group's end says nothing of the matches before it.
    expect(third.counts).toMatchObject({ content: 5, sessions: 0 });
    expect(third.atLeast).toEqual([]);
    expect(third.count).toBe(5);
  });

  it('when more match than a page holds, then the total says "at least" to the end of the page; counting them all is left out', async () => {
    await h.database.db.execute(sql`insert into contents (owner_id, title, category, source_link)
      select ${owner.id}, 'Bulk item ' || i, 'Video', 'https://youtu.be/dQw4w9WgXcQ' from generate_series(1, 205) i`);
    await item({ title: 'Bulk course', category: 'Course' });
    const body = await found({ keywords: 'bulk' });
    expect(body.counts).toMatchObject({ content: 30, courses: 1 });
    expect(body.atLeast).toEqual(['content']);
    expect(body.count).toBe(31);
    expect(body.data.content).toHaveLength(30);
    const further = await found({ keywords: 'bulk', skip: 150 });
    expect(further.counts).toMatchObject({ content: 180, courses: 0 });
    expect(further.atLeast).toEqual(['content']);
    // The last page tells the exact total.
    const last = await found({ keywords: 'bulk', skip: 180 });
    expect(last.data.content).toHaveLength(25);
    expect(last.counts.content).toBe(205);
    expect(last.atLeast).toEqual([]);
    const exactly = await found({ keywords: 'bulk', skip: 175 });
    expect(exactly.data.content).toHaveLength(30);
    expect([exactly.counts.content, exactly.atLeast]).toEqual([205, []]);
  });

  it('when the keywords are empty, then everything visible is listed (no minimum length), newest first', async () => {
    await item({ title: 'First', createdAt: new Date(Date.now() - 1000) });
    await item({ title: 'Second' });
    await item({ title: 'Hidden', visible: false });
    const body = await found({});
    expect(titles(body.data.content)).toEqual(['Second', 'First']);
    expect(body.counts.content).toBe(2);
    expect(body.counts.mentors).toBe(1);
  });

  it('when the keywords hold query syntax or only punctuation, then they are plain words, never an error', async () => {
    await item({ title: "Kenya's tech scene" });
    for (const keywords of ["kenya's", "'&|!:*()<->", '\\', '!!!', 'a & b | c', "o'brien:* & !x"]) {
      const res = await search({ keywords });
      expect(res.status, `${keywords}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    expect(titles((await found({ keywords: "kenya's" })).data.content)).toEqual(["Kenya's tech scene"]);
    expect((await found({ keywords: '!!!' })).count).toBe(0);
  });

  it('when the path has a trailing slash or the token is stale, then it still answers as for a guest', async () => {
    await item({ title: 'Agriculture today' });
    const res = await request(app).post('/api/search/').set('Authorization', 'Bearer not-a-token').send({ keywords: 'agri' });
    expect(res.status).toBe(200);
    expect(res.body.counts.content).toBe(1);
  });

  it('when the body breaks a rule, then 400 with the message', async () => {
    expectError(await search({ keywords: 'x'.repeat(101) }), 400, 'Search must be at most 100 characters', 'VALIDATION');
    expectError(await search({ keywords: { $ne: 1 } }), 400, 'keywords must be text');
    expectError(await search({ limit: 51 }), 400, 'limit must be at most 50');
    expectError(await search({ limit: 0 }), 400, 'limit must be at least 1');
    expectError(await search({ skip: -1 }), 400, 'skip must be 0 or more');
    expectError(await search({ skip: 'many' }), 400, 'skip must be a number');
    expectError(await search({ types: ['Book'] }), 400, 'Choose Video, Article or Sessions');
    expectError(await search({ types: 'Video' }), 400, 'Choose Video, Article or Sessions');
    expectError(await search({ sort: 'random' }), 400, 'Choose Relevance, Latest, Popular or Trending');
    expectError(await search({ category: 'Job Search' }), 400, 'Choose Career Guidance or Upskilling');
  });
});

describe('GET /api/search (the phone client: its answer can be kept offline by the service worker)', () => {
  it('when the query string asks what a POST body would, then the answer is the same, a private item still only for its owner', async () => {
    await item({ title: 'Python video', category: 'Video' });
    await item({ title: 'Python article', category: 'Article' });
    await item({ title: 'Private python notes', category: 'Article', visible: false });
    const get = (query: string, bearer?: string) => {
      const req = request(app).get(`/api/search?${query}`);
      return bearer ? req.set('Authorization', bearer) : req;
    };
    const res = await get('keywords=python&types=Video,Article&limit=30');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual(await found({ keywords: 'python', types: ['Video', 'Article'], limit: 30 }));
    expect(titles((res.body as SearchResponse).data.content).sort()).toEqual(['Python article', 'Python video']);
    const mine = (await get('keywords=python&types=Article', h.bearer(owner))).body as SearchResponse;
    expect(titles(mine.data.content).sort()).toEqual(['Private python notes', 'Python article']);
    expect(((await get('keywords=python')).body as SearchResponse).counts.content).toBe(2);
  });

  it('when the query string breaks a rule, then 400 with the message', async () => {
    expectError(await request(app).get('/api/search?types=Video,Book'), 400, 'Choose Video, Article or Sessions');
    expectError(await request(app).get(`/api/search?keywords=${'x'.repeat(101)}`), 400, 'Search must be at most 100 characters');
    expectError(await request(app).get('/api/search?limit=51'), 400, 'limit must be at most 50');
    expectError(await request(app).get('/api/search?sort=random'), 400, 'Choose Relevance, Latest, Popular or Trending');
  });
});

describe('search query plans', () => {
  /** A few thousand rows of each kind, vacuumed (GIN indexes take new rows into a pending list first)
   * and analysed, so the planner prices the indexes as it would in use. */
  beforeEach(async () => {
    const db = h.database.db;
    await db.execute(sql`insert into contents (owner_id, title, description, category, tags)
      select ${owner.id}, 'Item ' || md5(i::text) || ' ' || (array['farming','banking','nursing','teaching'])[i % 4 + 1],
             'Description number ' || i, (array['Video','Article','Course','Book'])[i % 4 + 1], array['tag' || (i % 50)]
      from generate_series(1, 4000) i`);
    await db.execute(sql`insert into sessions (owner_id, presenter_id, presenter_name, session_title, description, organiser, starts_at, ends_at, duration_minutes, cancelled)
      select ${owner.id}, ${owner.id}, 'Olive Owner', 'Session ' || md5(i::text) || ' ' || (array['farming','banking','nursing','teaching'])[i % 4 + 1],
             'About session ' || i, 'Delv', now() + i * interval '1 hour', now() + i * interval '1 hour' + interval '1 hour', 60, i % 10 = 0
      from generate_series(1, 4000) i`);
    await db.execute(sql`insert into users (email, firstname, lastname, usercategory, confirmed, bio)
      select 'person' || i || '@bulk.example', 'First' || i, 'Last' || i, array[(array['mentor','student','graduate'])[i % 3 + 1]], i % 7 <> 0,
             'Bio of ' || (array['farmer','banker','nurse','teacher'])[i % 4 + 1]
      from generate_series(1, 4000) i`);
    await db.execute(sql`vacuum analyze contents`);
    await db.execute(sql`vacuum analyze sessions`);
    await db.execute(sql`vacuum analyze users`);
  });

  /** A statement's plan under the settings the service runs its statements with. */
  async function plan(query: ReturnType<typeof sql>, fuzzy = false): Promise<string> {
    return h.database.db.transaction(async (tx) => {
      const settings = [...SETTINGS, ...(fuzzy ? FUZZY_SETTINGS : [])];
      for (let i = 0; i < settings.length; i += 2) await tx.execute(sql`select set_config(${settings[i]}, ${settings[i + 1]}, true)`);
      const result = await tx.execute(sql`explain ${query}`);
      const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as Record<string, string>[];
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
  }
  const q = sql`to_tsquery('simple'::regconfig, ${toPrefixQuery('nurs 12')})`;

  it('when searching, then the weighted full-text indexes serve the match', async () => {
    expect(await plan(sql`select id from contents where ${contentDoc} @@ ${q}`)).toContain('contents_search_idx');
    expect(await plan(sql`select id from sessions where ${liveSession} and ${sessionDoc} @@ ${q}`)).toContain('sessions_search_idx');
    expect(await plan(sql`select id from users where ${confirmedMentor} and ${mentorDoc} @@ ${q}`)).toContain('users_mentor_search_idx');
  });

  it('when best matches are read title first, then the title indexes serve that step', async () => {
    expect(await plan(sql`select id from contents where ${contentTitleVec} @@ ${q}`)).toContain('contents_title_fts_idx');
    expect(await plan(sql`select id from sessions where ${liveSession} and ${sessionTitleVec} @@ ${q}`)).toContain(
      'sessions_title_fts_idx',
    );
    expect(await plan(sql`select id from users where ${confirmedMentor} and ${mentorTitleVec} @@ ${q}`)).toContain(
      'users_mentor_name_fts_idx',
    );
  });

  it('when a common word is searched, then its title matches are walked newest first in an index alone, no rows read', async () => {
    // A word in a quarter of the titles: planned for that word, the page is found by walking the
    // covering index of 0031 (the rows' title words inside) instead of collecting a thousand matches.
    const common = sql`to_tsquery('simple'::regconfig, 'nursing')`;
    const walk = (
      table: ReturnType<typeof sql>,
      vec: ReturnType<typeof sql>,
      where: ReturnType<typeof sql>,
      desc: ReturnType<typeof sql>,
    ) => plan(sql`select id from ${table} where ${where} and ${vec} @@ ${common} order by created_at ${desc}, id ${desc} limit 30`);
    expect(await walk(sql`contents`, contentTitleVec, sql`visible and category <> 'Course'`, sql`desc nulls last`)).toContain(
      'Index Only Scan using contents_search_walk_idx',
    );
    expect(await walk(sql`contents`, contentTitleVec, sql`visible and category = 'Course'`, sql`desc nulls last`)).toContain(
      'Index Only Scan using contents_course_search_walk_idx',
    );
    expect(await walk(sql`sessions`, sessionTitleVec, liveSession, sql`desc`)).toContain('Index Only Scan using sessions_search_walk_idx');
    // (Mentors' titles are their names, which no word fills a quarter of here.)
  });

  it('when titles start with the words, then the prefix indexes find the first few in order', async () => {
    const lead = (table: ReturnType<typeof sql>, expr: ReturnType<typeof sql>, where: ReturnType<typeof sql>) =>
      plan(sql`select 1 from ${table} where ${where} and ${expr} like 'item a1d0%' order by ${expr} using ~<~ limit 3`);
    expect(await lead(sql`contents`, contentTitleLower, sql`true`)).toContain('contents_title_prefix_idx');
    expect(await lead(sql`sessions`, sessionTitleLower, liveSession)).toContain('sessions_title_prefix_idx');
    expect(await lead(sql`users`, mentorNameLower, confirmedMentor)).toContain('users_mentor_name_prefix_idx');
  });

  it('when falling back to similarity, then the trigram indexes serve it', async () => {
    // md5('42') = 'a1d0c6e83f027327d8461063f4ac58a6': a typo in the one title that holds it.
    expect(await plan(sql`select id from contents where ${contentTitleLower} %> 'a1d0c6e8f3'`, true)).toContain('contents_title_trgm_idx');
    expect(await plan(sql`select id from sessions where ${liveSession} and ${sessionTitleLower} %> 'a1d0c6e8f3'`, true)).toContain(
      'sessions_title_trgm_idx',
    );
    expect(await plan(sql`select id from users where ${confirmedMentor} and ${mentorNameLower} %> 'frist12'`, true)).toContain(
      'users_mentor_name_trgm_idx',
    );
  });

  it("when keywords are turned into a query, then every word is a quoted prefix: 'data sci' → 'data':* & 'sci':*", () => {
    expect(toPrefixQuery('data sci')).toBe("'data':* & 'sci':*");
    expect(toPrefixQuery("  o'brien  \\x ")).toBe("'o''brien':* & '\\\\x':*");
    expect(toPrefixQuery('!!! ...')).toBeNull();
  });
});
