import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { institutions, sessionRegistrations, sessions, users } from '../db/schema';
import { scheduleReminder } from '../modules/sessions/sessions.jobs';
import { utcToZoned, zonedToUtc } from '../modules/sessions/time';

const TZ = 'Africa/Kampala';
const DAY = 86_400_000;

interface DemoSession {
  presenter: string;
  /** Institution admin e-mail when the institution organises it. */
  institutionAdmin?: string;
  title: string;
  description: string;
  organiser: string;
  days: number;
  time: string;
  minutes: 60 | 120;
  price: number;
  link: string;
  tags: string[];
  attendees: string[];
  guests?: { firstname: string; lastname: string; email: string }[];
}

/** Relative to the day of seeding, so a fresh demo always has upcoming and past sessions. */
const DEMO_SESSIONS: DemoSession[] = [
  {
    presenter: 'mentor@delv.africa',
    title: 'Breaking into data science: your first 90 days',
    description:
      'What hiring managers in Nairobi and Kampala look for, how to build a portfolio on a small budget, and how to make your first three months count. Bring your questions.',
    organiser: 'Delv Mentors',
    days: 2,
    time: '18:00',
    minutes: 60,
    price: 0,
    link: 'https://meet.google.com/dlv-data-001',
    tags: ['Data Science', 'Careers', 'Portfolio'],
    attendees: ['learner@delv.africa', 'zawadi.said@delv.africa', 'brian.okello@delv.africa'],
    guests: [{ firstname: 'Joseph', lastname: 'Ssemakula', email: 'joseph.ssemakula@example.com' }],
  },
  {
    presenter: 'mentor@delv.africa',
    title: 'SQL for analysts: live practice',
    description: 'Two hours of hands-on SQL on a real mobile-money dataset: joins, window functions and the questions interviewers ask.',
    organiser: 'Delv Mentors',
    days: 6,
    time: '17:00',
    minutes: 120,
    price: 20000,
    link: 'https://meet.google.com/dlv-sql-002',
    tags: ['SQL', 'Data Analysis'],
    attendees: ['zawadi.said@delv.africa'],
  },
  {
    presenter: 'mentor@delv.africa',
    institutionAdmin: 'institution@delv.africa',
    title: 'Career Guidance after 12th science session',
    description:
      'For students finishing senior six sciences: which degrees lead where, what employers ask for, and how to choose. Run with Makerere Institute of Technology.',
    organiser: 'Makerere Institute of Technology',
    days: 3,
    time: '10:00',
    minutes: 120,
    price: 0,
    link: 'https://meet.google.com/dlv-mit-003',
    tags: ['Career Guidance', 'Students'],
    attendees: ['learner@delv.africa', 'claude.irakoze@delv.africa'],
  },
  {
    presenter: 'wanjiru.kamau@delv.africa',
    institutionAdmin: 'nairobi.tech@delv.africa',
    title: 'Open evening: DevOps bootcamp',
    description: 'What the twelve-week DevOps bootcamp covers, who it is for, and how graduates found work in Nairobi. Questions welcome.',
    organiser: 'Nairobi School of Technology',
    days: 5,
    time: '18:00',
    minutes: 60,
    price: 0,
    link: 'https://meet.google.com/dlv-nst-004',
    tags: ['DevOps', 'Bootcamp'],
    attendees: ['zawadi.said@delv.africa'],
  },
  {
    presenter: 'jean.habimana@delv.africa',
    institutionAdmin: 'kigali.academy@delv.africa',
    title: 'Pricing your first product',
    description: 'A workshop for founders: costs, willingness to pay and mobile-money fees, with examples from Kigali start-ups.',
    organiser: 'Kigali Business Academy',
    days: 8,
    time: '14:00',
    minutes: 120,
    price: 10000,
    link: 'https://meet.google.com/dlv-kba-005',
    tags: ['Entrepreneurship', 'Pricing'],
    attendees: ['claude.irakoze@delv.africa'],
  },
  {
    presenter: 'wanjiru.kamau@delv.africa',
    title: 'Cloud certifications: which one first?',
    description:
      'AWS, Azure or Google Cloud? A cloud architect compares the entry certifications, their cost in Kenya and Uganda, and what each opens.',
    organiser: 'Delv Mentors',
    days: 4,
    time: '19:00',
    minutes: 60,
    price: 15000,
    link: 'https://meet.google.com/dlv-cloud-004',
    tags: ['Cloud Computing', 'Certification'],
    attendees: ['brian.okello@delv.africa', 'patrick.niyonzima@delv.africa'],
  },
  {
    presenter: 'jean.habimana@delv.africa',
    title: 'From idea to first customers',
    description: 'How to test a business idea in a week with almost no money, and how Kigali founders found their first ten customers.',
    organiser: 'Kigali founders circle',
    days: 9,
    time: '16:00',
    minutes: 60,
    price: 0,
    link: 'https://meet.google.com/dlv-biz-005',
    tags: ['Entrepreneurship', 'Business'],
    attendees: ['faith.wambui@delv.africa'],
  },
  {
    presenter: 'mentor@delv.africa',
    title: 'Building a data portfolio that gets interviews',
    description: 'Three projects that show more than ten tutorials, and how to present them.',
    organiser: 'Delv Mentors',
    days: -10,
    time: '18:00',
    minutes: 60,
    price: 0,
    link: 'https://meet.google.com/dlv-past-006',
    tags: ['Data Science', 'Portfolio'],
    attendees: ['learner@delv.africa', 'zawadi.said@delv.africa', 'faith.wambui@delv.africa', 'brian.okello@delv.africa'],
  },
  {
    presenter: 'wanjiru.kamau@delv.africa',
    title: 'Linux basics for DevOps beginners',
    description: 'The twenty commands you will use every day, live.',
    organiser: 'Delv Mentors',
    days: -20,
    time: '19:00',
    minutes: 120,
    price: 10000,
    link: 'https://meet.google.com/dlv-past-007',
    tags: ['DevOps', 'Linux'],
    attendees: ['brian.okello@delv.africa', 'claude.irakoze@delv.africa'],
  },
  {
    presenter: 'neema.mushi@delv.africa',
    title: 'UX portfolio review clinic',
    description: 'Live reviews of three volunteer portfolios, with what to fix first.',
    organiser: 'Delv Mentors',
    days: -5,
    time: '15:00',
    minutes: 60,
    price: 0,
    link: 'https://meet.google.com/dlv-past-008',
    tags: ['UX Design'],
    attendees: ['faith.wambui@delv.africa'],
  },
];

