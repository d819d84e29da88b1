import { and, eq, inArray } from 'drizzle-orm';
import { PLATFORM_FEEDBACK_ID, POINT_RULES, toEmbedUrl, type PointRule } from '@delv/shared';
import { applyRating } from '../modules/ratings/ratings.service';
import type { Db } from '../db/client';
import { comments, contents, invitations, likes, points, posts, shareRecipients, shares, sessions, users } from '../db/schema';

const HOUR = 3_600_000;
const MENTOR = 'mentor@delv.africa';
const LEARNER = 'learner@delv.africa';

/** [author, text, link, hours ago] */
const DEMO_POSTS: [string, string, string, number][] = [
  [
    MENTOR,
    "The clearest explanation of neural networks I know. Watch it before Thursday's session and bring one question.",
    'https://www.youtube.com/watch?v=aircAruvnKk',
    30,
  ],
  [
    MENTOR,
    'Kampala and Nairobi learners: post the first data project you are proud of below. I will review three portfolios this week.',
    '',
    8,
  ],
  [
    'wanjiru.kamau@delv.africa',
    'Interview tip: when they ask "tell me about yourself", answer in three parts: what you do now, one result you are proud of, and why this role is next.',
    '',
    20,
  ],
  [LEARNER, 'Finished my first portfolio project: school enrolment by district from UBOS data. Feedback very welcome!', '', 5],
  [
    'zawadi.said@delv.africa',
    'Found a great podcast episode on careers in statistics for the commute.',
    'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk',
    14,
  ],
];

/** [sharer, text, content title or session title, model, recipients (empty = everyone), hours ago] */
const DEMO_SHARES: [string, string, string, 'Content' | 'Session', string[], number][] = [
  [
    LEARNER,
    'Hey, come check out this post. This is how I planned my first project.',
    'How to build a data portfolio on a small budget',
    'Content',
    [],
    3,
  ],
  [
    'zawadi.said@delv.africa',
    'Amina, these came up in my interview. Worth a read before yours.',
    'SQL interview questions from Nairobi fintechs',
    'Content',
    [LEARNER],
    2,
  ],
  [MENTOR, 'Hey, come check out this session.', 'Breaking into data science: your first 90 days', 'Session', [], 1],
];

/** [who likes, post text prefix] and [who comments, post text prefix, comment] */
const DEMO_POST_LIKES: [string, string][] = [
  [LEARNER, 'The clearest explanation'],
  ['zawadi.said@delv.africa', 'The clearest explanation'],
  ['brian.okello@delv.africa', 'The clearest explanation'],
  [MENTOR, 'Finished my first portfolio project'],
  ['zawadi.said@delv.africa', 'Finished my first portfolio project'],
  [LEARNER, 'Interview tip'],
];
const DEMO_POST_COMMENTS: [string, string, string][] = [
  [LEARNER, 'The clearest explanation', 'Watched it twice, the part on gradient descent finally clicked.'],
  [MENTOR, 'Finished my first portfolio project', 'Great start. Add one chart that answers a single question, and put it first.'],
];

/** More community feedback for the landing carousel (seed-content adds two). */
const DEMO_FEEDBACK: [string, string, number][] = [
  ['brian.okello@delv.africa', 'I found a cyber security mentor in Kampala within a week. The sessions are practical.', 5],
  ['faith.wambui@delv.africa', 'Posting my public speaking practice and getting comments keeps me going.', 4],
  ['claude.irakoze@delv.africa', 'The course units are short enough to follow on my phone on the bus.', 4.5],
  ['aline.uwase@delv.africa', 'Lovely community. I would like more design mentors from Kigali.', 4],
];

async function hasComment(db: Db, kind: string, itemId: string, userId: string, text: string) {
  const [row] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.itemId, itemId), eq(comments.kind, kind), eq(comments.userId, userId), eq(comments.text, text)))
    .limit(1);
  return Boolean(row);
}

async function givePoints(db: Db, userId: string, rule: PointRule, refId: string, at: Date) {
  await db.insert(points).values({ userId, activity: rule.activity, points: rule.points, refId, createdAt: at }).onConflictDoNothing();
}

/** Demo feed: posts by mentors and learners (one with a YouTube link), shares (to everyone and to
 * one person), likes and comments, community feedback, and the demo learner's points. Idempotent:
 * rows are matched by author and text. Returns the number of posts created. */
