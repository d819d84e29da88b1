/**
 * Hiding applied to every kind (issue 31): a group, discussion, library item, session, profile or
 * institution hidden by reports or by a moderator is gone for everyone but its owners (told why)
 * and staff, in lists, search and by its address; dismissing its automatic hiding shows it again.
 */
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReportKind } from '@delv/shared';
import type { Db } from '../../db/client';
import { createHarness, request } from '../../../test/harness';
import type { UserRow } from '../users';

const h = await createHarness();
const db = h.database.db as Db;
beforeEach(() => h.reset());

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0];

const as = (who: UserRow | null) => ({
  get: (url: string) => (who ? request(h.app).get(url).set('Authorization', h.bearer(who)) : request(h.app).get(url)),
  post: (url: string, body: object = {}) =>
    who ? request(h.app).post(url).set('Authorization', h.bearer(who)).send(body) : request(h.app).post(url).send(body),
});

async function world() {
  const [owner, stranger, r1, r2, r3, moderator] = await Promise.all([
    h.user({ firstname: 'Owner', usercategory: ['mentor'] }),
    h.user({ firstname: 'Stranger' }),
    h.user({ firstname: 'R1' }),
    h.user({ firstname: 'R2' }),
    h.user({ firstname: 'R3' }),
    h.user({ firstname: 'Mo', roles: ['moderator'] }),
  ]);
  return { owner, stranger, reporters: [r1, r2, r3], moderator };
}
type World = Awaited<ReturnType<typeof world>>;

/** Three people report it: hidden until reviewed (MODERATION_AUTOHIDE_REPORTERS, 3). */
async function reportedByThree(w: World, kind: ReportKind, id: string) {
  for (const r of w.reporters) await as(r).post('/api/moderation/reports', { kind, id, reason: 'spam' }).expect(201);
}
const decide = (w: World, kind: ReportKind, id: string, action: 'hide' | 'remove' | 'dismiss') =>
  as(w.moderator)
    .post(`/api/moderation/cases/${kind}/${id}/act`, { action, ...(action !== 'dismiss' && { reason: 'Against the rules' }) })
    .expect(200);

/** Whether `who` finds it: by its address (200 or 404) and in its list. */
type Probe = (who: UserRow) => Promise<{ byLink: number; listed: boolean; notice?: boolean }>;

/** Every kind goes through the same story: shown; hidden by reports; shown again when dismissed; hidden by a decision. */
async function story(w: World, kind: ReportKind, id: string, probe: Probe, action: 'hide' | 'remove' = 'hide') {
  expect(await probe(w.stranger)).toMatchObject({ byLink: 200, listed: true });
  await reportedByThree(w, kind, id);
  expect(await probe(w.stranger), 'hidden from others').toMatchObject({ byLink: 404, listed: false });
  expect(await probe(w.owner), 'its owner still sees it, told why').toMatchObject({ byLink: 200, notice: true });
  expect((await probe(w.moderator)).byLink, 'staff still see it').toBe(200);
  await decide(w, kind, id, 'dismiss');
  expect(await probe(w.stranger), 'shown again once dismissed').toMatchObject({ byLink: 200, listed: true });
  expect((await probe(w.owner)).notice).toBeFalsy();
  await as(w.reporters[0]).post('/api/moderation/reports', { kind, id, reason: 'spam' }).expect(201);
  await decide(w, kind, id, action);
  expect(await probe(w.stranger), `hidden after ${action}`).toMatchObject({ byLink: 404, listed: false });
  expect(await probe(w.owner)).toMatchObject({ byLink: 200, notice: true });
}

const ids = (body: { data: { _id: string }[] }) => body.data.map((x) => x._id);

