import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MODERATION_MSG, type AuditEntry, type ModerationCase } from '@delv/shared';
import type { Db } from '../../db/client';
import { beforeCommit, publish } from '../../events/publish';
import { createHarness, expectError, PASSWORD, request } from '../../../test/harness';
import { eventOf, liveChannel } from '../../../test/sse';
import { grantRole, userChanged, type UserRow } from '../users';

const h = await createHarness();
const db = h.database.db as Db;
beforeEach(() => h.reset());

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

const as = (who: UserRow | null) => ({
  get: (url: string) => (who ? request(h.app).get(url).set('Authorization', h.bearer(who)) : request(h.app).get(url)),
  post: (url: string, body: object = {}) =>
    who ? request(h.app).post(url).set('Authorization', h.bearer(who)).send(body) : request(h.app).post(url).send(body),
});

async function postBy(author: UserRow, text = 'Buy cheap followers at spam.example'): Promise<string> {
  const res = await as(author).post('/api/post', { postText: text }).expect(201);
  return res.body.data._id as string;
}

const reportPost = (who: UserRow, id: string, reason = 'spam', text?: string) =>
  as(who).post('/api/moderation/reports', { kind: 'post', id, reason, ...(text !== undefined && { text }) });

const queueOf = async (moderator: UserRow): Promise<ModerationCase[]> =>
  (await as(moderator).get('/api/moderation/queue').expect(200)).body.data as ModerationCase[];

const auditRows = () =>
  q<{ action: string; actor_id: string | null; target_kind: string; target_id: string; reason: string; before: unknown; after: unknown }>(
    sql`select * from audit_log order by id`,
  );

async function world() {
  const [author, ann, ben, cleo, moderator, other, admin] = await Promise.all([
    h.user({ firstname: 'Spammy' }),
    h.user({ firstname: 'Ann' }),
    h.user({ firstname: 'Ben' }),
    h.user({ firstname: 'Cleo' }),
    h.user({ firstname: 'Mo', roles: ['moderator'] }),
    h.user({ firstname: 'Otto', roles: ['moderator'] }),
    h.user({ firstname: 'Ada', roles: ['admin'] }),
  ]);
  return { author, ann, ben, cleo, moderator, other, admin };
}

