/**
 * The policy matrix: EVERY route of the app (read from its router, test/routeTable.ts) is called by
 * a guest, the learner who owns the things in the path, another learner, a mentor, an institution
 * admin, a claim reviewer, an admin, a moderator, a silenced and a suspended learner, and each
 * answer must be of the class the RULES table below says. A route missing from the table fails the
 * test: a new route declares who may call it. The moderator answers as another learner unless a
 * rule names them; the silenced learner as another learner except on the writes a silence forbids
 * (403); the suspended learner gets 403 wherever one must sign in, and a guest's answer elsewhere.
 *
 *   allowed  the caller's identity is not the problem: not 401, not 403 (2xx, or a 4xx about the input)
 *   guest    401 (sign in first)
 *   denied   403, or 404 where a private thing must look missing; never 2xx
 *   open     anything but 403 (credential routes answer 401 for a wrong password, whoever asks)
 *
 * Things in the path belong to the learner (a public and a private library item, a post, a comment)
 * or, for sessions, to the mentor; a route that deletes gets a fresh thing for every caller, and a
 * route that ends the caller's sign-ins or account is called by a fresh person of the same kind.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import type { UserRow } from '../modules/users/users.service';
import { institutions, memberInvitations, notifications, sanctions } from '../db/schema';
import { SILENCED_CLASSES } from '../middleware/auth';
import { writeClassOf } from '../middleware/writeLimit';
import { institutionsAdministeredBy } from '../modules/institutions/institutions.service';
import { recordVerifiedPhone } from '../modules/phones/phones.service';
import { PASSWORD, createHarness } from '../../test/harness';
import { routeTable, type RouteInfo } from '../../test/routeTable';

const h = await createHarness();

const ACTORS = [
  'guest',
  'learner',
  'otherLearner',
  'mentor',
  'institution',
  'reviewer',
  'admin',
  'moderator',
  'silenced',
  'suspended',
] as const;
type ActorName = (typeof ACTORS)[number];
/** The people a rule lists; the others' answers follow from them (expectedOf). */
const LISTED = ['guest', 'learner', 'otherLearner', 'mentor', 'institution', 'reviewer', 'admin'] as const;
type Listed = (typeof LISTED)[number];
type Expect = 'allowed' | 'guest' | 'denied' | 'open';
type Who = Record<Listed, Expect> & { moderator?: Expect };

const every = (e: Expect): Who => Object.fromEntries(LISTED.map((a) => [a, e])) as Who;
/** Anyone, signed in or not. */
const anyone = every('allowed');
/** Credential routes (sign-in, reset): a wrong password is a 401 for everyone; never a 403. */
const open = every('open');
/** Any signed-in person. */
const signedIn: Who = { ...every('allowed'), guest: 'guest' };
/** Signed in, and one of these. */
const only = (...who: (Listed | 'moderator')[]): Who => ({
  ...every('denied'),
  guest: 'guest',
  ...Object.fromEntries(who.map((a) => [a, 'allowed'])),
});

interface Fixtures {
  learnerItem: string;
  privateItem: string;
  mentorItem: string;
  post: string;
  comment: string;
  session: string;
  /** The learner's private group, with a discussion and a message of theirs. */
  group: string;
  chat: string;
  message: string;
  /** Someone in none of it (added by the add-member rule). */
  outsider: string;
  /** The institution the institution account administers. */
  institution: string;
}

interface Rule {
  who: Who;
  /** Path parameters (besides :id = the rule's thing). */
  params?: (f: Fixtures) => Record<string, string>;
  query?: (f: Fixtures) => string;
  body?: (f: Fixtures, ids: Record<string, string>) => Record<string, unknown>;
  /** Deletes its thing: a fresh one (its ids) for every caller. */
  fresh?: () => Promise<Record<string, string>>;
  /** Ends the caller's sign-ins or account: a fresh person of the same kind calls it. */
  freshCaller?: boolean;
}

let people: Record<Exclude<ActorName, 'guest'>, UserRow>;
let fx: Fixtures;

