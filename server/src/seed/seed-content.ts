import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import { PLATFORM_FEEDBACK_ID } from '@delv/shared';
import { tinyPdf } from '../lib/pdf';
import { privateKeyOf, type Storage } from '../lib/storage';
import { cleanName } from '../modules/content/content.files';
import { applyRating } from '../modules/ratings/ratings.service';
import type { Db } from '../db/client';
import { comments, contents, users } from '../db/schema';
import type { StoredFileJson } from '../db/schema/users';

interface DemoContent {
  owner: string;
  title: string;
  category: 'Video' | 'Article' | 'Course' | 'Book' | 'OpenLib';
  author: string;
  description: string;
  tags: string[];
  sourceLink?: string;
  /** Lines of a small generated PDF stored as the content file. */
  pdf?: string[];
  publisher?: string;
  parentCourse?: string;
  courseCategory?: string;
  noOfStudents?: number;
  duration?: number;
  organiser?: string;
  venue?: string;
  visible?: boolean;
  views?: number;
}

const MENTOR = 'mentor@delv.africa';
const INSTITUTION = 'institution@delv.africa';
const DS = { parentCourse: 'Data Science', courseCategory: 'Data Scientist', organiser: 'David Otieno', venue: 'Online' };

/** Videos are links to public lectures (YouTube, Vimeo) so the demo ships no big files. */
export const DEMO_CONTENT: DemoContent[] = [
  {
    owner: MENTOR,
    title: 'How to build a data portfolio on a small budget',
    category: 'Article',
    author: 'David Otieno',
    description:
      'Three projects you can build with free data from the Kenya and Uganda statistics bureaus, and how to present them to employers.',
    tags: ['Data Science', 'Portfolio', 'Careers'],
    views: 84,
    pdf: [
      '1. Pick public data: KNBS, UBOS and the World Bank publish free datasets.',
      '2. Ask one question per project and answer it well.',
      '3. Publish the notebook and a one-page summary.',
      '4. Ask a mentor on Delv to review it before you apply.',
    ],
  },
  {
    owner: MENTOR,
    title: 'SQL interview questions from Nairobi fintechs',
    category: 'Article',
    author: 'David Otieno',
    description: 'The joins, window functions and data-quality questions that come up again and again, with worked answers.',
    tags: ['SQL', 'Interviews', 'Data Analysis'],
    views: 61,
    pdf: [
      'Q1. Daily active wallets: COUNT(DISTINCT wallet_id) grouped by day.',
      'Q2. Running balance: SUM(amount) OVER (PARTITION BY wallet ORDER BY ts).',
      'Q3. Duplicate transactions: GROUP BY reference HAVING COUNT(*) > 1.',
    ],
  },
  {
    owner: MENTOR,
    title: 'Your first 90 days as a junior data scientist',
    category: 'Article',
    author: 'David Otieno',
    description: 'What to learn, whom to meet and what to ship in your first three months.',
    tags: ['Careers', 'Data Science'],
    views: 40,
    pdf: [
      'Days 1-30: learn the data and the people who own it.',
      'Days 31-60: ship one small analysis that someone uses.',
      'Days 61-90: automate it and write down what you learned.',
    ],
  },
  {
    owner: MENTOR,
    title: 'Data Science',
    category: 'Course',
    author: 'David Otieno',
    description: 'A free path from Python basics to neural networks, curated from the best open lectures.',
    tags: ['Data Science', 'Python', 'Machine Learning'],
    noOfStudents: 200,
    duration: 5,
    courseCategory: 'Data Scientist',
    organiser: 'David Otieno',
    venue: 'Online',
    views: 150,
  },
  {
    owner: MENTOR,
    title: 'Learn Data Science: full course for beginners',
    category: 'Course',
    author: 'freeCodeCamp',
    description: 'What data scientists do, from questions to models.',
    tags: ['Data Science'],
    sourceLink: 'https://www.youtube.com/watch?v=ua-CiDNNj30',
    duration: 6,
    ...DS,
    views: 45,
  },
  {
    owner: MENTOR,
    title: 'Python for beginners',
    category: 'Course',
    author: 'freeCodeCamp',
    description: 'Variables, functions, loops and files: the Python you need for data work.',
    tags: ['Python'],
    sourceLink: 'https://www.youtube.com/watch?v=rfscVS0vtbw',
    duration: 4.5,
    ...DS,
    views: 38,
  },
  {
    owner: MENTOR,
    title: 'SQL: full database course',
    category: 'Course',
    author: 'freeCodeCamp',
    description: 'Querying, joining and designing relational databases.',
    tags: ['SQL'],
    sourceLink: 'https://www.youtube.com/watch?v=HXV3zeQKqGY',
    duration: 4.3,
    ...DS,
    views: 30,
  },
  {
    owner: MENTOR,
    title: 'But what is a neural network?',
    category: 'Course',
    author: '3Blue1Brown',
    description: 'A visual introduction to how neural networks learn.',
    tags: ['Machine Learning'],
    sourceLink: 'https://www.youtube.com/watch?v=aircAruvnKk',
    duration: 0.3,
    ...DS,
    views: 27,
  },
  {
    owner: MENTOR,
    title: 'Python in one hour',
    category: 'Video',
    author: 'Programming with Mosh',
    description: 'A fast first tour of Python.',
    tags: ['Python', 'Programming'],
    sourceLink: 'https://www.youtube.com/watch?v=kqtD5dpn9C8',
    views: 120,
  },
  {
    owner: MENTOR,
    title: 'Neural networks, visually',
    category: 'Video',
    author: '3Blue1Brown',
    description: 'Why neural networks work, in pictures.',
    tags: ['Machine Learning'],
    sourceLink: 'https://youtu.be/aircAruvnKk',
    views: 95,
  },
  {
    owner: MENTOR,
    title: 'Python for Everybody',
    category: 'Book',
    author: 'Charles Severance',
    publisher: 'Self-published (free online)',
    description: 'A free textbook for learning Python with data.',
    tags: ['Python'],
    sourceLink: 'https://www.py4e.com/book',
    views: 22,
  },
  {
    owner: MENTOR,
    title: 'Think Stats',
    category: 'Book',
    author: 'Allen B. Downey',
    publisher: 'Green Tea Press',
    description: 'Exploratory data analysis in Python, free to read.',
    tags: ['Statistics', 'Python'],
    sourceLink: 'https://greenteapress.com/wp/think-stats-2e/',
    views: 18,
  },
  {
    owner: MENTOR,
    title: 'Interview notes (draft)',
    category: 'Article',
    author: 'David Otieno',
    description: 'Private notes before publishing.',
    tags: ['Interviews'],
    visible: false,
    pdf: ['Draft: not published yet.'],
  },
  {
    owner: 'nairobi.tech@delv.africa',
    title: 'What a DevOps engineer does all day',
    category: 'Video',
    author: 'Nairobi School of Technology',
    description: 'Pipelines, on-call and the tools of the trade, in ten minutes.',
    tags: ['DevOps', 'Careers'],
    sourceLink: 'https://www.youtube.com/watch?v=Xrgk023l4lI',
    views: 31,
  },
  {
    owner: 'kigali.academy@delv.africa',
    title: 'Founder finance checklist',
    category: 'Article',
    author: 'Kigali Business Academy',
    description: 'Twelve numbers every founder should know before talking to an investor.',
    tags: ['Finance', 'Entrepreneurship'],
    views: 22,
    pdf: ['Know your monthly burn, runway and gross margin.', 'Separate business and personal mobile-money accounts.'],
  },
  {
    owner: INSTITUTION,
    title: 'Admissions guide 2026',
    category: 'Article',
    author: 'Makerere Institute of Technology',
    description: 'Programmes, entry requirements, fees and deadlines for the 2026 intake.',
    tags: ['Admissions', 'Higher Education'],
    views: 70,
    pdf: [
      'Intake: August 2026. Applications close 30 June 2026.',
      'Entry: UACE with two principal passes, or a relevant diploma.',
      'Programmes: BSc Software Engineering, BSc Data Science, Diploma in Electrical Engineering.',
    ],
  },
  {
    owner: INSTITUTION,
    title: 'Introduction to Programming',
    category: 'Course',
    author: 'Makerere Institute of Technology',
    description: 'Our free bridging course for new students.',
    tags: ['Programming'],
    noOfStudents: 340,
    duration: 8,
    courseCategory: 'IT & Software',
    organiser: 'Makerere Institute of Technology',
    venue: 'Kampala campus and online',
    views: 64,
  },
  {
    owner: INSTITUTION,
    title: 'Learn Python: full course',
    category: 'Course',
    author: 'freeCodeCamp',
    description: 'Unit 1 of Introduction to Programming.',
    tags: ['Python'],
    sourceLink: 'https://www.youtube.com/watch?v=rfscVS0vtbw',
    parentCourse: 'Introduction to Programming',
    courseCategory: 'IT & Software',
    views: 20,
  },
  {
    owner: INSTITUTION,
    title: 'The new Vimeo player',
    category: 'Video',
    author: 'Vimeo Staff',
    description: 'A short showcase of embedded video playback.',
    tags: ['Media'],
    sourceLink: 'https://vimeo.com/76979871',
    views: 12,
  },
  {
    owner: INSTITUTION,
    title: 'Think Python',
    category: 'Book',
    author: 'Allen B. Downey',
    publisher: 'Green Tea Press',
    description: 'How to think like a computer scientist.',
    tags: ['Python'],
    sourceLink: 'https://greenteapress.com/wp/think-python-2e/',
    views: 15,
  },
  {
    owner: INSTITUTION,
    title: 'Student handbook',
    category: 'Book',
    author: 'Makerere Institute of Technology',
    description: 'Rules, services and contacts for students.',
    tags: ['Students'],
    pdf: ['Library hours: 8:00-22:00 on weekdays.', 'Student support: support@mit.delv.africa.'],
  },
  {
    owner: INSTITUTION,
    title: 'MIT OpenCourseWare',
    category: 'OpenLib',
    author: 'Massachusetts Institute of Technology',
    description: 'Free lecture notes, exams and videos from MIT courses.',
    tags: ['Open Education'],
    sourceLink: 'https://ocw.mit.edu/',
  },
  {
    owner: INSTITUTION,
    title: 'Open Library: data science',
    category: 'OpenLib',
    author: 'Internet Archive',
    description: 'Borrow data science books for free.',
    tags: ['Books', 'Data Science'],
    sourceLink: 'https://openlibrary.org/subjects/data_science',
  },
];