describe('POST /api/moderation/reports', () => {
  it('when a learner reports a post, then 201 and the queue shows it once with the reason, reporter count and the post as reported', async () => {
    const w = await world();
    const id = await postBy(w.author);
    const res = await reportPost(w.ann, id, 'other', 'It links to a scam').expect(201);
    expect(res.body).toMatchObject({ success: true, message: MODERATION_MSG.reported });
    const [c] = await queueOf(w.moderator);
    expect(c).toMatchObject({
      kind: 'post',
      id,
      reporters: 1,
      reasons: { other: 1 },
      notes: ['It links to a scam'],
      reporterHistory: { upheld: 0, dismissed: 0 },
      hidden: false,
      claimedBy: null,
      snapshot: { text: 'Buy cheap followers at spam.example', authorId: w.author.id, link: `/post/${id}` },
      author: { _id: w.author.id, earlierReports: 0, sanctions: [] },
    });
  });

  it('when people with earlier reports report a thing, then the queue shows their standing: upheld and dismissed before', async () => {
    const w = await world();
    const [first, second, third] = [await postBy(w.author, 'one'), await postBy(w.author, 'two'), await postBy(w.author, 'three')];
    await reportPost(w.ann, first).expect(201);
    await reportPost(w.ben, first).expect(201);
    await as(w.moderator).post(`/api/moderation/cases/post/${first}/act`, { action: 'remove', reason: 'Spam' }).expect(200);
    await reportPost(w.ann, second).expect(201);
    await as(w.moderator).post(`/api/moderation/cases/post/${second}/act`, { action: 'dismiss' }).expect(200);
    await reportPost(w.ann, third).expect(201);
    await reportPost(w.ben, third).expect(201);
    await reportPost(w.cleo, third).expect(201);
    const [c] = await queueOf(w.moderator);
    expect(c).toMatchObject({ id: third, reporters: 3, reporterHistory: { upheld: 2, dismissed: 1 } });
  });

  it('when the same person reports the same thing again while it is open, then 409 with a clear message', async () => {
    const w = await world();
    const id = await postBy(w.author);
    await reportPost(w.ann, id).expect(201);
    expectError(await reportPost(w.ann, id, 'harassment_hate').expect(409), 409, MODERATION_MSG.alreadyReported);
    expect((await queueOf(w.moderator))[0].reporters).toBe(1);
  });

  it('when the post is deleted after it was reported, then the queue still shows it as reported', async () => {
    const w = await world();
    const id = await postBy(w.author);
    await reportPost(w.ann, id).expect(201);
    await request(h.app).delete(`/api/post/${id}`).set('Authorization', h.bearer(w.author)).expect(200);
    expect((await queueOf(w.moderator))[0].snapshot.text).toBe('Buy cheap followers at spam.example');
  });

  it('when the input is wrong, then 400 with the message; a guest 401; an unknown thing 404; my own post 400', async () => {
    const w = await world();
    const id = await postBy(w.author);
    expectError(await reportPost(w.ann, id, 'rude').expect(400), 400, MODERATION_MSG.reasonInvalid);
    expectError(await reportPost(w.ann, id, 'other').expect(400), 400, MODERATION_MSG.otherNeedsText);
    expectError(
      await as(w.ann).post('/api/moderation/reports', { kind: 'planet', id, reason: 'spam' }).expect(400),
      400,
      MODERATION_MSG.kindInvalid,
    );
    await as(null).post('/api/moderation/reports', { kind: 'post', id, reason: 'spam' }).expect(401);
    expectError(await reportPost(w.ann, '00000000-0000-4000-8000-000000000000').expect(404), 404, MODERATION_MSG.thingNotFound);
    expectError(await reportPost(w.author, id).expect(400), 400, MODERATION_MSG.ownThing);
  });

  it('when a learner reports a profile, then its snapshot names the person', async () => {
    const w = await world();
    await as(w.ann).post('/api/moderation/reports', { kind: 'profile', id: w.author.id, reason: 'spam' }).expect(201);
    const [c] = await queueOf(w.moderator);
    expect(c).toMatchObject({
      kind: 'profile',
      id: w.author.id,
      snapshot: { authorId: w.author.id, link: `/users/profile/${w.author.id}` },
    });
  });

  it('when three distinct people report a post (the default setting), then it is hidden until reviewed, on the record', async () => {
    const w = await world();
    const id = await postBy(w.author);
    await reportPost(w.ann, id).expect(201);
    await reportPost(w.ben, id).expect(201);
    // Two: still shown to others.
    await as(w.cleo).get(`/api/post/${id}`).expect(200);
    await reportPost(w.cleo, id).expect(201);
    await as(w.cleo).get(`/api/post/${id}`).expect(404);
    // Its author still sees it; the queue says it is hidden.
    await as(w.author).get(`/api/post/${id}`).expect(200);
    expect((await queueOf(w.moderator))[0]).toMatchObject({ reporters: 3, hidden: true });
    expect(await auditRows()).toEqual([expect.objectContaining({ action: 'moderation.autohide', actor_id: null, target_id: id })]);
  });
});