async function createItem(owner: UserRow, visible = true): Promise<string> {
  const res = await call('POST', '/api/contents', owner, {
    title: 'A matrix item',
    category: 'Video',
    sourceLink: 'https://youtu.be/dQw4w9WgXcQ',
    visible,
  });
  if (res.status !== 201) throw new Error(`item: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

async function createPost(owner: UserRow): Promise<string> {
  const res = await call('POST', '/api/post', owner, { postText: 'A matrix post' });
  if (res.status !== 201) throw new Error(`post: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

async function createComment(author: UserRow, itemId: string): Promise<string> {
  const res = await call('POST', '/api/comment', author, {
    commentAbout: 'content',
    idOfCommentedAbout: itemId,
    commentText: 'A matrix comment',
  });
  if (res.status !== 201) throw new Error(`comment: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

async function createSession(presenter: UserRow): Promise<string> {
  const day = new Date(Date.now() + 72 * 3600_000).toISOString().slice(0, 10);
  const res = await call('POST', '/api/sessions', presenter, {
    sessionTitle: 'A matrix session',
    description: 'Who may do what.',
    organiser: 'Delv',
    presenter: 'Matrix Mentor',
    price: 0,
    sessionDate: day,
    startTime: '10:00',
    durationMinutes: 60,
    timeZone: 'Africa/Kampala',
    sessionAddressLink: 'https://meet.google.com/abc-defg-hij',
    tags: ['matrix'],
  });
  if (res.status !== 201) throw new Error(`session: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

async function created(res: Response, what: string): Promise<string> {
  if (res.status !== 201) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

const createGroup = (owner: UserRow, privacy = 'Private') =>
  call('POST', '/api/discussiongroup', owner, { groupName: 'A matrix group', privacy }).then((r) => created(r, 'group'));
const createChat = (owner: UserRow, groupId: string) =>
  call('POST', '/api/chat', owner, { groupId, title: 'A matrix discussion' }).then((r) => created(r, 'chat'));
const sendMessage = (author: UserRow, groupId: string, chatId: string) =>
  call('POST', '/api/chat/submitchat', author, { groupId, chatId, content: 'A matrix message' }).then((r) => created(r, 'message'));
/** A new person's pending request to join the learner's private group. */
async function createRequest(): Promise<string> {
  const asker = await h.user();
  const res = await call('POST', '/api/user/requesttojoin/new', asker, { whatToJoin: 'group', idOfWhatToJoin: fx.group });
  if (res.status !== 201) throw new Error(`request: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { request: { _id: string } } }).data.request._id;
}

/** A pending invitation from the institution to the mentor (their affiliation and open invitations cleared first). */
async function createMentorInvitation(): Promise<Record<string, string>> {
  const admin = people.institution;
  await (await call('DELETE', `/api/institution/${fx.institution}/mentors/${people.mentor.id}`, admin)).body?.cancel();
  const list = await call('GET', `/api/institution/${fx.institution}/mentor/invitations?limit=100`, admin);
  for (const inv of ((await list.json()) as { data: { _id: string; status: string }[] }).data) {
    if (inv.status === 'pending') await (await call('DELETE', `/api/institution/mentor/invitations/${inv._id}`, admin)).body?.cancel();
  }
  const res = await call('POST', '/api/institution/mentor/invite', admin, { institutionId: fx.institution, mentorId: people.mentor.id });
  return { id: await created(res, 'invitation') };
}

const item = (f: Fixtures) => ({ id: f.learnerItem });
const group = (f: Fixtures) => ({ id: f.group });
const inChat = (f: Fixtures) => ({ groupId: f.group, chatId: f.chat });
const institution = (f: Fixtures) => ({ id: f.institution });

/** A notice of the learner's (notices are made by jobs from events; here written straight away). */
async function createLearnerNotice(): Promise<Record<string, string>> {
  const [row] = await h.database.db
    .insert(notifications)
    .values({ recipientId: people.learner.id, kind: 'follow', subjectKind: 'profile', subjectId: randomUUID(), link: '/profile' })
    .returning({ id: notifications.id });
  return { id: row.id };
}

/** A pending member invitation from the institution to the learner's address (straight in the table). */
async function createMemberInvitation(): Promise<Record<string, string>> {
  const [row] = await h.database.db
    .insert(memberInvitations)
    .values({ institutionId: fx.institution, email: people.learner.email, expiresAt: new Date(Date.now() + 86_400_000) })
    .onConflictDoNothing()
    .returning({ id: memberInvitations.id });
  if (row) return { id: row.id };
  const [open] = await h.database.db
    .select({ id: memberInvitations.id })
    .from(memberInvitations)
    .where(eq(memberInvitations.status, 'pending'));
  return { id: open.id };
}

/** Who may call each route, by "METHOD path" as the router has it. */
const RULES: Record<string, Rule> = {
  'GET /api/health': { who: anyone },
  'GET /api/home/feed': { who: signedIn },
  'POST /api/search': { who: anyone },
  'GET /api/search': { who: anyone },
  'POST /api/live/ticket': { who: signedIn },
  'GET /api/live': { who: signedIn },
  'POST /api/auth/login': { who: open },
  'POST /api/auth/google-login': { who: open },
  'GET /api/auth/logout': { who: signedIn, freshCaller: true },
  'POST /api/auth/logout-everywhere': { who: signedIn, freshCaller: true },
  'POST /api/auth/forgot-password': { who: open },
  'POST /api/auth/resetpassword': { who: open },
  'POST /api/auth/change-password': {
    who: { ...open, guest: 'guest' },
    freshCaller: true,
    body: () => ({ oldPassword: PASSWORD, newPassword: 'An0ther-Secret!' }),
  },
  'POST /api/user/institution': { who: anyone },
  // An institution account that already has its profile gets a 409: still past the policy.
  'POST /api/institution': {
    who: only('institution'),
    body: () => ({ institutionName: 'Matrix Institute', industry: 'Other', country: 'Uganda', city: 'Kampala', bio: 'Who may do what.' }),
  },
  'POST /api/institution/profilepic/:id': { who: only('institution', 'admin'), params: institution },
  'PUT /api/institution/:id': {
    who: only('institution', 'admin'),
    params: institution,
    body: () => ({ institutionName: 'Matrix Institute', institutionType: 'Other', country: 'Uganda', city: 'Kampala', bio: 'Renamed.' }),
  },
  'GET /api/institution': { who: anyone },
  'GET /api/institution/:id': { who: anyone, params: institution },
  'GET /api/institution/:id/posts': { who: anyone, params: institution },
  'GET /api/learner/institution/:id': { who: anyone, params: institution },
  'POST /api/learner/institution': { who: { ...signedIn, institution: 'denied' }, body: (f) => ({ institution_id: f.institution }) },
  'DELETE /api/learner/institution/:id': { who: signedIn, params: institution },
  // Affiliations (issue 14): the institution's own admins; the invited mentor answers.
  'POST /api/mentor': {
    who: only('institution'),
    body: () => ({
      firstname: 'Matrix',
      lastname: 'Mentor',
      email: 'matrix.mentor@example.com',
      specialization: 'Other',
      phone: '+256772000000',
      discipline: 'Policies',
      bio: 'Who may do what.',
      country: 'Uganda',
    }),
  },
  'GET /api/mentor': { who: only('institution') },
  'POST /api/institution/mentor/invite': {
    who: only('institution'),
    body: (f) => ({ institutionId: f.institution, mentorId: people.mentor.id }),
  },
  'GET /api/affiliations': { who: signedIn },
  'GET /api/affiliations/currentuser': { who: signedIn },
  'POST /api/affiliations/invitations/:id/accept': { who: only('mentor'), fresh: createMentorInvitation },
  'POST /api/affiliations/invitations/:id/reject': { who: only('mentor'), fresh: createMentorInvitation },
  'DELETE /api/affiliations/:id': { who: signedIn, params: institution },
  'GET /api/institution/:id/mentors': { who: anyone, params: institution },
  'DELETE /api/institution/:id/mentors/:mentorId': {
    who: only('institution'),
    params: (f) => ({ id: f.institution, mentorId: people.mentor.id }),
  },
  'GET /api/institution/:id/mentor/invitations': { who: only('institution'), params: institution },
  'POST /api/institution/mentor/invitations/:id/resend': { who: only('institution'), fresh: createMentorInvitation },
  'DELETE /api/institution/mentor/invitations/:id': { who: only('institution'), fresh: createMentorInvitation },
  'POST /api/institution/surveys/send': {
    who: only('institution'),
    body: () => ({ topic: 'Matrix', link: 'https://forms.example.com/m', description: 'Who may do what.', audience: 'mentors' }),
  },
  'GET /api/institution/:id/surveys': { who: only('institution'), params: institution },
  'POST /api/institution/:id/members/invite': {
    who: only('institution'),
    params: institution,
    body: () => ({ email: `matrix-${randomUUID()}@example.com` }),
  },
  // Without a file: the admin hears that the file is missing, everyone else is refused first.
  'POST /api/institution/:id/members/import/check': { who: only('institution'), params: institution },
  'POST /api/institution/:id/members/import': { who: only('institution'), params: institution },
  'GET /api/institution/:id/members/imports/:importId': {
    who: only('institution'),
    params: (f) => ({ id: f.institution, importId: randomUUID() }),
  },
  'GET /api/institution/:id/members/invitations': { who: only('institution'), params: institution },
  'POST /api/institution/member/invitations/:id/resend': { who: only('institution'), fresh: createMemberInvitation },
  'DELETE /api/institution/member/invitations/:id': { who: only('institution'), fresh: createMemberInvitation },
  // The landing is public (only the mailed key shows the address); accepting is the invited address's.
  'GET /api/institution/member/invitations/:id': { who: anyone, fresh: createMemberInvitation },
  'POST /api/institution/member/invitations/:id/accept': { who: only('learner'), fresh: createMemberInvitation },
  'GET /api/notifications': { who: signedIn },
  'GET /api/notifications/unread-count': { who: signedIn },
  'POST /api/notifications/read-all': { who: signedIn },
  // The learner's own notice; anyone else is told it does not exist.
  'POST /api/notifications/:id/read': { who: only('learner'), fresh: createLearnerNotice },
  'GET /api/notifications/preferences': { who: signedIn },
  'PUT /api/notifications/preferences': { who: signedIn, body: () => ({ preferences: [{ kind: 'like', inApp: true, email: 'never' }] }) },
  // The token is the proof (here none: 400 for everyone, never 401 or 403).
  'POST /api/notifications/unsubscribe': { who: anyone },
  'GET /api/notifications/unsubscribe': { who: anyone },
  'POST /api/notifications/digests/run': { who: only('admin'), body: () => ({ period: 'weekly' }) },
  // Insights: an institution's are for its admins only (not system admins); the platform's for system admins.
  'GET /api/insights/institution/:id': { who: only('institution'), params: institution },
  'GET /api/insights/institution/:id/export/:table': { who: only('institution'), params: (f) => ({ id: f.institution, table: 'members' }) },
  'GET /api/insights/platform': { who: only('admin') },
  'POST /api/insights/rollup': { who: only('admin'), query: () => `from=${new Date().toISOString().slice(0, 10)}` },
  // Trust and safety (issue 31): anyone signed in reports (the learner's own post: a 400); the
  // queue and its decisions are for moderators and admins (nothing open here: 404); the log for admins.
  'POST /api/moderation/reports': { who: signedIn, body: (f) => ({ kind: 'post', id: f.post, reason: 'spam' }) },
  'GET /api/moderation/queue': { who: only('admin', 'moderator') },
  // A group's or institution's admins' reports (everyone signed in: most have none).
  'GET /api/moderation/queue/local': { who: signedIn },
  'POST /api/moderation/cases/:kind/:id/claim': { who: only('admin', 'moderator'), params: (f) => ({ kind: 'post', id: f.post }) },
  'POST /api/moderation/cases/:kind/:id/act': {
    who: only('admin', 'moderator'),
    params: (f) => ({ kind: 'post', id: f.post }),
    body: () => ({ action: 'dismiss' }),
  },
  'POST /api/moderation/dismiss': { who: only('admin', 'moderator'), body: (f) => ({ cases: [{ kind: 'post', id: f.post }] }) },
  'GET /api/moderation/audit': { who: only('admin') },
  // The admin console: finding people (e-mails shown) and changing roles (here revoking what the outsider never had).
  'GET /api/moderation/people': { who: only('admin'), query: () => 'q=matrix' },
  'POST /api/moderation/roles': { who: only('admin'), body: (f) => ({ userId: f.outsider, role: 'claimReviewer', grant: false }) },
  'GET /api/moderation/audit.csv': { who: only('admin') },
  // Staff notes on a person: moderators and admins.
  'POST /api/moderation/people/:id/notes': {
    who: only('admin', 'moderator'),
    params: (f) => ({ id: f.outsider }),
    body: () => ({ text: 'Matrix note' }),
  },
  // Blocking (issue 31): anyone signed in blocks and unblocks someone else, and reads their own list.
  'POST /api/blocks': { who: signedIn, body: (f) => ({ userId: f.outsider }) },
  'DELETE /api/blocks/:id': { who: signedIn, params: (f) => ({ id: f.outsider }) },
  'GET /api/blocks': { who: signedIn },
  'POST /api/user/follow': { who: signedIn, body: () => ({ userId: people.learner.id }) },
  'GET /api/user/follow/:id': { who: anyone, params: () => ({ id: people.learner.id }) },
  'POST /api/sessions': { who: only('mentor', 'institution') },
  'PUT /api/sessions/:id': { who: only('mentor'), params: (f) => ({ id: f.session }) },
  'DELETE /api/sessions/:id': { who: only('mentor'), fresh: async () => ({ id: await createSession(people.mentor) }) },
  'GET /api/sessions': { who: anyone },
  'GET /api/sessions/all': { who: anyone },
  'GET /api/sessions/mentor': { who: signedIn },
  'GET /api/sessions/session/:id': { who: anyone, params: (f) => ({ id: f.session }) },
  'GET /api/sessions/session/:id/ics': { who: anyone, params: (f) => ({ id: f.session }) },
  'GET /api/sessions/session/:id/attendees': { who: only('mentor'), params: (f) => ({ id: f.session }) },
  'POST /api/user/event/register': {
    who: anyone,
    body: (f) => ({ sessionId: f.session, name: 'A Guest', email: 'guest.matrix@example.com' }),
  },
  'GET /api/mentors/:id/summary': { who: anyone, params: () => ({ id: people.mentor.id }) },
  'POST /api/user': { who: anyone },
  'GET /api/user/confirm/:id': { who: anyone },
  'GET /api/user/profile': { who: signedIn },
  'PUT /api/user': { who: signedIn },
  'PUT /api/user/image': { who: signedIn },
  'PUT /api/user/language': { who: signedIn, body: () => ({ language: 'sw' }) },
  'PUT /api/user/interests': { who: signedIn },
  // A wrong password is the input's fault (400); a right one deletes the caller (a fresh one).
  'DELETE /api/user': { who: signedIn, freshCaller: true, body: () => ({ password: PASSWORD }) },
  'GET /api/user': { who: anyone },
  'GET /api/user/mentors': { who: anyone },
  'GET /api/user/:id': { who: anyone, params: () => ({ id: people.learner.id }) },
  'GET /api/disciplines': { who: anyone },
  'GET /api/contents': { who: anyone },
  'GET /api/contents/videos': { who: anyone },
  'GET /api/contents/courses': { who: anyone },
  'GET /api/contents/articles': { who: anyone },
  'GET /api/contents/books': { who: anyone },
  'GET /api/contents/openlib': { who: anyone },
  'GET /api/contents/latest': { who: anyone },
  'GET /api/contents/popular': { who: anyone },
  'GET /api/contents/trending': { who: anyone },
  'GET /api/contents/course-units': { who: anyone },
  'GET /api/contents/related/:id': { who: anyone, params: item },
  'GET /api/contents/mentor': { who: signedIn },
  'GET /api/contents/mentor/videos': { who: signedIn },
  'GET /api/contents/mentor/courses': { who: signedIn },
  'GET /api/contents/mentor/articles': { who: signedIn },
  'GET /api/contents/mine': { who: signedIn },
  'GET /api/contents/owner/:userId': { who: anyone, params: () => ({ userId: people.learner.id }) },
  'GET /api/contents/owner/:userId/counts': { who: anyone, params: () => ({ userId: people.learner.id }) },
  'GET /api/contents/course-categories': { who: anyone },
  // A private item is its owner's alone: to anyone else it is missing (404), also to a guest.
  'GET /api/contents/content/:id': { who: { ...every('denied'), learner: 'allowed' }, params: (f) => ({ id: f.privateItem }) },
  'POST /api/contents': { who: signedIn },
  'PUT /api/contents/update': { who: only('learner'), query: (f) => `id=${f.learnerItem}` },
  'PUT /api/contents/update/details': { who: only('learner'), query: (f) => `id=${f.learnerItem}`, body: () => ({ title: 'Renamed' }) },
  'PUT /api/contents/publish': { who: only('learner'), query: (f) => `id=${f.learnerItem}`, body: () => ({ visible: true }) },
  'DELETE /api/contents': {
    who: only('learner', 'admin'),
    fresh: async () => ({ item: await createItem(people.learner) }),
    query: () => '',
  },
  'DELETE /api/contents/:id': { who: only('learner', 'admin'), fresh: async () => ({ id: await createItem(people.learner) }) },
  'POST /api/comment': {
    who: signedIn,
    body: (f) => ({ commentAbout: 'content', idOfCommentedAbout: f.mentorItem, commentText: 'Useful' }),
  },
  'GET /api/comment': { who: anyone },
  'GET /api/comment/:itemID': { who: anyone, params: (f) => ({ itemID: f.learnerItem }) },
  'DELETE /api/comment/:id': {
    who: only('learner', 'admin'),
    fresh: async () => ({ id: await createComment(people.learner, fx.mentorItem) }),
  },
  // Owners may not rate their own item.
  'POST /api/rating/:kind': {
    who: { ...signedIn, learner: 'denied' },
    params: () => ({ kind: 'content' }),
    body: (f) => ({ idOfRated: f.learnerItem, ratingLevel: 4 }),
  },
  'GET /api/rating/:kind/:id': { who: anyone, params: (f) => ({ kind: 'content', id: f.learnerItem }) },
  'POST /api/like': { who: signedIn, body: (f) => ({ likedAbout: 'content', idOfLikedAbout: f.learnerItem }) },
  // The likes of one item: anyone (without an item it is the caller's own likes: signed in).
  'GET /api/like': { who: anyone, query: (f) => `likedAbout=content&idOfLikedAbout=${f.learnerItem}` },
  'GET /api/user/points/:userId': { who: only('learner', 'reviewer', 'admin'), params: () => ({ userId: people.learner.id }) },
  'POST /api/post': { who: signedIn },
  'GET /api/post': { who: signedIn },
  'GET /api/post/current-user': { who: signedIn },
  // Pull Down: moderators only.
  'POST /api/post/update_post': { who: only('reviewer', 'admin', 'moderator'), body: (f) => ({ postId: f.post, status: 'rejected' }) },
  'GET /api/post/:id': { who: signedIn, params: (f) => ({ id: f.post }) },
  'DELETE /api/post/:id': { who: only('learner', 'admin'), fresh: async () => ({ id: await createPost(people.learner) }) },
  'POST /api/share/content': { who: signedIn },
  'POST /api/feedback': { who: signedIn },
  'GET /api/feedback': { who: anyone },
  'POST /api/mailing-list': { who: anyone },
  'POST /api/contact': { who: anyone },
  'GET /api/ai/status': { who: anyone },
  // Not configured in the matrix: 501 for everyone signed in (open: anything but 403), 401 for a guest.
  'POST /api/ai/ask': { who: { ...open, guest: 'guest' }, body: () => ({ question: 'What next?' }) },
  // Claims: people redeem their own points (here none: a 400); reviewers and admins decide.
  'POST /api/claim': {
    who: { ...signedIn, institution: 'denied' },
    body: () => ({ institution: 'Makerere', phone: '+256772123456', redeemableAs: 'Airtime', amount: 2000 }),
  },
  'GET /api/claim/mine': { who: signedIn },
  'GET /api/claim': { who: only('reviewer', 'admin') },
  'GET /api/claim/export': { who: only('reviewer', 'admin') },
  'POST /api/claim/update_status': {
    who: only('reviewer', 'admin'),
    body: () => ({ claimId: '6f1c1a64-0000-4000-8000-000000000000', status: 'approved' }),
  },
  // Sends an approved claim through its payout provider again: reviewers only (here a 404, no such claim).
  'POST /api/claim/send_payout': {
    who: only('reviewer', 'admin'),
    body: () => ({ claimId: '6f1c1a64-0000-4000-8000-000000000000' }),
  },
  // The provider's transaction id of a payout whose fate is unknown: reviewers only (here a 404).
  'POST /api/claim/check_payout': {
    who: only('reviewer', 'admin'),
    body: () => ({ claimId: '6f1c1a64-0000-4000-8000-000000000000', providerRef: 'ATQid_1' }),
  },
  'GET /api/points/claimed_points': { who: only('reviewer', 'admin') },
  // Phones (issue 33): each person their own numbers (someone else's is a 404); admins the SMS figures.
  'GET /api/phones': { who: signedIn },
  'POST /api/phones': { who: signedIn, body: () => ({ number: '+256772000001' }) },
  'POST /api/phones/:id/resend': { who: only('learner'), fresh: async () => ({ id: await learnerPhone() }) },
  'POST /api/phones/:id/verify': {
    who: only('learner'),
    fresh: async () => ({ id: await learnerPhone() }),
    body: () => ({ code: '123456' }),
  },
  'DELETE /api/phones/:id': { who: only('learner'), fresh: async () => ({ id: await learnerPhone() }) },
  'GET /api/sms/preferences': { who: signedIn },
  'PUT /api/sms/preferences': { who: signedIn, body: () => ({ preferences: [{ kind: 'reminder', sms: false }] }) },
  // Africa's Talking's inbound callback: the provider, never signed in.
  'POST /api/sms/inbound': { who: anyone, body: () => ({ from: '+256772000002', text: 'Hello', id: randomUUID() }) },
  'GET /api/sms/status': { who: only('admin') },
  // Young learners (issue 32): each their own date of birth and guardian (an adult's request is a
  // 400); the guardian's link needs no sign-in (here a 404); an institution consents only for its
  // own learners (the outsider is nobody's); the held messages are for moderators and admins.
  'GET /api/youth/me': { who: signedIn },
  'PUT /api/youth/birth-date': { who: signedIn, body: () => ({ birthDate: '1990-05-01' }) },
  'POST /api/youth/consent/request': { who: signedIn, body: () => ({ guardianEmail: 'guardian@example.com' }) },
  'POST /api/youth/consent/institution': { who: only(), body: (f) => ({ userId: f.outsider, holdsConsent: true }) },
  'GET /api/youth/consent/:token': { who: anyone, params: () => ({ token: 'no-such-token' }) },
  'POST /api/youth/consent/:token': { who: anyone, params: () => ({ token: 'no-such-token' }), body: () => ({ decision: 'give' }) },
  'GET /api/youth/institution/waiting': { who: signedIn },
  'GET /api/youth/held': { who: only('admin', 'moderator') },
  // An institution names its safeguarding leads; the platform's leads (and admins) see every concern.
  'GET /api/youth/institution/leads': { who: only('institution') },
  'GET /api/youth/institution/lead-candidates': { who: only('institution') },
  'POST /api/youth/institution/leads': { who: only('institution'), body: (f) => ({ userId: f.outsider }) },
  'DELETE /api/youth/institution/leads/:id': { who: only('institution'), params: (f) => ({ id: f.outsider }) },
  'GET /api/youth/concerns': { who: only('admin') },
  'POST /api/youth/held/:id': {
    who: only('admin', 'moderator'),
    params: () => ({ id: randomUUID() }),
    body: () => ({ decision: 'release' }),
  },
  'POST /api/points/reject_post': {
    who: only('reviewer', 'admin'),
    body: (f) => ({ feedback: 'Not a real post', postId: f.post, userId: people.learner.id }),
  },
  'POST /api/invitation': { who: signedIn },
  'GET /api/invitation/:id': { who: anyone },
  // Only someone a group invitation was sent to gets in (here nobody was: 404 for all signed in).
  'POST /api/invitation/group/:groupId/accept': { who: signedIn, params: (f) => ({ groupId: f.group }) },
  // Its sender (here the learner, who also runs the group) revokes it; nobody else, not even a site admin.
  'DELETE /api/invitation/:id': {
    who: only('learner'),
    fresh: async () => ({
      id: await created(
        await call('POST', '/api/invitation', people.learner, {
          email: `friend-${randomUUID()}@example.com`,
          category: 'group',
          categoryID: fx.group,
        }),
        'invitation',
      ),
    }),
  },
  // Groups: the learner's private group. Institution accounts are never members.
  'POST /api/discussiongroup': {
    who: { ...signedIn, institution: 'denied' },
    body: () => ({ groupName: 'Another group', privacy: 'Public' }),
  },
  'POST /api/discussiongroup/addmembers': { who: only('learner'), body: (f) => ({ groupId: f.group, groupMembers: [f.outsider] }) },
  'GET /api/discussiongroup': { who: signedIn },
  'GET /api/discussiongroup/suggested': { who: signedIn },
  'GET /api/discussiongroup/:id': { who: signedIn, params: group },
  'GET /api/discussiongroup/:id/members': { who: only('learner', 'admin'), params: group },
  // Its join requests are for those who decide them (the learner runs the group).
  'GET /api/discussiongroup/:id/requests': { who: only('learner'), params: group },
  'GET /api/discussiongroup/:id/checkmember/:userId': {
    who: only('learner', 'admin'),
    params: (f) => ({ id: f.group, userId: people.learner.id }),
  },
  'POST /api/discussiongroup/:id/leave': { who: only('learner'), fresh: async () => ({ id: await createGroup(people.learner) }) },
  'PUT /api/discussiongroup/:id': {
    who: only('learner', 'admin'),
    params: group,
    body: () => ({ groupName: 'Renamed group', privacy: 'Private' }),
  },
  'DELETE /api/discussiongroup/:id': { who: only('learner', 'admin'), fresh: async () => ({ id: await createGroup(people.learner) }) },
  // Discussions: only their members read and write them.
  'POST /api/chat': { who: only('learner'), body: (f) => ({ groupId: f.group, title: 'Another discussion' }) },
  'POST /api/chat/submitchat': { who: only('learner'), body: (f) => ({ groupId: f.group, chatId: f.chat, content: 'Hello' }) },
  'POST /api/chat/read': { who: only('learner'), body: (f) => ({ chatId: f.chat, seq: 1 }) },
  'DELETE /api/chat/message/:id': {
    who: only('learner'),
    fresh: async () => ({ id: await sendMessage(people.learner, fx.group, fx.chat) }),
  },
  'GET /api/chat/checkChatMember/:groupId/:chatId/:userId': {
    who: only('learner', 'admin'),
    params: (f) => ({ ...inChat(f), userId: people.learner.id }),
  },
  'GET /api/chat/getAllChatDiscusions/:groupId/:chatId': { who: only('learner'), params: inChat },
  'GET /api/chat/:groupId': { who: only('learner'), params: (f) => ({ groupId: f.group }) },
  // Join requests: the learner decides requests for their group; anyone else may ask.
  'POST /api/user/requesttojoin/new': {
    who: { ...signedIn, institution: 'denied' },
    body: (f) => ({ whatToJoin: 'group', idOfWhatToJoin: f.group }),
  },
  'GET /api/user/requeststojoin/view': { who: signedIn },
  'GET /api/joinrequests/getAllJoinRequests/:adminID': { who: only('learner', 'admin'), params: () => ({ adminID: people.learner.id }) },
  'POST /api/joinrequests/updateRequestStatus': {
    who: only('learner'),
    fresh: async () => ({ request: await createRequest() }),
    body: (_f, ids) => ({ requestId: ids.request, requestStatus: 'accepted' }),
  },
  'POST /api/chat/submitChatRequestStatus': {
    who: only('learner'),
    fresh: async () => ({ request: await createRequest() }),
    body: (_f, ids) => ({ requestId: ids.request, requestStatus: 'rejected' }),
  },
  'GET /api/chat/getGroupChatRequests': { who: signedIn, query: (f) => `chatId=${f.chat}` },
};

let server: Server;
let base = '';
const tokens = new Map<string, string>();

function call(method: string, path: string, as: UserRow | null, body?: unknown, token?: string): Promise<Response> {
  const bearer = token ?? (as ? (tokens.get(as.id) ?? h.tokenFor(as)) : null);
  return fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: method === 'GET' || method === 'HEAD' ? undefined : JSON.stringify(body ?? {}),
    signal: AbortSignal.timeout(20_000),
  });
}

let phoneCounter = 0;
/** A new verified number of the learner's. */
const learnerPhone = () => recordVerifiedPhone(h.deps.db, people.learner.id, `+2567720100${String(++phoneCounter).padStart(2, '0')}`);

async function person(name: Exclude<ActorName, 'guest'>): Promise<UserRow> {
  switch (name) {
    case 'learner':
    case 'otherLearner':
      return h.user({ usercategory: ['student'] });
    case 'mentor':
      return h.user({ usercategory: ['mentor'] });
    case 'institution': {
      const admin = await h.user({ usercategory: ['institution'] });
      await h.deps.db
        .insert(institutions)
        .values({ institutionName: 'Matrix Institute', institutionType: 'Other', country: 'Uganda', admins: [admin.id] });
      return admin;
    }
    case 'reviewer':
      return h.user({ roles: ['claimReviewer'] });
    case 'admin':
      return h.user({ roles: ['admin'] });
    case 'moderator':
      return h.user({ usercategory: ['student'], roles: ['moderator'] });
    case 'silenced':
    case 'suspended': {
      // Sanctioned a week ago for a month: their token was issued before, and still carries them.
      const learner = await h.user({ usercategory: ['student'] });
      await h.database.db.insert(sanctions).values({
        userId: learner.id,
        kind: name === 'silenced' ? 'silence' : 'suspend',
        reason: 'The matrix',
        endsAt: new Date(Date.now() + 30 * 86_400_000),
      });
      return learner;
    }
  }
}

/** What a rule means for the people it does not list (see the header). */
function expectedOf(rule: Rule, actor: ActorName, route: RouteInfo): Expect {
  if (actor === 'moderator') return rule.who.moderator ?? rule.who.otherLearner;
  if (actor === 'silenced') {
    const writes = SILENCED_CLASSES.has(writeClassOf(route.method, route.path.replace(/^\/api/, '')) ?? '');
    return writes && rule.who.otherLearner !== 'denied' && rule.who.guest === 'guest' ? 'denied' : rule.who.otherLearner;
  }
  if (actor === 'suspended') return rule.who.guest === 'guest' ? 'denied' : rule.who.guest;
  return rule.who[actor];
}

/** A body the route's schema accepts where one is easy to find (so the call reaches the policy). */
function bodyFor(route: RouteInfo): Record<string, unknown> {
  const schema = route.schemas.body as AnyObjectSchema | undefined;
  if (!schema) return {};
  try {
    return schema.cast({}, { assert: false }) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const classOf = (status: number, expect: Expect): boolean => {
  switch (expect) {
    case 'allowed':
      return status !== 401 && status !== 403 && status < 500;
    case 'guest':
      return status === 401;
    case 'denied':
      return status === 403 || status === 404;
    case 'open':
      return status !== 403 && (status < 500 || status === 501);
  }
};

beforeAll(async () => {
  await h.reset();
  server = h.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  people = {
    learner: await person('learner'),
    otherLearner: await person('otherLearner'),
    mentor: await person('mentor'),
    institution: await person('institution'),
    reviewer: await person('reviewer'),
    admin: await person('admin'),
    moderator: await person('moderator'),
    silenced: await person('silenced'),
    suspended: await person('suspended'),
  };
  const mentorItem = await createItem(people.mentor);
  fx = {
    learnerItem: await createItem(people.learner),
    privateItem: await createItem(people.learner, false),
    mentorItem,
    post: await createPost(people.learner),
    comment: await createComment(people.learner, mentorItem),
    session: await createSession(people.mentor),
    group: '',
    chat: '',
    message: '',
    outsider: (await h.user()).id,
    institution: (await institutionsAdministeredBy(h.deps.db, people.institution.id))[0].id,
  };
  fx.group = await createGroup(people.learner);
  fx.chat = await createChat(people.learner, fx.group);
  fx.message = await sendMessage(people.learner, fx.group, fx.chat);
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the policy matrix', () => {
  it('every route of the app has a rule, and no rule names a route that is gone', () => {
    const routes = routeTable(h.app).map((r) => `${r.method} ${r.path}`);
    expect(routes.filter((r) => !RULES[r])).toEqual([]);
    expect(Object.keys(RULES).filter((r) => !routes.includes(r))).toEqual([]);
  });

  it('each kind of person gets the answer its rule says on every route', { timeout: 120_000 }, async () => {
    const wrong: string[] = [];
    let calls = 0;
    for (const route of routeTable(h.app)) {
      const rule = RULES[`${route.method} ${route.path}`];
      if (!rule) continue;
      for (const actor of ACTORS) {
        const ids = { ...(rule.params?.(fx) ?? {}), ...(rule.fresh ? await rule.fresh() : {}) };
        const path = route.path.replace(/:(\w+)/g, (_m, name: string) => ids[name] ?? '6f1c1a64-0000-4000-8000-000000000000');
        const query = rule.query ? rule.query(fx) : '';
        const freshQuery = ids.item ? `id=${ids.item}` : query;
        let caller: UserRow | null = actor === 'guest' ? null : people[actor];
        if (caller && rule.freshCaller) caller = await person(actor as Exclude<ActorName, 'guest'>);
        const body = rule.body ? rule.body(fx, ids) : bodyFor(route);
        const res = await call(route.method, `${path}${freshQuery ? `?${freshQuery}` : ''}`, caller, body);
        calls++;
        // A live stream that opened stays open: its status is the answer.
        await res.body?.cancel();
        const expected = expectedOf(rule, actor, route);
        if (!classOf(res.status, expected)) wrong.push(`${route.method} ${route.path} as ${actor}: ${res.status}, expected ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(calls).toBeGreaterThanOrEqual(84 * ACTORS.length);
  });
});
