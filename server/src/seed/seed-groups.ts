/**
 * Demo groups (issue 12): six groups, public and private, with members, discussions and messages,
 * so a new user sees a living community. The demo learner runs one private group with a pending
 * request (her Requests tab) and has unread messages in another.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatMembers, chatMessages, chats, discussionGroups, groupMembers, joinRequests, users } from '../db/schema';

const HOUR = 3_600_000;
const LEARNER = 'learner@delv.africa';
const MENTOR = 'mentor@delv.africa';

interface DemoGroup {
  name: string;
  privacy: 'Public' | 'Private';
  tags: string[];
  description: string;
  /** The first is the admin. */
  members: string[];
  chats: { title: string; members: string[]; messages: [string, string][] }[];
  /** People waiting for the admin. */
  requests?: string[];
}

const at = (name: string) => `${name}@delv.africa`;

const DEMO_GROUPS: DemoGroup[] = [
  {
    name: 'Data Science East Africa',
    privacy: 'Public',
    tags: ['data science', 'python', 'machine learning'],
    description: 'Learners and practitioners of data science across the region: projects, datasets, jobs and help with code.',
    members: [
      MENTOR,
      LEARNER,
      at('wanjiru.kamau'),
      at('brian.okello'),
      at('faith.wambui'),
      at('zawadi.said'),
      at('kevin.mutua'),
      at('aline.uwase'),
    ],
    chats: [
      {
        title: 'Portfolio reviews',
        members: [MENTOR, LEARNER, at('brian.okello'), at('faith.wambui'), at('zawadi.said')],
        messages: [
          [MENTOR, 'Post a link to one project you are proud of. I will review three this week.'],
          [at('brian.okello'), 'Mine: a dashboard of Kampala market prices from the UBOS data. Feedback welcome!'],
          [MENTOR, 'Brian, good choice of data. Add a short write-up of what you found, not only the charts.'],
          [at('faith.wambui'), 'Is a notebook enough or should it be a web page?'],
          [MENTOR, 'A notebook on GitHub is fine. A clear README matters more than the format.'],
          [at('zawadi.said'), 'I added mine: predicting maize yields with rainfall data.'],
        ],
      },
      {
        title: 'Python help',
        members: [MENTOR, LEARNER, at('kevin.mutua'), at('aline.uwase')],
        messages: [
          [at('aline.uwase'), 'pandas says "SettingWithCopyWarning". What am I doing wrong?'],
          [at('kevin.mutua'), 'Use .loc on the original frame, or take a .copy() first when you slice.'],
          [LEARNER, 'That fixed it for me too, thanks Kevin.'],
        ],
      },
    ],
  },
  {
    name: 'Women in Tech Kampala',
    privacy: 'Public',
    tags: ['careers', 'mentorship', 'software'],
    description: 'A space for women building careers in technology in Kampala: meetups, mentors and job leads.',
    members: [at('ruth.namubiru'), LEARNER, at('faith.wambui'), at('diane.ingabire'), at('aline.uwase')],
    chats: [
      {
        title: 'Meetups',
        members: [at('ruth.namubiru'), LEARNER, at('faith.wambui'), at('diane.ingabire')],
        messages: [
          [at('ruth.namubiru'), 'Next meetup: Saturday at 10:00 at the Innovation Village, Ntinda. Bring a laptop.'],
          [at('diane.ingabire'), 'I will be there. Is it beginner friendly?'],
          [at('ruth.namubiru'), 'Yes, we start with a short Git workshop.'],
        ],
      },
    ],
  },
  {
    name: 'Kiswahili Tech Talk',
    privacy: 'Public',
    tags: ['kiswahili', 'technology', 'careers'],
    description: 'Mazungumzo ya teknolojia na taaluma kwa Kiswahili: maswali, ushauri na fursa za kazi.',
    members: [at('neema.mushi'), at('juma.mrisho'), at('zawadi.said'), MENTOR],
    chats: [
      {
        title: 'Karibu',
        members: [at('neema.mushi'), at('juma.mrisho'), at('zawadi.said')],
        messages: [
          [at('neema.mushi'), 'Karibuni wote! Jitambulisheni: jina, mji, na unachojifunza.'],
          [at('juma.mrisho'), 'Mimi ni Juma kutoka Dar es Salaam, najifunza uchambuzi wa data.'],
          [at('zawadi.said'), 'Zawadi kutoka Mombasa. Napenda takwimu na Python.'],
        ],
      },
    ],
  },
  {
    name: 'Career Switchers',
    privacy: 'Private',
    tags: ['careers', 'career change', 'interviews'],
    description: 'For people moving into tech from another field. Private so members can speak freely about their jobs.',
    members: [at('wanjiru.kamau'), at('patrick.niyonzima'), at('moses.ssali'), at('juma.mrisho')],
    chats: [
      {
        title: 'Interview practice',
        members: [at('wanjiru.kamau'), at('patrick.niyonzima'), at('moses.ssali')],
        messages: [
          [at('wanjiru.kamau'), 'Mock interviews every Tuesday evening. Reply here to book a slot.'],
          [at('moses.ssali'), 'Booking Tuesday 19:00, please.'],
        ],
      },
    ],
  },
  {
    name: 'Makerere CS Class of 2027',
    privacy: 'Private',
    tags: ['computer science', 'makerere', 'study group'],
    description: 'Our class: revision, project groups and internship leads.',
    members: [LEARNER, at('claude.irakoze'), at('faith.wambui')],
    chats: [
      {
        title: 'Revision',
        members: [LEARNER, at('claude.irakoze'), at('faith.wambui')],
        messages: [
          [at('claude.irakoze'), 'Who has the algorithms notes from Monday?'],
          [LEARNER, 'I do, I will share them tonight.'],
        ],
      },
    ],
    requests: [at('brian.okello')],
  },
  {
    name: 'Job Search Support',
    privacy: 'Public',
    tags: ['jobs', 'internships', 'cv'],
    description: 'Share openings, get your CV reviewed and keep each other going through the search.',
    members: [at('jean.habimana'), at('brian.okello'), at('diane.ingabire'), at('moses.ssali'), at('eric.ndayishimiye')],
    chats: [
      {
        title: 'Openings',
        members: [at('jean.habimana'), at('brian.okello'), at('diane.ingabire'), at('eric.ndayishimiye')],
        messages: [
          [at('jean.habimana'), 'Graduate data analyst roles open at a Kigali bank until the end of the month.'],
          [at('eric.ndayishimiye'), 'Thanks! Do they accept applicants from Burundi?'],
          [at('jean.habimana'), 'Yes, the posting says East African Community citizens.'],
        ],
      },
    ],
  },
];