describe('the review queue', () => {
  it('when a learner or a claim reviewer asks for the queue, then 403; a guest 401; an admin sees it', async () => {
    const w = await world();
    const reviewer = await h.user({ roles: ['claimReviewer'] });
    expectError(await as(w.ann).get('/api/moderation/queue').expect(403), 403, MODERATION_MSG.moderatorsOnly);
    await as(reviewer).get('/api/moderation/queue').expect(403);
    await as(null).get('/api/moderation/queue').expect(401);
    await as(w.admin).get('/api/moderation/queue').expect(200);
  });

  it('when two moderators claim the same thing at once, then one has it and the other gets 409', async () => {
    const w = await world();
    const id = await postBy(w.author);
    await reportPost(w.ann, id).expect(201);
    const url = `/api/moderation/cases/post/${id}/claim`;
    const [a, b] = await Promise.all([as(w.moderator).post(url), as(w.other).post(url)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expectError(loser, 409, MODERATION_MSG.claimedByOther);
    const winner = a.status === 200 ? w.moderator : w.other;
    expect((await queueOf(w.admin))[0].claimedBy?._id).toBe(winner.id);
    // The other cannot act on it either.
    const notWinner = winner === w.moderator ? w.other : w.moderator;
    await as(notWinner).post(`/api/moderation/cases/post/${id}/act`, { action: 'dismiss' }).expect(409);
  });

  it('when a moderator removes a reported post, then it is pulled down, the reports close, each reporter is told, and it is on the record', async () => {
    const w = await world();
    const id = await postBy(w.author);
    await reportPost(w.ann, id).expect(201);
    await reportPost(w.ben, id, 'false_misleading').expect(201);
    const res = await as(w.moderator).post(`/api/moderation/cases/post/${id}/act`, { action: 'remove', reason: 'Spam links' }).expect(200);
    expect(res.body.data).toEqual({ action: 'remove', closedReports: 2 });
    await as(w.cleo).get(`/api/post/${id}`).expect(404);
    expect(await queueOf(w.moderator)).toEqual([]);
    for (const reporter of [w.ann, w.ben]) {
      const notices = (await as(reporter).get('/api/notifications').expect(200)).body.data;
      expect(notices).toEqual([
        expect.objectContaining({ kind: 'moderation', subject: expect.objectContaining({ kind: 'report', state: 'remove' }) }),
      ]);
    }
    expect(await auditRows()).toEqual([
      expect.objectContaining({
        action: 'moderation.remove',
        actor_id: w.moderator.id,
        target_kind: 'post',
        target_id: id,
        reason: 'Spam links',
      }),
    ]);
    // Reporting it again is a new report: the earlier one is closed.
    const later = await q<{ n: number }>(sql`select count(*)::int as n from reports where closed_at is not null and outcome = 'remove'`);
    expect(later[0].n).toBe(2);
  });

  it('when the decision cannot commit, then no reporter is told and the reports stay open: the notices are in its transaction', async () => {
    const w = await world();
    const id = await postBy(w.author);
    await reportPost(w.ann, id).expect(201);
    // Something later in the same transaction fails (after the notifications area wrote its notices).
    let saw = -1;
    beforeCommit('moderation.decided', 'test', async (tx) => {
      saw = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from notifications where kind = 'moderation'`))[0].n;
      throw new Error('the process died');
    });
    try {
      await as(w.moderator).post(`/api/moderation/cases/post/${id}/act`, { action: 'dismiss' }).expect(500);
    } finally {
      beforeCommit('moderation.decided', 'test', async () => {});
    }
    expect(saw, "the notice was written in the decision's transaction").toBe(1);
    expect((await as(w.ann).get('/api/notifications').expect(200)).body.data).toEqual([]);
    expect((await queueOf(w.moderator)).map((c) => c.id)).toEqual([id]);
    // Acting again works, and tells her once.
    await as(w.moderator).post(`/api/moderation/cases/post/${id}/act`, { action: 'dismiss' }).expect(200);
    expect((await as(w.ann).get('/api/notifications').expect(200)).body.data).toHaveLength(1);
  });

  it('when a moderator removes a reported comment or chat message, then it is gone for everyone', async () => {
    const w = await world();
    const id = await postBy(w.ann, 'A fair question');
    const comment = await as(w.author)
      .post('/api/comment', { commentAbout: 'post', idOfCommentedAbout: id, commentText: 'You are stupid' })
      .expect(201);
    const commentId = comment.body.data._id as string;
    await as(w.ann).post('/api/moderation/reports', { kind: 'comment', id: commentId, reason: 'harassment_hate' }).expect(201);
    const group = await as(w.ann).post('/api/discussiongroup', { groupName: 'Study buddies', privacy: 'Public' }).expect(201);
    const groupId = group.body.data._id as string;
    const chat = await as(w.ann).post('/api/chat', { groupId, title: 'Week one' }).expect(201);
    const chatId = chat.body.data._id as string;
    const sent = await as(w.ann).post('/api/chat/submitchat', { groupId, chatId, content: 'Send me your password' }).expect(201);
    const messageId = sent.body.data._id as string;
    await as(w.moderator).post(`/api/moderation/cases/comment/${commentId}/act`, { action: 'remove', reason: 'Insults' }).expect(200);
    expect(await q(sql`select id from comments where id = ${commentId}::uuid`)).toEqual([]);
    // As if another member had written it (nobody reports their own message); the group's admin removes it.
    await db.execute(sql`update chat_messages set user_id = ${w.author.id}::uuid where id = ${messageId}::uuid`);
    await as(w.ann).post('/api/moderation/reports', { kind: 'chatMessage', id: messageId, reason: 'spam' }).expect(201);
    await as(w.ann).post(`/api/moderation/cases/chatMessage/${messageId}/act`, { action: 'remove', reason: 'Phishing' }).expect(200);
    const [m] = await q<{ deleted_at: string | null; content: string }>(
      sql`select deleted_at, content from chat_messages where id = ${messageId}::uuid`,
    );
    expect(m).toMatchObject({ content: '' });
    expect(m.deleted_at).not.toBeNull();
  });

  it('when a moderator dismisses an automatically hidden post, then it is shown again', async () => {
    const w = await world();
    const id = await postBy(w.author, 'An honest post');
    for (const who of [w.ann, w.ben, w.cleo]) await reportPost(who, id).expect(201);
    await as(w.cleo).get(`/api/post/${id}`).expect(404);
    await as(w.moderator)
      .post(`/api/moderation/dismiss`, { cases: [{ kind: 'post', id }] })
      .expect(200);
    await as(w.cleo).get(`/api/post/${id}`).expect(200);
  });

  it('when an action lacks its reason or time, then 400 with the message', async () => {
    const w = await world();
    const id = await postBy(w.author);
    await reportPost(w.ann, id).expect(201);
    const url = `/api/moderation/cases/post/${id}/act`;
    expectError(await as(w.moderator).post(url, { action: 'ban' }).expect(400), 400, MODERATION_MSG.actionInvalid);
    expectError(await as(w.moderator).post(url, { action: 'hide' }).expect(400), 400, MODERATION_MSG.reasonRequired);
    expectError(await as(w.moderator).post(url, { action: 'silence', reason: 'Spam' }).expect(400), 400, MODERATION_MSG.hoursInvalid);
    expectError(
      await as(w.moderator).post(url, { action: 'silence', reason: 'Spam', hours: 5 }).expect(400),
      400,
      MODERATION_MSG.hoursInvalid,
    );
    await as(w.ann).post(url, { action: 'dismiss' }).expect(403);
  });
});

describe("a group's admins", () => {
  it('when their group is reported, then they see it in their own queue and may hide it, but not sanction; others may not', async () => {
    const w = await world();
    const created = await as(w.author).post('/api/discussiongroup', { groupName: 'Night owls', privacy: 'Public' }).expect(201);
    const groupId = created.body.data._id as string;
    await as(w.ann).post('/api/moderation/reports', { kind: 'group', id: groupId, reason: 'harassment_hate' }).expect(201);
    const mine = (await as(w.author).get('/api/moderation/queue/local').expect(200)).body;
    expect(mine).toMatchObject({ count: 1, data: [{ kind: 'group', id: groupId, snapshot: { title: 'Night owls' } }] });
    expect((await as(w.ben).get('/api/moderation/queue/local').expect(200)).body).toMatchObject({ count: 0, data: [] });
    await as(w.author).get('/api/moderation/queue').expect(403);
    const url = `/api/moderation/cases/group/${groupId}`;
    await as(w.ben).post(`${url}/claim`).expect(403);
    await as(w.ben).post(`${url}/act`, { action: 'hide', reason: 'Not mine to hide' }).expect(403);
    await as(w.author).post(`${url}/act`, { action: 'silence', hours: 24, reason: 'No' }).expect(403);
    await as(w.author).post(`${url}/act`, { action: 'dismiss' }).expect(403);
    await as(w.author).post(`${url}/claim`).expect(200);
    await as(w.author).post(`${url}/act`, { action: 'hide', reason: 'Off topic' }).expect(200);
    expect(await auditRows()).toEqual([
      expect.objectContaining({ action: 'moderation.hide', actor_id: w.author.id, target_kind: 'group', target_id: groupId }),
    ]);
  });
});

describe('staff notes on a person', () => {
  it('when a moderator writes a note on an author, then the queue shows it with the author, the console lists it, and it is on the record', async () => {
    const w = await world();
    const id = await postBy(w.author);
    await reportPost(w.ann, id).expect(201);
    const res = await as(w.moderator)
      .post(`/api/moderation/people/${w.author.id}/notes`, { text: 'Warned by phone on Monday' })
      .expect(201);
    expect(res.body).toMatchObject({
      message: MODERATION_MSG.noteAdded,
      data: { text: 'Warned by phone on Monday', byName: expect.stringMatching(/^Mo Person/) },
    });
    const [c] = await queueOf(w.moderator);
    expect(c.author?.notes).toEqual([
      expect.objectContaining({ text: 'Warned by phone on Monday', byName: expect.stringMatching(/^Mo Person/) }),
    ]);
    const people = (await as(w.admin).get('/api/moderation/people?q=Spammy').expect(200)).body.data;
    expect(people[0].notes).toEqual([expect.objectContaining({ text: 'Warned by phone on Monday' })]);
    expect(await auditRows()).toEqual([
      expect.objectContaining({
        action: 'moderation.note',
        actor_id: w.moderator.id,
        target_id: w.author.id,
        reason: 'Warned by phone on Monday',
      }),
    ]);
  });

  it('when a learner writes one, then 403; an empty note, then 400; an unknown person, then 404', async () => {
    const w = await world();
    expectError(await as(w.ann).post(`/api/moderation/people/${w.author.id}/notes`, { text: 'Hi' }), 403, MODERATION_MSG.moderatorsOnly);
    expectError(
      await as(w.moderator).post(`/api/moderation/people/${w.author.id}/notes`, { text: '  ' }),
      400,
      MODERATION_MSG.noteRequired,
    );
    expectError(
      await as(w.moderator).post('/api/moderation/people/00000000-0000-4000-8000-000000000000/notes', { text: 'Hi' }),
      404,
      MODERATION_MSG.userNotFound,
    );
  });
});

describe('sanctions', () => {
  const live = liveChannel(h.app);

  it('when a report arrives, is claimed or decided, then the moderators hear it live (their queue reads itself again)', async () => {
    const w = await world();
    const id = await postBy(w.author);
    const stream = await live(h.bearer(w.other));
    const changed = (from: number) =>
      stream.next((m) => eventOf(m).type === 'moderation.queue.changed' && eventOf(m).data.id === id, 5000, from);
    let seen = stream.messages.length;
    await reportPost(w.ann, id).expect(201);
    expect(eventOf(await changed(seen)).data).toEqual({ kind: 'post', id });
    seen = stream.messages.length;
    await as(w.moderator).post(`/api/moderation/cases/post/${id}/claim`).expect(200);
    await changed(seen);
    seen = stream.messages.length;
    await as(w.moderator).post(`/api/moderation/cases/post/${id}/act`, { action: 'dismiss' }).expect(200);
    await changed(seen);
  });

  it('when a moderator silences the author for a day, then every write route they post through says so, reading still works, and the author is told', async () => {
    const w = await world();
    const id = await postBy(w.author);
    await reportPost(w.ann, id).expect(201);
    await as(w.moderator).post(`/api/moderation/cases/post/${id}/act`, { action: 'silence', hours: 24, reason: 'Spam links' }).expect(200);
    const res = await as(w.author).post('/api/post', { postText: 'More spam' }).expect(403);
    expect(res.body.error).toMatchObject({ code: 'SILENCED', messageKey: 'MSG.silenced' });
    expect(res.body.err).toMatch(/^You cannot post, comment, chat or review until \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/);
    const comment = await as(w.author).post('/api/comment', { itemId: id, kind: 'post', text: 'spam' }).expect(403);
    expect(comment.body.error.code).toBe('SILENCED');
    await as(w.author).get('/api/post').expect(200);
    const notices = (await as(w.author).get('/api/notifications').expect(200)).body.data;
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'moderation',
        subject: expect.objectContaining({ kind: 'sanction', state: 'silence', title: 'Spam links' }),
      }),
    ]);
    // The queue shows the sanction in the author's history; the thing still awaits its decision.
    const [c] = await queueOf(w.moderator);
    expect(c.author?.sanctions).toEqual([expect.objectContaining({ kind: 'silence', reason: 'Spam links' })]);
    expect(await auditRows()).toEqual([
      expect.objectContaining({ action: 'moderation.silence', target_kind: 'user', target_id: w.author.id }),
    ]);
  });

  it('when a silence has ended, then the person posts again with nothing lifting it', async () => {
    const author = await h.user();
    await db.execute(
      sql`insert into sanctions (user_id, kind, reason, ends_at) values (${author.id}::uuid, 'silence', 'x', now() - interval '1 second')`,
    );
    await publish(db, userChanged(author.id));
    await as(author).post('/api/post', { postText: 'Back again' }).expect(201);
  });

  it('when a moderator suspends the author, then their open live stream ends within 2 s, their token stops and they cannot sign in', async () => {
    const w = await world();
    const id = await postBy(w.author);
    await reportPost(w.ann, id).expect(201);
    const stream = await live(h.bearer(w.author));
    const started = Date.now();
    await as(w.moderator)
      .post(`/api/moderation/cases/post/${id}/act`, { action: 'suspend', hours: 72, reason: 'Repeated spam' })
      .expect(200);
    const left = 2000 - (Date.now() - started);
    const outcome = await Promise.race([stream.ended.then(() => 'ended'), new Promise((r) => setTimeout(() => r('still open'), left))]);
    expect(outcome).toBe('ended');
    await as(w.author).get('/api/post').expect(401);
    const login = await request(h.app).post('/api/auth/login').send({ email: w.author.email, password: PASSWORD }).expect(403);
    expect(login.body.error.code).toBe('SUSPENDED');
    expect(login.body.err).toMatch(/^Your account is suspended until /);
  });
});

describe('the admin console', () => {
  it('when an admin finds a person and grants then revokes a role, then their roles change and both are on the record; others get 403', async () => {
    const w = await world();
    const found = await as(w.admin)
      .get(`/api/moderation/people?q=${encodeURIComponent('cleo')}`)
      .expect(200);
    expect(found.body.data).toEqual([
      expect.objectContaining({ _id: w.cleo.id, email: w.cleo.email, roles: [], openReports: 0, upheldReports: 0, sanctions: [] }),
    ]);
    expect(
      (
        await as(w.admin)
          .get(`/api/moderation/people?q=${encodeURIComponent(w.cleo.email)}`)
          .expect(200)
      ).body.data,
    ).toHaveLength(1);
    // Wildcards are letters here, not patterns.
    expect((await as(w.admin).get('/api/moderation/people?q=%25%25').expect(200)).body.data).toEqual([]);
    const granted = await as(w.admin).post('/api/moderation/roles', { userId: w.cleo.id, role: 'moderator', grant: true }).expect(200);
    expect(granted.body).toMatchObject({ message: MODERATION_MSG.roleGranted, data: { roles: ['moderator'] } });
    // At once: the new moderator opens the queue.
    await as(w.cleo).get('/api/moderation/queue').expect(200);
    await as(w.admin).post('/api/moderation/roles', { userId: w.cleo.id, role: 'moderator', grant: false }).expect(200);
    await as(w.cleo).get('/api/moderation/queue').expect(403);
    expect((await auditRows()).map((r) => [r.action, r.actor_id, r.target_id])).toEqual([
      ['role.grant', w.admin.id, w.cleo.id],
      ['role.revoke', w.admin.id, w.cleo.id],
    ]);
    expectError(await as(w.moderator).get('/api/moderation/people?q=cleo').expect(403), 403, MODERATION_MSG.adminsOnly);
    await as(w.moderator).post('/api/moderation/roles', { userId: w.cleo.id, role: 'admin', grant: true }).expect(403);
    expectError(
      await as(w.admin).post('/api/moderation/roles', { userId: w.cleo.id, role: 'king', grant: true }).expect(400),
      400,
      MODERATION_MSG.roleInvalid,
    );
    expectError(await as(w.admin).get('/api/moderation/people?q=c').expect(400), 400, MODERATION_MSG.searchTooShort);
  });
});

describe('the audit log', () => {
  it('when anyone updates or deletes a row of the log, then the database refuses', async () => {
    await db.execute(sql`insert into audit_log (action, target_kind, target_id) values ('test.action', 'user', 'x')`);
    await expect(db.execute(sql`update audit_log set reason = 'changed'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect(await auditRows()).toEqual([expect.objectContaining({ action: 'test.action', reason: '' })]);
  });

  it('when a role is granted or revoked, or a post is pulled down, then the log has who, what, before and after', async () => {
    const w = await world();
    await grantRole(db, w.ann.email, 'moderator', w.admin.id);
    const id = await postBy(w.author);
    await as(w.moderator).post('/api/post/update_post', { postId: id, status: 'rejected' }).expect(200);
    expect(await auditRows()).toEqual([
      expect.objectContaining({
        action: 'role.grant',
        actor_id: w.admin.id,
        target_id: w.ann.id,
        before: { roles: [] },
        after: { roles: ['moderator'] },
      }),
      expect.objectContaining({
        action: 'post.pulldown',
        actor_id: w.moderator.id,
        target_id: id,
        before: { status: 'active' },
        after: { status: 'rejected' },
      }),
    ]);
  });

  it('when the person who acted deletes their account, then their rows stay', async () => {
    const w = await world();
    const id = await postBy(w.author);
    await as(w.moderator).post('/api/post/update_post', { postId: id, status: 'rejected' }).expect(200);
    await request(h.app).delete('/api/user').set('Authorization', h.bearer(w.moderator)).send({ password: PASSWORD }).expect(200);
    expect(await q(sql`select id from users where id = ${w.moderator.id}::uuid`)).toEqual([]);
    expect(await auditRows()).toEqual([expect.objectContaining({ action: 'post.pulldown', actor_id: w.moderator.id })]);
  });

  it('when an admin reads the log with a filter, then newest first; as CSV too; a moderator gets 403', async () => {
    const w = await world();
    const id = await postBy(w.author);
    await reportPost(w.ann, id).expect(201);
    await as(w.moderator).post(`/api/moderation/cases/post/${id}/act`, { action: 'warn', hours: 24, reason: 'Be kind' }).expect(200);
    await as(w.moderator).post(`/api/moderation/cases/post/${id}/act`, { action: 'hide', reason: 'Spam' }).expect(200);
    const all = (await as(w.admin).get('/api/moderation/audit').expect(200)).body.data as AuditEntry[];
    expect(all.map((e) => e.action)).toEqual(['moderation.hide', 'moderation.warn']);
    expect(all[0]).toMatchObject({
      actorId: w.moderator.id,
      actorName: `Mo ${w.moderator.lastname}`,
      targetKind: 'post',
      targetId: id,
      reason: 'Spam',
    });
    const warned = (await as(w.admin).get('/api/moderation/audit?action=moderation.warn').expect(200)).body.data as AuditEntry[];
    expect(warned.map((e) => e.action)).toEqual(['moderation.warn']);
    const csv = await as(w.admin).get('/api/moderation/audit.csv?action=moderation.hide').expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"id","at","actor_id","actor_name","action","target_kind","target_id","reason","before","after"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('moderation.hide');
    expectError(await as(w.moderator).get('/api/moderation/audit').expect(403), 403, MODERATION_MSG.adminsOnly);
    await as(w.moderator).get('/api/moderation/audit.csv').expect(403);
    expectError(await as(w.admin).get('/api/moderation/audit?from=2026-13-45').expect(400), 400, MODERATION_MSG.dateInvalid);
  });
});
