import { NOTIFICATION_KINDS, NOTIFICATION_MSG, NOTIFICATION_PRUNE_DAYS, defaultNotificationPreference } from '@delv/shared';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { publish } from '../../events/publish';
import { createHarness, expectError, request, type Mail } from '../../../test/harness';
import { eventOf, liveChannel } from '../../../test/sse';
import { until } from '../../../test/until';
import { MAIL_TEXTS } from '../../mail/texts';
import { noticeJobsQueued } from './notifications.events';
import { scheduleBellReminders } from '../sessions/sessions.jobs';
import { runDigest, scheduleNotificationJobs } from './notifications.jobs';
import { NOTICE_MAIL_DELAY_MS } from './notifications.service';

/* Notifications (issue 17): notices made from domain events, grouped, read, chosen per kind,
 * mailed as they happen or in digests, unsubscribed in one click, pruned. */

const h = await createHarness();
// A test's last events may still be on their way to the queue: they must not land in the next test.
beforeEach(async () => {
  await noticeJobsQueued();
  await h.reset();
});

type Who = { id: string };
const as = (who: Who | null, req: request.Test) => (who ? req.set('Authorization', h.bearer(who)) : req);
const get = (who: Who | null, url: string) => as(who, request(h.app).get(url));
const post = (who: Who | null, url: string, body: object = {}) => as(who, request(h.app).post(url)).send(body);
const put = (who: Who | null, url: string, body: object) => as(who, request(h.app).put(url)).send(body);

const list = async (who: Who) => (await get(who, '/api/notifications').expect(200)).body;
const unread = async (who: Who) => (await get(who, '/api/notifications/unread-count').expect(200)).body.data.count as number;

/** Runs the queue until `who` has `n` notices (the bus queues each event's job just after its commit). */
async function noticesOf(who: Who, n = 1) {
  await until(async () => {
    await noticeJobsQueued();
    await h.runJobs();
    return (await list(who)).count >= n;
  }, `${n} notice(s)`);
  return (await list(who)).data;
}

const postOf = async (author: Who, text = 'Nursing jobs in Gulu this term') =>
  (await post(author, '/api/post', { postText: text }).expect(201)).body.data._id as string;
const like = (who: Who, postId: string) => post(who, '/api/like', { likedAbout: 'post', idOfLikedAbout: postId }).expect(200);
const choose = (who: Who, preferences: object[]) => put(who, '/api/notifications/preferences', { preferences }).expect(200);

/** A free session of the mentor's two days from now, at 10:00 UTC. */
async function sessionBy(mentor: Who, sessionTitle: string) {
  const start = new Date(Date.now() + 48 * 3_600_000);
  const created = await post(mentor, '/api/sessions', {
    sessionTitle,
    description: 'Portfolios and CVs.',
    organiser: 'Delv Mentors',
    presenter: 'Dr. David Otieno',
    price: 0,
    sessionDate: start.toISOString().slice(0, 10),
    startTime: '10:00',
    durationMinutes: 60,
    timeZone: 'UTC',
    sessionAddressLink: '',
    tags: [],
  }).expect(201);
  return { start, sessionId: created.body.data._id as string };
}

/** Mails sent once the instant mails' gathering minute has passed. */
async function mailsAfterDelay(): Promise<Mail[]> {
  await h.runJobs(new Date(Date.now() + NOTICE_MAIL_DELAY_MS + 1000));
  return h.mails();
}

/** A header's value, read from the raw file (the harness decodes quoted-printable over the whole message). */
async function header(mail: Mail, name: string): Promise<string | null> {
  const raw = await readFile(path.join(h.mailDir, mail.file), 'utf8');
  return new RegExp(`^${name}: (.*)$`, 'm').exec(raw)?.[1]?.trim() ?? null;
}