/** [reviewer, content title, text, stars or null] */
const DEMO_REVIEWS: [string, string, string, number | null][] = [
  [
    'learner@delv.africa',
    'How to build a data portfolio on a small budget',
    'Clear and practical: I started my first project the same evening.',
    5,
  ],
  ['zawadi.said@delv.africa', 'How to build a data portfolio on a small budget', 'The list of free datasets alone is worth it.', 4.5],
  ['brian.okello@delv.africa', 'SQL interview questions from Nairobi fintechs', 'Question 2 came up in my interview last week!', 5],
  ['learner@delv.africa', 'Python in one hour', 'Good pace for a first look at Python.', 4],
  ['zawadi.said@delv.africa', 'Data Science', 'A well chosen path through free lectures.', 4.5],
  ['claude.irakoze@delv.africa', 'Introduction to Programming', 'Helped me prepare before the semester.', 4],
  ['faith.wambui@delv.africa', 'Admissions guide 2026', 'Would love the fees in a table.', null],
];

const DEMO_FEEDBACK: [string, string, number][] = [
  ['learner@delv.africa', 'Delv connected me with a mentor who reviewed my CV in a day.', 5],
  ['zawadi.said@delv.africa', 'The free courses and the mentors make a real difference.', 4.5],
];

async function hasComment(db: Db, kind: string, itemId: string, userId: string, text: string) {
  const [row] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.itemId, itemId), eq(comments.kind, kind), eq(comments.userId, userId), eq(comments.text, text)))
    .limit(1);
  return Boolean(row);
}