describe('a hidden thing is gone for everyone but its owners and staff', () => {
  it('a session: its page, the lists, search, a share of it in the feed, its calendar file and registering', async () => {
    const w = await world();
    const { id } = await one<{
      id: string;
    }>(sql`insert into sessions (owner_id, presenter_id, presenter_name, session_title, description, organiser,
        starts_at, ends_at, duration_minutes) values (${w.owner.id}, ${w.owner.id}, 'Owner', 'Zebra farming live', 'How to', 'Owner',
        now() + interval '1 day', now() + interval '1 day 1 hour', 60) returning id`);
    await as(w.owner)
      .post('/api/share/content', { shareText: 'Join me', sharedModel: 'Session', shared: { _id: id, title: 'x' }, shareWith: 'everyone' })
      .expect(201);
    const probe: Probe = async (who) => {
      const page = await as(who).get(`/api/sessions/session/${id}`);
      const list = await as(who).get('/api/sessions/all').expect(200);
      const found = JSON.stringify((await as(who).post('/api/search', { keywords: 'zebra' }).expect(200)).body).includes(id);
      return { byLink: page.status, listed: ids(list.body).includes(id) && found, notice: page.body.data?.hiddenByModerator };
    };
    const inFeed = async (who: UserRow) => JSON.stringify((await as(who).get('/api/home/feed/').expect(200)).body).includes(id);
    expect(await inFeed(w.stranger), 'its share in the feed').toBe(true);
    await as(null).get(`/api/sessions/session/${id}/ics`).expect(200);
    await story(w, 'session', id, probe);
    await as(w.stranger).post('/api/sessions/register', { eventId: id }).expect(404);
    expect(await inFeed(w.stranger), 'its share leaves the feed').toBe(false);
    expect(await inFeed(w.owner), 'its owner still sees the share').toBe(true);
    await as(null).get(`/api/sessions/session/${id}/ics`).expect(404);
  });

  it('a profile: its page, the people lists and search', async () => {
    const w = await world();
    const id = w.owner.id;
    const probe: Probe = async (who) => {
      const page = await as(who).get(`/api/user/${id}`);
      const list = await as(who).get('/api/user/mentors').expect(200);
      const found = JSON.stringify((await as(who).post('/api/search', { keywords: 'owner' }).expect(200)).body).includes(id);
      return { byLink: page.status, listed: ids(list.body).includes(id) && found, notice: page.body.data?.hiddenByModerator };
    };
    await story(w, 'profile', id, probe, 'remove');
  });

  it('an institution: its page and the directory', async () => {
    const w = await world();
    const { id } = await one<{ id: string }>(
      sql`insert into institutions (institution_name, institution_type, country, admins) values ('Zebra College', 'University', 'Uganda', array[${w.owner.id}]::uuid[]) returning id`,
    );
    const probe: Probe = async (who) => {
      const page = await as(who).get(`/api/institution/${id}`);
      const list = await as(who).get('/api/institution').expect(200);
      return { byLink: page.status, listed: ids(list.body).includes(id), notice: page.body.data?.hiddenByModerator };
    };
    await story(w, 'institution', id, probe);
  });

  it('a library item: its page, the lists and search; its owner cannot publish it meanwhile', async () => {
    const w = await world();
    const { id } = await one<{ id: string }>(
      sql`insert into contents (owner_id, title, category, visible) values (${w.owner.id}, 'Zebra care', 'Article', true) returning id`,
    );
    const probe: Probe = async (who) => {
      const page = await as(who).get(`/api/contents/content/${id}`);
      const list = await as(who).get('/api/contents').expect(200);
      const found = JSON.stringify((await as(who).post('/api/search', { keywords: 'zebra' }).expect(200)).body).includes(id);
      return { byLink: page.status, listed: ids(list.body).includes(id) && found, notice: page.body.data?.hiddenByModerator };
    };
    await story(w, 'content', id, probe);
    const publish = await request(h.app)
      .put(`/api/contents/publish?id=${id}`)
      .set('Authorization', h.bearer(w.owner))
      .send({ visible: true });
    expect(publish.status).toBe(403);
    expect((await one<{ visible: boolean }>(sql`select visible from contents where id = ${id}`)).visible).toBe(false);
  });

  it('a group: its page, the lists and its rooms; its admins still run it', async () => {
    const w = await world();
    const groupId = (
      await as(w.owner)
        .post('/api/discussiongroup', {
          groupName: 'Zebra keepers',
          privacy: 'Public',
          members: [w.stranger.id, ...w.reporters.map((r) => r.id)],
        })
        .expect(201)
    ).body.data._id;
    const probe: Probe = async (who) => {
      const page = await as(who).get(`/api/discussiongroup/${groupId}`);
      const list = await as(who).get('/api/discussiongroup').expect(200);
      return { byLink: page.status, listed: ids(list.body).includes(groupId), notice: page.body.data?.hiddenByModerator };
    };
    await story(w, 'group', groupId, probe);
    // Its rooms are its admins' alone meanwhile.
    await as(w.stranger).get(`/api/chat/${groupId}`).expect(404);
    await as(w.owner).get(`/api/chat/${groupId}`).expect(200);
  });

  it("a discussion: its messages and the group's list of discussions", async () => {
    const w = await world();
    const members = [w.stranger, ...w.reporters];
    const groupId = (
      await as(w.owner)
        .post('/api/discussiongroup', { groupName: 'Zebra keepers', privacy: 'Public', members: members.map((m) => m.id) })
        .expect(201)
    ).body.data._id;
    const chatId = (
      await as(w.owner)
        .post('/api/chat', { groupId, title: 'Zebra talk', members: members.map((m) => m.id) })
        .expect(201)
    ).body.data._id;
    const probe: Probe = async (who) => {
      const page = await as(who).get(`/api/chat/getAllChatDiscusions/${groupId}/${chatId}`);
      const list = await as(who).get(`/api/chat/${groupId}`);
      const room = (list.body.data ?? []).find((c: { _id: string }) => c._id === chatId);
      // Staff are no members of the group: they read it in the queue (its snapshot) and may not read the room.
      return { byLink: page.status === 403 ? 200 : page.status, listed: Boolean(room), notice: room?.hiddenByModerator };
    };
    await story(w, 'discussion', chatId, probe);
    await as(w.stranger).post('/api/chat/submitchat', { groupId, chatId, content: 'Hello?' }).expect(404);
  });
});