describe('the routes', () => {
  const open = liveChannel(h.app);

  it('when a guest asks, then 401 on every route but the unsubscribe link', async () => {
    await get(null, '/api/notifications').expect(401);
    await get(null, '/api/notifications/unread-count').expect(401);
    await post(null, '/api/notifications/read-all').expect(401);
    await post(null, '/api/notifications/00000000-0000-4000-8000-000000000000/read').expect(401);
    await get(null, '/api/notifications/preferences').expect(401);
    await put(null, '/api/notifications/preferences', { preferences: [] }).expect(401);
    await post(null, '/api/notifications/digests/run', { period: 'daily' }).expect(401);
  });

  it('when someone likes my post, then I see one unread notice linking to it, newest first, with the count', async () => {
    const [mentor, learner] = [await h.user({ firstname: 'Grace' }), await h.user({ firstname: 'Amina', lastname: 'Said' })];
    const postId = await postOf(mentor);
    await like(learner, postId);
    const [notice] = await noticesOf(mentor);
    expect(notice).toMatchObject({
      kind: 'like',
      actors: [{ _id: learner.id, firstname: 'Amina', lastname: 'Said' }],
      actorCount: 1,
      subject: { kind: 'post', id: postId, title: 'Nursing jobs in Gulu this term' },
      link: `/post/${postId}`,
      read: false,
    });
    expect(await unread(mentor)).toBe(1);
    // The actor hears nothing of their own act.
    expect((await list(learner)).count).toBe(0);
  });

  it('when I mark my notice read, then it is read and the count drops; someone else gets 404 for it; a bad id 404', async () => {
    const [mentor, learner] = [await h.user(), await h.user()];
    await like(learner, await postOf(mentor));
    const [notice] = await noticesOf(mentor);
    expectError(await post(learner, `/api/notifications/${notice._id}/read`), 404, NOTIFICATION_MSG.notFound);
    expectError(await post(mentor, '/api/notifications/not-an-id/read'), 404, NOTIFICATION_MSG.notFound);
    const res = await post(mentor, `/api/notifications/${notice._id}/read`).expect(200);
    expect(res.body).toEqual({ success: true, message: NOTIFICATION_MSG.markedRead });
    expect((await list(mentor)).data[0].read).toBe(true);
    expect(await unread(mentor)).toBe(0);
  });

  it('when I mark all read, then none is unread, and the list pages with skip and limit', async () => {
    const [mentor, a, b] = [await h.user(), await h.user(), await h.user()];
    await like(a, await postOf(mentor, 'first'));
    await like(b, await postOf(mentor, 'second'));
    await noticesOf(mentor, 2);
    const page = (await get(mentor, '/api/notifications?skip=1&limit=1').expect(200)).body;
    expect(page.count).toBe(2);
    expect(page.data).toHaveLength(1);
    expect(page.data[0].subject.title).toBe('first');
    expectError(await get(mentor, '/api/notifications?limit=0'), 400, 'limit must be at least 1');
    const res = await post(mentor, '/api/notifications/read-all').expect(200);
    expect(res.body.message).toBe(NOTIFICATION_MSG.allMarkedRead);
    expect(await unread(mentor)).toBe(0);
  });

  it('when my notices change, then my live stream alone gets notification.changed with my unread count', async () => {
    const [mentor, learner] = [await h.user(), await h.user()];
    const postId = await postOf(mentor);
    const [mine, theirs] = [await open(h.bearer(mentor)), await open(h.bearer(learner))];
    const arrived = mine.next((m) => eventOf(m).type === 'notification.changed', 10_000);
    await like(learner, postId);
    await noticesOf(mentor);
    const message = await arrived;
    expect(eventOf(message).data).toMatchObject({ unread: 1 });
    expect(theirs.messages.some((m) => eventOf(m).type === 'notification.changed')).toBe(false);
  });
});