/** Demo sessions and registrations. Idempotent: skipped when the demo mentor already has sessions. */
export async function seedSessions(db: Db, now = new Date()): Promise<number> {
  const emails = [
    ...new Set(DEMO_SESSIONS.flatMap((s) => [s.presenter, ...(s.institutionAdmin ? [s.institutionAdmin] : []), ...s.attendees])),
  ];
  const people = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(inArray(users.email, emails));
  const byEmail = new Map(people.map((p) => [p.email, p]));
  const lead = byEmail.get('mentor@delv.africa');
  if (!lead) return 0;
  const [existing] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.presenterId, lead.id)).limit(1);
  if (existing) return 0;

  // Booking-link banner demo: the lead mentor has a valid scheduling link, Wanjiru has none.
  await db.update(users).set({ calendly: 'https://calendly.com/delv-david-otieno' }).where(eq(users.id, lead.id));
  await db.update(users).set({ calendly: '' }).where(eq(users.email, 'wanjiru.kamau@delv.africa'));

  let created = 0;
  for (const d of DEMO_SESSIONS) {
    const presenter = byEmail.get(d.presenter);
    if (!presenter) continue;
    let ownerId = presenter.id;
    let institutionId: string | null = null;
    if (d.institutionAdmin) {
      const admin = byEmail.get(d.institutionAdmin);
      if (!admin) continue;
      const [inst] = await db
        .select({ id: institutions.id })
        .from(institutions)
        .where(sql`${institutions.admins} @> array[${admin.id}]::uuid[]`)
        .limit(1);
      if (!inst) continue;
      ownerId = admin.id;
      institutionId = inst.id;
    }
    const day = utcToZoned(new Date(now.getTime() + d.days * DAY), TZ).date;
    const startsAt = zonedToUtc(day, d.time, TZ);
    const attendees = d.attendees.flatMap((e) => (byEmail.has(e) ? [byEmail.get(e)!] : []));
    const guests = d.guests ?? [];
    const [row] = await db
      .insert(sessions)
      .values({
        ownerId,
        presenterId: presenter.id,
        presenterName: `${presenter.firstname} ${presenter.lastname}`,
        institutionId,
        sessionTitle: d.title,
        description: d.description,
        organiser: d.organiser,
        startsAt,
        endsAt: new Date(startsAt.getTime() + d.minutes * 60_000),
        timeZone: TZ,
        durationMinutes: d.minutes,
        price: d.price,
        addressLink: d.link,
        tags: d.tags,
        attendeeCount: attendees.length + guests.length,
        createdAt: new Date(Math.min(now.getTime(), startsAt.getTime()) - 7 * DAY),
      })
      .returning({ id: sessions.id });
    const regs = [
      ...attendees.map((a) => ({ sessionId: row.id, userId: a.id, firstname: a.firstname, lastname: a.lastname, email: a.email })),
      ...guests.map((g) => ({ sessionId: row.id, userId: null, ...g })),
    ];
    // Past sessions' reminders are long gone: marked sent. Upcoming ones get their scheduled reminder job.
    const past = startsAt.getTime() <= now.getTime();
    if (regs.length) {
      const inserted = await db
        .insert(sessionRegistrations)
        .values(regs.map((r) => ({ ...r, createdAt: new Date(startsAt.getTime() - 3 * DAY), remindedAt: past ? startsAt : null })))
        .returning();
      if (!past) for (const reg of inserted) await scheduleReminder(db, { startsAt }, reg);
    }
    created++;
  }
  return created;
}