/** A private item's file goes under private/ like an uploaded one (lib/storage.ts). */
async function storePdf(storage: Storage, title: string, lines: string[], visible: boolean): Promise<StoredFileJson> {
  const pdf = tinyPdf(title, lines);
  const folder = `content/${randomUUID()}-${cleanName(title)}/${cleanName(title)}.pdf`;
  const key = visible ? folder : privateKeyOf(folder);
  return storage.put(key, Readable.from([pdf]), { contentType: 'application/pdf', size: pdf.length });
}

/** Demo library for the mentor and the institution, with reviews. Idempotent per (owner, title).
 * Without a storage (tests), items that would carry a PDF are skipped. */
export async function seedContent(db: Db, storage?: Storage): Promise<number> {
  const emails = [...new Set([...DEMO_CONTENT.map((c) => c.owner), ...DEMO_REVIEWS.map((r) => r[0]), ...DEMO_FEEDBACK.map((f) => f[0])])];
  const ids = new Map(
    (await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))).map((u) => [u.email, u.id]),
  );
  const now = Date.now();
  let created = 0;
  for (const [i, c] of DEMO_CONTENT.entries()) {
    const ownerId = ids.get(c.owner);
    if (!ownerId || (c.pdf && !storage)) continue;
    const [exists] = await db
      .select({ id: contents.id })
      .from(contents)
      .where(and(eq(contents.ownerId, ownerId), eq(contents.title, c.title)))
      .limit(1);
    if (exists) continue;
    const contentFile = c.pdf && storage ? await storePdf(storage, c.title, c.pdf, c.visible ?? true) : null;
    // Oldest first in the list above, so course units keep their order.
    const at = new Date(now - (DEMO_CONTENT.length - i) * 3_600_000);
    await db.insert(contents).values({
      ownerId,
      title: c.title,
      category: c.category,
      author: c.author,
      postedBy: c.author,
      description: c.description,
      tags: c.tags,
      sourceLink: c.sourceLink ?? '',
      contentFile,
      publisher: c.publisher ?? (c.category === 'Book' ? 'TBD' : ''),
      parentCourse: c.parentCourse ?? '',
      courseCategory: c.courseCategory ?? '',
      noOfStudents: c.noOfStudents ?? null,
      duration: c.duration ?? null,
      organiser: c.organiser ?? '',
      venue: c.venue ?? '',
      visible: c.visible ?? true,
      views: c.views ?? 0,
      createdAt: at,
      modifiedAt: at,
    });
    created++;
  }
  if (!created) return 0;

  const byTitle = new Map(
    (
      await db
        .select({ id: contents.id, title: contents.title })
        .from(contents)
        .where(
          inArray(
            contents.title,
            DEMO_REVIEWS.map((r) => r[1]),
          ),
        )
    ).map((c) => [c.title, c.id]),
  );
  for (const [email, title, text, stars] of DEMO_REVIEWS) {
    const userId = ids.get(email);
    const itemId = byTitle.get(title);
    if (!userId || !itemId || (await hasComment(db, 'content', itemId, userId, text))) continue;
    await db.insert(comments).values({ kind: 'content', itemId, userId, text, rating: stars });
    if (stars !== null) await applyRating(db, 'content', itemId, userId, stars, { ownerIds: [], subject: null });
  }
  for (const [email, text, stars] of DEMO_FEEDBACK) {
    const userId = ids.get(email);
    if (!userId || (await hasComment(db, 'platform', PLATFORM_FEEDBACK_ID, userId, text))) continue;
    await db.insert(comments).values({ kind: 'platform', itemId: PLATFORM_FEEDBACK_ID, userId, text, rating: stars });
    await applyRating(db, 'platform', PLATFORM_FEEDBACK_ID, userId, stars, { ownerIds: [], subject: null });
  }
  return created;
}