describe('preferences', () => {
  it('when I read my preferences, then every kind is there with the defaults: e-mail only for what needs action', async () => {
    const me = await h.user();
    const { data } = (await get(me, '/api/notifications/preferences').expect(200)).body;
    expect(data).toEqual(NOTIFICATION_KINDS.map(defaultNotificationPreference));
    expect(data.find((p: { kind: string }) => p.kind === 'joinrequest').email).toBe('instant');
    expect(data.find((p: { kind: string }) => p.kind === 'like').email).toBe('never');
  });

  it('when I save some kinds, then they change and the others keep theirs; bad values get the spec messages', async () => {
    const me = await h.user();
    const res = await choose(me, [{ kind: 'like', inApp: false, email: 'daily' }]);
    expect(res.body.message).toBe(NOTIFICATION_MSG.preferencesSaved);
    expect(res.body.data.find((p: { kind: string }) => p.kind === 'like')).toEqual({ kind: 'like', inApp: false, email: 'daily' });
    expect(res.body.data.find((p: { kind: string }) => p.kind === 'follow')).toEqual(defaultNotificationPreference('follow'));
    expectError(
      await put(me, '/api/notifications/preferences', { preferences: [{ kind: 'gossip', inApp: true, email: 'never' }] }),
      400,
      NOTIFICATION_MSG.kindInvalid,
    );
    expectError(
      await put(me, '/api/notifications/preferences', { preferences: [{ kind: 'like', inApp: true, email: 'hourly' }] }),
      400,
      NOTIFICATION_MSG.emailModeInvalid,
    );
  });

  it('when a kind is off in the app and by e-mail, then it makes no notice', async () => {
    const [mentor, learner, other] = [await h.user(), await h.user(), await h.user()];
    await choose(mentor, [{ kind: 'like', inApp: false, email: 'never' }]);
    await like(learner, await postOf(mentor));
    await post(other, '/api/user/follow', { userId: mentor.id }).expect(200);
    const notices = await noticesOf(mentor);
    expect(notices.map((n: { kind: string }) => n.kind)).toEqual(['follow']);
  });

  it('when a kind is e-mailed as it happens, then one mail per notice goes after a minute, with the people gathered meanwhile', async () => {
    const [mentor, a, b] = [
      await h.user({ email: 'grace@example.com' }),
      await h.user({ firstname: 'Amina', lastname: 'Said' }),
      await h.user(),
    ];
    await choose(mentor, [{ kind: 'like', inApp: true, email: 'instant' }]);
    const postId = await postOf(mentor);
    await like(a, postId);
    await like(b, postId);
    await until(async () => {
      await h.runJobs();
      return (await list(mentor)).data[0]?.actorCount === 2;
    }, 'both likes');
    expect(await h.mails()).toHaveLength(0);
    const mails = (await mailsAfterDelay()).filter((m) => m.to === 'grace@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain('and Amina Said liked');
    expect(mails[0].body).toContain(`http://delv.test/post/${postId}`);
  });
});

describe('grouping', () => {
  const open = liveChannel(h.app);

  it('when several people like my post, then one notice gathers them, newest first, until I read it', async () => {
    const mentor = await h.user();
    const likers = [
      await h.user({ firstname: 'A' }),
      await h.user({ firstname: 'B' }),
      await h.user({ firstname: 'C' }),
      await h.user({ firstname: 'D' }),
    ];
    const postId = await postOf(mentor);
    for (const who of likers) await like(who, postId);
    await until(async () => {
      await h.runJobs();
      return (await list(mentor)).data[0]?.actorCount === 4;
    }, 'four likers');
    const [notice] = (await list(mentor)).data;
    expect((await list(mentor)).count).toBe(1);
    expect(notice.actors.map((p: { firstname: string }) => p.firstname)).toEqual(['D', 'C', 'B']);
    // Unliking and liking again is still one person.
    await like(likers[0], postId);
    await like(likers[0], postId);
    await noticeJobsQueued();
    await h.runJobs();
    expect((await list(mentor)).data[0].actorCount).toBe(4);
    await post(mentor, `/api/notifications/${notice._id}/read`).expect(200);
    await like(await h.user(), postId);
    const fresh = await noticesOf(mentor, 2);
    expect(fresh[0]).toMatchObject({ read: false, actorCount: 1 });
  });

  it('when members write in a chat, then each other member has one notice for the chat while unread; reading the chat reads it', async () => {
    const [a, b, c] = [await h.user(), await h.user(), await h.user()];
    const groupId = (await post(a, '/api/discussiongroup', { groupName: 'Readers', privacy: 'Private', members: [b.id, c.id] }).expect(201))
      .body.data._id as string;
    const chatId = (await post(a, '/api/chat', { groupId, title: 'Books', members: [b.id, c.id] }).expect(201)).body.data._id as string;
    const say = (who: Who) => post(who, '/api/chat/submitchat', { groupId, chatId, content: 'hi' }).expect(201);
    await say(a);
    await say(b);
    await say(a);
    await h.runJobs();
    expect((await list(c)).count).toBe(1);
    expect((await list(c)).data[0]).toMatchObject({
      kind: 'chat',
      actorCount: 2,
      link: `/ChatRoom/${groupId}`,
      subject: { kind: 'chat', id: chatId, title: 'Readers' },
    });
    expect((await list(b)).data.map((n: { actorCount: number }) => n.actorCount)).toEqual([1]);
    expect(await unread(c)).toBe(1);
    const lastSeq = (await get(c, `/api/chat/${groupId}`).expect(200)).body.data[0].lastSeq as number;
    await post(c, '/api/chat/read', { chatId, seq: lastSeq }).expect(200);
    expect(await unread(c)).toBe(0);
    // Read: the next message starts a new notice.
    await say(b);
    await h.runJobs();
    expect((await list(c)).data[0]).toMatchObject({ kind: 'chat', read: false, actorCount: 1, actors: [{ _id: b.id }] });
    expect(await unread(c)).toBe(1);
  });

  it("when a chat has unread messages, then more messages by the same people change nobody's notice and send no bell event", async () => {
    const [a, b, c] = [await h.user(), await h.user(), await h.user()];
    const groupId = (await post(a, '/api/discussiongroup', { groupName: 'Readers', privacy: 'Private', members: [b.id, c.id] }).expect(201))
      .body.data._id as string;
    const chatId = (await post(a, '/api/chat', { groupId, title: 'Books', members: [b.id, c.id] }).expect(201)).body.data._id as string;
    const say = (who: Who, content: string) => post(who, '/api/chat/submitchat', { groupId, chatId, content }).expect(201);
    await say(a, 'one');
    await h.runJobs();
    const before = (await list(c)).data[0];
    const live = await open(h.bearer(c));
    await say(a, 'two');
    await say(a, 'three');
    await live.next((m) => eventOf(m).type === 'chat.message' && (eventOf(m).data.message as { content: string }).content === 'three');
    expect(await h.runJobs()).toBe(0);
    expect(live.messages.filter((m) => eventOf(m).type === 'notification.changed')).toEqual([]);
    expect((await list(c)).data).toEqual([before]);
    // Someone new in the unread messages joins the notice.
    await say(b, 'four');
    await h.runJobs();
    expect((await list(c)).data[0]).toMatchObject({ _id: before._id, actorCount: 2, actors: [{ _id: b.id }, { _id: a.id }] });
    // Two people writing in turn: their own messages leave their notices as they were.
    const [ofA, ofB] = [(await list(a)).data, (await list(b)).data];
    await say(a, 'five');
    await say(b, 'six');
    await say(a, 'seven');
    expect(await h.runJobs()).toBe(0);
    expect([(await list(a)).data, (await list(b)).data]).toEqual([ofA, ofB]);
  });
});

describe('who hears of what', () => {
  it('when someone follows me or comments on my post, then I hear of it and they do not', async () => {
    const [me, fan] = [await h.user(), await h.user({ firstname: 'Juma' })];
    const postId = await postOf(me);
    await post(fan, '/api/user/follow', { userId: me.id }).expect(200);
    await post(fan, '/api/comment', { commentAbout: 'post', idOfCommentedAbout: postId, commentText: 'Great list' }).expect(201);
    const notices = await noticesOf(me, 2);
    expect(notices.map((n: { kind: string }) => n.kind).sort()).toEqual(['comment', 'follow']);
    expect(notices.find((n: { kind: string }) => n.kind === 'follow')).toMatchObject({
      link: `/users/profile/${fan.id}`,
      actors: [{ _id: fan.id }],
    });
    expect((await list(fan)).count).toBe(0);
  });

  it("when a learner asks to join a private group, then its admin's bell shows it; the decision reaches the learner", async () => {
    const [owner, learner] = [await h.user(), await h.user({ firstname: 'Bea' })];
    const groupId = (await post(owner, '/api/discussiongroup', { groupName: 'Quiet room', privacy: 'Private' }).expect(201)).body.data
      ._id as string;
    const requestId = (await post(learner, '/api/user/requesttojoin/new', { whatToJoin: 'group', idOfWhatToJoin: groupId }).expect(201))
      .body.data.request._id;
    const [asked] = await noticesOf(owner);
    expect(asked).toMatchObject({
      kind: 'joinrequest',
      actors: [{ _id: learner.id }],
      subject: { kind: 'group', id: groupId, title: 'Quiet room' },
      link: '/profile',
    });
    expect((await list(learner)).count).toBe(0);
    await post(owner, '/api/joinrequests/updateRequestStatus', { requestId, requestStatus: 'accepted' }).expect(200);
    const [decided] = await noticesOf(learner);
    expect(decided).toMatchObject({
      kind: 'joindecision',
      subject: { state: 'accepted', title: 'Quiet room' },
      link: `/ChatRoom/${groupId}`,
    });
    // Join requests are e-mailed as they happen by default, with a one-click unsubscribe.
    const [mail] = (await mailsAfterDelay()).filter((m) => m.to === owner.email);
    expect(mail.body).toContain('Bea Person');
    expect(mail.body).toContain('asked to join "Quiet room"');
  });

  it('when a member invites an account to a group, then the invitee hears of it, and the inviter of the acceptance', async () => {
    const owner = await h.user({ firstname: 'Amina' });
    const friend = await h.user({ email: 'friend.of.amina@example.com', firstname: 'Juma' });
    const groupId = (await post(owner, '/api/discussiongroup', { groupName: 'Night owls', privacy: 'Private' }).expect(201)).body.data
      ._id as string;
    await post(owner, '/api/invitation', { email: 'friend.of.amina@example.com', category: 'group', categoryID: groupId }).expect(201);
    // An address with no account gets only the mail.
    await post(owner, '/api/invitation', { email: 'nobody.yet@example.com', category: 'group', categoryID: groupId }).expect(201);
    const [invited] = await noticesOf(friend);
    expect(invited).toMatchObject({
      kind: 'invitation',
      actors: [{ _id: owner.id }],
      subject: { kind: 'group', id: groupId, title: 'Night owls' },
      link: `/ChatRoom/${groupId}?invitation=1`,
    });
    expect((await list(owner)).count).toBe(0);
    await post(friend, `/api/invitation/group/${groupId}/accept`).expect(200);
    const [answered] = await noticesOf(owner);
    expect(answered).toMatchObject({
      kind: 'invitationanswer',
      actors: [{ _id: friend.id }],
      subject: { kind: 'group', state: 'accepted' },
      link: `/ChatRoom/${groupId}`,
    });
  });

  it("when a claim is decided or an institution invites a mentor, then the claimant or the mentor hears of it, the system's notice with no people", async () => {
    const [claimant, mentor, admin] = [await h.user(), await h.user(), await h.user()];
    await publish(h.database.db, {
      type: 'claim.changed',
      actorId: admin.id,
      audience: [claimant.id],
      data: { claimId: '33333333-3333-4333-8333-333333333333', userId: claimant.id, status: 'approved' },
    });
    await publish(h.database.db, {
      type: 'affiliation.invitation.changed',
      actorId: admin.id,
      audience: [mentor.id, admin.id],
      data: {
        invitationId: '44444444-4444-4444-8444-444444444444',
        institutionId: '55555555-5555-4555-8555-555555555555',
        institutionName: 'Makerere',
        mentorId: mentor.id,
        status: 'pending',
      },
    });
    expect((await noticesOf(claimant))[0]).toMatchObject({
      kind: 'claim',
      actors: [],
      actorCount: 0,
      subject: { state: 'approved' },
      link: '/profile',
    });
    expect((await noticesOf(mentor))[0]).toMatchObject({
      kind: 'invitation',
      subject: { title: 'Makerere' },
      link: '/affiliations/mylist',
    });
    expect((await list(admin)).count).toBe(0);
    // E-mailed as it happens by default, but by their own areas (claims, affiliations): no second mail.
    expect(await mailsAfterDelay()).toEqual([]);
  });

  it('when someone registers for my session, it changes, then starts within the hour, then the organiser hears of the first and the registrant of the others', async () => {
    const mentor = await h.user({ usercategory: ['mentor'] });
    const member = await h.user({ firstname: 'Juma' });
    const { start, sessionId } = await sessionBy(mentor, 'Data 101');
    await post(member, '/api/user/event/register', { eventId: sessionId }).expect(201);
    expect((await noticesOf(mentor))[0]).toMatchObject({
      kind: 'registration',
      actors: [{ _id: member.id }],
      subject: { kind: 'session', id: sessionId, title: 'Data 101' },
      link: `/session/${sessionId}`,
    });
    // The reminders' pass a quarter of an hour before the hour it starts.
    const startsAt = new Date(`${start.toISOString().slice(0, 10)}T10:00:00Z`);
    await scheduleBellReminders(h.database.db, new Date(startsAt.getTime() - 50 * 60_000));
    await h.runJobs(new Date(startsAt.getTime() - 45 * 60_000));
    expect((await noticesOf(member))[0]).toMatchObject({ kind: 'reminder', actors: [], subject: { id: sessionId, title: 'Data 101' } });
    await as(mentor, request(h.app).delete(`/api/sessions/${sessionId}`)).expect(200);
    const notices = await noticesOf(member, 2);
    // (The reminder, made at the moved clock, sorts first.)
    expect(notices.find((n: { kind: string }) => n.kind === 'session')).toMatchObject({ subject: { id: sessionId, state: 'cancelled' } });
    expect((await list(mentor)).count).toBe(1);
  });

  it("when I chose never for session changes, then the session's own cancellation mail skips me; others still get theirs", async () => {
    const mentor = await h.user({ usercategory: ['mentor'] });
    const [quiet, keen] = [await h.user(), await h.user()];
    const { sessionId } = await sessionBy(mentor, 'CV clinic');
    for (const who of [quiet, keen]) await post(who, '/api/user/event/register', { eventId: sessionId }).expect(201);
    await choose(quiet, [{ kind: 'session', inApp: true, email: 'never' }]);
    const before = (await h.mails()).length;
    await as(mentor, request(h.app).delete(`/api/sessions/${sessionId}`)).expect(200);
    const cancelled = (await mailsAfterDelay()).slice(before);
    expect(cancelled.map((m) => m.to)).toEqual([keen.email]);
    // Still in the app for both.
    expect((await noticesOf(quiet))[0]).toMatchObject({ kind: 'session', subject: { state: 'cancelled' } });
  });

  it('when an event is delivered again (a second process, a retried job), then its notice is made once', async () => {
    const [mentor, learner] = [await h.user(), await h.user()];
    await like(learner, await postOf(mentor));
    await noticesOf(mentor);
    // Run the event's job again as a crash before it was marked done would.
    await h.database.db.execute(sql`update jobs set status = 'queued' where kind = 'notifications.event'`);
    await h.runJobs();
    expect((await list(mentor)).data[0].actorCount).toBe(1);
    expect(await unread(mentor)).toBe(1);
  });

  it('when an account is deleted, then its notices go and it leaves the others', async () => {
    const [mentor, learner] = [await h.user(), await h.user()];
    await like(learner, await postOf(mentor));
    await noticesOf(mentor);
    await as(mentor, request(h.app).delete('/api/user')).send({ password: 'Sup3rSecret!' });
    const result = await h.database.db.execute(sql`select count(*)::int as count from notifications`);
    const [{ count }] = ((result as { rows?: unknown[] }).rows ?? result) as { count: number }[];
    expect(Number(count)).toBe(0);
  });
});

describe('digests', () => {
  const tomorrow = () => new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 + 86_400_000 + 5 * 60_000);

  it('when I chose a daily digest, then the day makes one mail with what I have not seen, and never a second', async () => {
    const [mentor, learner] = [
      await h.user({ email: 'digest@example.com', firstname: 'Grace' }),
      await h.user({ firstname: 'Amina', lastname: 'Said' }),
    ];
    await choose(mentor, [{ kind: 'like', inApp: true, email: 'daily' }]);
    await like(learner, await postOf(mentor));
    await noticesOf(mentor);
    const deps = { db: h.database.db, config: h.config };
    // Two runs at once and one after (a restart mid-run, a second process): one mail.
    const queued = await Promise.all([runDigest(deps, 'daily', tomorrow()), runDigest(deps, 'daily', tomorrow())]);
    expect(queued[0] + queued[1]).toBe(1);
    expect(await runDigest(deps, 'daily', tomorrow())).toBe(0);
    const mails = (await h.mails()).filter((m) => m.to === 'digest@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your day on Delv');
    expect(mails[0].body).toContain('Amina Said liked "Nursing jobs in Gulu this term"');
    expect(await header(mails[0], 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mails[0].body).toContain('http://delv.test/unsubscribe?token=');
  });

  it('when there is nothing unseen, then no digest goes', async () => {
    const [mentor, learner] = [await h.user(), await h.user()];
    await choose(mentor, [{ kind: 'like', inApp: true, email: 'daily' }]);
    await like(learner, await postOf(mentor));
    const [notice] = await noticesOf(mentor);
    await post(mentor, `/api/notifications/${notice._id}/read`).expect(200);
    expect(await runDigest({ db: h.database.db, config: h.config }, 'daily', tomorrow())).toBe(0);
    await choose(await h.user(), [{ kind: 'follow', inApp: true, email: 'weekly' }]);
    expect(await runDigest({ db: h.database.db, config: h.config }, 'weekly', new Date(Date.now() + 8 * 86_400_000))).toBe(0);
  });

  it("when the digest's scheduled job comes due, then it runs and schedules the next; an admin may run one at another time", async () => {
    const [mentor, learner] = [await h.user({ email: 'sched@example.com' }), await h.user()];
    const admin = await h.user({ roles: ['admin'] });
    await choose(mentor, [{ kind: 'like', inApp: true, email: 'daily' }]);
    await like(learner, await postOf(mentor));
    await noticesOf(mentor);
    expectError(await post(mentor, '/api/notifications/digests/run', { period: 'daily' }), 403, 'You are not allowed to do this');
    await scheduleNotificationJobs(h.database.db);
    await h.runJobs(tomorrow());
    expect((await h.mails()).filter((m) => m.to === 'sched@example.com')).toHaveLength(1);
    const again = await post(admin, '/api/notifications/digests/run', { period: 'daily', now: tomorrow().toISOString() }).expect(200);
    expect(again.body.data.queued).toBe(0);
  });
});

describe('e-mail words', () => {
  it('every language writes every kind as a sentence with its people and subject', () => {
    for (const texts of Object.values(MAIL_TEXTS)) {
      for (const kind of NOTIFICATION_KINDS) {
        const line = texts.notice({
          kind,
          names: ['Amina Said', 'Juma Ali'],
          count: 13,
          title: 'Quiet room',
          subjectKind: 'post',
          state: 'accepted',
        });
        expect(line).not.toContain('undefined');
        if (!['reminder', 'session', 'joindecision', 'invitation', 'claim'].includes(kind)) expect(line).toContain('Amina Said');
        if (!['follow', 'claim'].includes(kind)) expect(line).toContain('Quiet room');
      }
      const group = { names: ['Amina Said'], count: 1, title: 'Night owls', subjectKind: 'group', state: 'accepted' };
      expect(texts.notice({ ...group, kind: 'invitation' })).toMatch(/Amina Said .*"Night owls"/);
      expect(texts.notice({ ...group, kind: 'invitationanswer' })).toMatch(/Amina Said .*"Night owls"/);
      expect(texts.digest({ firstname: 'Neema', period: 'weekly', lines: ['a line'], more: 2 }).text).toContain('a line');
    }
    expect(
      MAIL_TEXTS.en.notice({ kind: 'like', names: ['Amina Said'], count: 13, title: 'My post', subjectKind: 'post', state: null }),
    ).toBe('Amina Said and 12 others liked "My post"');
    expect(
      MAIL_TEXTS.sw.notice({ kind: 'like', names: ['Amina Said'], count: 13, title: 'My post', subjectKind: 'post', state: null }),
    ).toBe('Amina Said na wengine 12 wamependa "My post"');
  });
});

describe('unsubscribe', () => {
  it('when a mail app posts the one-click unsubscribe without signing in, then that kind is no longer e-mailed', async () => {
    const [mentor, learner] = [await h.user({ email: 'one@example.com' }), await h.user()];
    await choose(mentor, [{ kind: 'like', inApp: true, email: 'instant' }]);
    await like(learner, await postOf(mentor));
    await noticesOf(mentor);
    const [mail] = (await mailsAfterDelay()).filter((m) => m.to === 'one@example.com');
    const target = /<(http:\/\/delv\.test\/api\/notifications\/unsubscribe\?token=[^>]+)>/.exec(
      (await header(mail, 'List-Unsubscribe')) ?? '',
    )![1];
    const token = new URL(target).searchParams.get('token')!;
    expect((await get(null, `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`).expect(200)).body.data).toEqual({
      kind: 'like',
    });
    const res = await request(h.app)
      .post(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(res.body).toEqual({ success: true, message: NOTIFICATION_MSG.unsubscribed, data: { kind: 'like' } });
    const prefs = (await get(mentor, '/api/notifications/preferences').expect(200)).body.data;
    expect(prefs.find((p: { kind: string }) => p.kind === 'like')).toEqual({ kind: 'like', inApp: true, email: 'never' });
  });

  it('when the token is wrong or missing, then 400 with the spec message', async () => {
    const me = await h.user();
    expectError(await post(null, `/api/notifications/unsubscribe?token=${me.id}.like.forged`), 400, NOTIFICATION_MSG.unsubscribeInvalid);
    expectError(await post(null, '/api/notifications/unsubscribe'), 400, NOTIFICATION_MSG.unsubscribeInvalid);
  });

  it('when the digest is unsubscribed, then no digest goes any more', async () => {
    const [mentor, learner] = [await h.user({ email: 'dig@example.com' }), await h.user()];
    await choose(mentor, [
      { kind: 'like', inApp: true, email: 'daily' },
      { kind: 'follow', inApp: true, email: 'weekly' },
    ]);
    await like(learner, await postOf(mentor));
    await noticesOf(mentor);
    const tomorrow = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 + 86_400_000);
    await runDigest({ db: h.database.db, config: h.config }, 'daily', tomorrow);
    const [mail] = (await h.mails()).filter((m) => m.to === 'dig@example.com');
    const token = /delv\.test\/unsubscribe\?token=([^\s"<>]+)/.exec(mail.body)![1];
    await post(null, `/api/notifications/unsubscribe?token=${token}`).expect(200);
    const prefs = (await get(mentor, '/api/notifications/preferences').expect(200)).body.data as { kind: string; email: string }[];
    expect(prefs.filter((p) => p.email === 'daily' || p.email === 'weekly')).toEqual([]);
  });
});

describe('prune', () => {
  it(`when a read notice is older than ${NOTIFICATION_PRUNE_DAYS} days, then the hourly job removes it; unread ones stay`, async () => {
    const [mentor, a, b] = [await h.user(), await h.user(), await h.user()];
    await like(a, await postOf(mentor, 'old'));
    await like(b, await postOf(mentor, 'new'));
    const notices = await noticesOf(mentor, 2);
    const old = notices.find((n: { subject: { title: string } }) => n.subject.title === 'old');
    await post(mentor, `/api/notifications/${old._id}/read`).expect(200);
    await h.database.db.execute(sql`update notifications set read_at = now() - interval '91 days' where id = ${old._id}`);
    await scheduleNotificationJobs(h.database.db);
    await h.runJobs(new Date(Date.now() + 2 * 3_600_000));
    const left = (await list(mentor)).data;
    expect(left.map((n: { subject: { title: string } }) => n.subject.title)).toEqual(['new']);
  });
});