export async function seedFeed(db: Db): Promise<number> {
  const emails = [
    ...new Set([
      ...DEMO_POSTS.map((p) => p[0]),
      ...DEMO_SHARES.flatMap((s) => [s[0], ...s[4]]),
      ...DEMO_POST_LIKES.map((l) => l[0]),
      ...DEMO_POST_COMMENTS.map((c) => c[0]),
      ...DEMO_FEEDBACK.map((f) => f[0]),
      'faith.wambui@delv.africa',
    ]),
  ];
  const ids = new Map(
    (await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))).map((u) => [u.email, u.id]),
  );
  const now = Date.now();
  let created = 0;

  const postIds = new Map<string, string>();
  for (const [email, text, link, hoursAgo] of DEMO_POSTS) {
    const userId = ids.get(email);
    if (!userId) continue;
    let [row] = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.userId, userId), eq(posts.text, text)))
      .limit(1);
    const at = new Date(now - hoursAgo * HOUR);
    if (!row) {
      [row] = await db
        .insert(posts)
        .values({ userId, text, link, embedUrl: toEmbedUrl(link), createdAt: at })
        .returning({ id: posts.id });
      created += 1;
      await givePoints(db, userId, POINT_RULES.POST, row.id, at);
    }
    postIds.set(text, row.id);
  }
  const postId = (prefix: string) => [...postIds.entries()].find(([text]) => text.startsWith(prefix))?.[1];

  for (const [email, prefix] of DEMO_POST_LIKES) {
    const userId = ids.get(email);
    const id = postId(prefix);
    if (userId && id) await db.insert(likes).values({ kind: 'post', itemId: id, userId }).onConflictDoNothing();
  }
  for (const [email, prefix, text] of DEMO_POST_COMMENTS) {
    const userId = ids.get(email);
    const id = postId(prefix);
    if (userId && id && !(await hasComment(db, 'post', id, userId, text)))
      await db.insert(comments).values({ kind: 'post', itemId: id, userId, text });
  }

  for (const [email, text, title, model, to, hoursAgo] of DEMO_SHARES) {
    const userId = ids.get(email);
    if (!userId) continue;
    const [item] =
      model === 'Content'
        ? await db
            .select({ id: contents.id })
            .from(contents)
            .where(and(eq(contents.title, title), eq(contents.visible, true)))
            .limit(1)
        : await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.sessionTitle, title)).limit(1);
    if (!item) continue;
    const [exists] = await db
      .select({ id: shares.id })
      .from(shares)
      .where(and(eq(shares.userId, userId), eq(shares.text, text)))
      .limit(1);
    if (exists) continue;
    const recipients = to.map((e) => ids.get(e)).filter((r): r is string => Boolean(r));
    const at = new Date(now - hoursAgo * HOUR);
    const [row] = await db
      .insert(shares)
      .values({
        userId,
        text,
        sharedModel: model,
        contentId: model === 'Content' ? item.id : null,
        sessionId: model === 'Session' ? item.id : null,
        audience: recipients.length ? 'users' : 'everyone',
        recipientCount: recipients.length,
        createdAt: at,
      })
      .returning({ id: shares.id });
    if (recipients.length) await db.insert(shareRecipients).values(recipients.map((r) => ({ shareId: row.id, userId: r, createdAt: at })));
    await givePoints(db, userId, POINT_RULES.SHARE, row.id, at);
  }

  for (const [email, text, stars] of DEMO_FEEDBACK) {
    const userId = ids.get(email);
    if (!userId || (await hasComment(db, 'platform', PLATFORM_FEEDBACK_ID, userId, text))) continue;
    await db.insert(comments).values({ kind: 'platform', itemId: PLATFORM_FEEDBACK_ID, userId, text, rating: stars });
    await applyRating(db, 'platform', PLATFORM_FEEDBACK_ID, userId, stars, { ownerIds: [], subject: null });
  }

  // The demo learner: joined, invited a friend who joined, posted and shared (above).
  const learner = ids.get(LEARNER);
  const friend = ids.get('faith.wambui@delv.africa');
  if (learner) {
    await givePoints(db, learner, POINT_RULES.SIGN_UP, learner, new Date(now - 40 * 24 * HOUR));
    if (friend) {
      const [inv] = await db
        .insert(invitations)
        .values({
          inviterId: learner,
          email: 'faith.wambui@delv.africa',
          acceptedBy: friend,
          acceptedAt: new Date(now - 20 * 24 * HOUR),
          createdAt: new Date(now - 21 * 24 * HOUR),
        })
        .onConflictDoNothing()
        .returning({ id: invitations.id });
      if (inv) await givePoints(db, learner, POINT_RULES.INVITE_FRIEND, inv.id, new Date(now - 20 * 24 * HOUR));
    }
  }
  return created;
}