export async function seedGroups(db: Db, now = Date.now()): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(discussionGroups);
  if (n > 0) return 0;
  const emails = [...new Set(DEMO_GROUPS.flatMap((g) => [...g.members, ...(g.requests ?? []), ...g.chats.flatMap((c) => c.members)]))];
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const has = (email: string) => idOf.has(email);

  let created = 0;
  for (const [gi, g] of DEMO_GROUPS.entries()) {
    const members = g.members.filter(has);
    if (!members.length) continue;
    const groupCreated = new Date(now - (200 - gi * 20) * HOUR);
    const [row] = await db
      .insert(discussionGroups)
      .values({
        groupName: g.name,
        hashTag: g.tags,
        description: g.description,
        privacy: g.privacy,
        createdBy: idOf.get(members[0])!,
        memberCount: members.length,
        createdAt: groupCreated,
      })
      .returning({ id: discussionGroups.id });
    await db.insert(groupMembers).values(
      members.map((email, i) => ({
        groupId: row.id,
        userId: idOf.get(email)!,
        isAdmin: i === 0,
        joinedAt: new Date(groupCreated.getTime() + i * HOUR),
      })),
    );
    for (const [ci, c] of g.chats.entries()) {
      const chatPeople = c.members.filter((e) => has(e) && members.includes(e));
      const chatCreated = new Date(groupCreated.getTime() + (ci + 1) * 2 * HOUR);
      const [chat] = await db
        .insert(chats)
        .values({
          groupId: row.id,
          title: c.title,
          adminId: idOf.get(chatPeople[0])!,
          memberCount: chatPeople.length,
          createdAt: chatCreated,
        })
        .returning({ id: chats.id });
      const messages = c.messages.filter(([email]) => chatPeople.includes(email));
      const stored = messages.length
        ? await db
            .insert(chatMessages)
            .values(
              messages.map(([email, content], mi) => ({
                chatId: chat.id,
                userId: idOf.get(email)!,
                content,
                // Recent, an hour or so apart, the last a little while ago.
                createdAt: new Date(now - (messages.length - mi) * 50 * 60_000 - gi * 3 * HOUR),
              })),
            )
            .returning({ seq: chatMessages.seq, createdAt: chatMessages.createdAt })
        : [];
      const last = stored.at(-1);
      if (last)
        await db
          .update(chats)
          .set({ lastSeq: last.seq, lastMessageAt: last.createdAt })
          .where(sql`${chats.id} = ${chat.id}`);
      // Everyone has read all but the last two messages, so badges show on the first visit.
      const readUpTo = stored.length > 2 ? stored[stored.length - 3].seq : 0;
      await db
        .insert(chatMembers)
        .values(chatPeople.map((email) => ({ chatId: chat.id, userId: idOf.get(email)!, readSeq: readUpTo, noticeSeq: readUpTo })));
    }
    const deciders = [idOf.get(members[0])!];
    for (const email of (g.requests ?? []).filter(has)) {
      await db.insert(joinRequests).values({
        userId: idOf.get(email)!,
        whatToJoin: 'group',
        idOfWhatToJoin: row.id,
        nameOfWhatToJoin: g.name,
        canBeAcceptedBy: deciders,
        createdAt: new Date(now - 3 * HOUR),
      });
    }
    created++;
  }
  return created;
}
