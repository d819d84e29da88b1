import bcrypt from 'bcrypt';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { disciplines, follows, institutions, users } from '../db/schema';
// The list of areas: ratings store averages through the targets it installs as it loads.
import '../areas';
import { seedSessions } from './seed-sessions';
import { seedContent } from './seed-content';
import { seedFeed } from './seed-feed';
import { seedGroups } from './seed-groups';
import { seedClaims } from './seed-claims';
import { seedMentorReviews } from './seed-mentors';
import { seedInstitutions } from './seed-institutions';
import { recordBirthDate } from '../modules/youth/youth.service';
import { LEARNER_CATEGORIES } from '@delv/shared';
import type { Storage } from '../lib/storage';

export const DEMO_PASSWORD = 'Delv2026!';

interface DemoUser {
  email: string;
  firstname: string;
  lastname: string;
  country: string;
  usercategory: string[];
  roles?: string[];
  interests?: string[];
  bio?: string;
  about?: string;
  qualification?: string;
  experience?: string;
  education?: string;
  calendly?: string;
  linkedIn?: string;
  views?: number;
}

const mentor = (u: DemoUser): DemoUser => ({ ...u, usercategory: ['mentor'] });

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'learner@delv.africa',
    firstname: 'Amina',
    lastname: 'Nakato',
    country: 'Uganda',
    usercategory: ['student'],
    interests: ['Data Science', 'Python', 'Career Planning'],
    education: 'BSc Computer Science (in progress), Makerere University',
    about: 'Second-year student looking for guidance on a first data internship.',
  },
  mentor({
    email: 'mentor@delv.africa',
    firstname: 'David',
    lastname: 'Otieno',
    country: 'Kenya',
    usercategory: [],
    interests: ['Data Science', 'Machine Learning', 'Statistics', 'Python'],
    bio: 'Data scientist with ten years in fintech and public health analytics in Nairobi.',
    about: 'I help graduates move into data roles: portfolios, interviews and the first 90 days.',
    qualification: 'MSc Statistics, University of Nairobi',
    experience: 'Lead Data Scientist at a mobile-money company; previously analyst at the Kenya Medical Research Institute.',
    calendly: 'https://calendly.com/delv-david-otieno',
    linkedIn: 'https://www.linkedin.com/in/delv-david-otieno',
    views: 320,
  }),
  {
    email: 'institution@delv.africa',
    firstname: 'Grace',
    lastname: 'Achieng',
    country: 'Uganda',
    usercategory: ['institution'],
    bio: 'Admissions office of Makerere Institute of Technology.',
  },
  {
    email: 'admin@delv.africa',
    firstname: 'Samuel',
    lastname: 'Mugisha',
    country: 'Uganda',
    usercategory: ['employee'],
    roles: ['admin', 'claimReviewer'],
    about: 'Platform administrator.',
  },
  mentor({
    email: 'wanjiru.kamau@delv.africa',
    firstname: 'Wanjiru',
    lastname: 'Kamau',
    country: 'Kenya',
    usercategory: [],
    interests: ['Software Engineering', 'Cloud Computing', 'DevOps'],
    bio: 'Cloud architect who has moved three banks to the cloud.',
    about: 'Ask me about cloud certifications and breaking into DevOps.',
    qualification: 'BSc Computer Science, Strathmore University; AWS Solutions Architect Professional',
    experience: 'Cloud Architect at a regional bank; eight years of infrastructure work.',
    views: 210,
  }),
  mentor({
    email: 'jean.habimana@delv.africa',
    firstname: 'Jean',
    lastname: 'Habimana',
    country: 'Rwanda',
    usercategory: [],
    interests: ['Entrepreneurship', 'Business', 'Finance'],
    bio: 'Founder of two Kigali start-ups; angel investor.',
    about: 'From idea to first customers: I coach early founders.',
    qualification: 'MBA, University of Rwanda',
    experience: 'Co-founder of an agritech company; advisor at a Kigali incubator.',
    views: 150,
  }),
  mentor({
    email: 'neema.mushi@delv.africa',
    firstname: 'Neema',
    lastname: 'Mushi',
    country: 'Tanzania',
    usercategory: [],
    interests: ['Design', 'UX Design', 'Product Management'],
    bio: 'Product designer building services for first-time smartphone users.',
    about: 'Portfolio reviews and UX career paths.',
    qualification: 'BA Design, University of Dar es Salaam',
    experience: 'Senior Product Designer; six years in consumer apps.',
    views: 95,
  }),
  mentor({
    email: 'eric.ndayishimiye@delv.africa',
    firstname: 'Eric',
    lastname: 'Ndayishimiye',
    country: 'Burundi',
    usercategory: [],
    interests: ['Finance', 'Accounting', 'Financial Analysis'],
    bio: 'Chartered accountant and financial analyst.',
    about: 'I mentor students preparing for ACCA and CPA exams.',
    qualification: 'ACCA; BCom Finance, University of Burundi',
    experience: 'Financial analyst at a microfinance institution for seven years.',
    views: 60,
  }),
  {
    email: 'brian.okello@delv.africa',
    firstname: 'Brian',
    lastname: 'Okello',
    country: 'Uganda',
    usercategory: ['graduate'],
    interests: ['Cyber Security', 'Networking', 'Linux'],
  },
  {
    email: 'faith.wambui@delv.africa',
    firstname: 'Faith',
    lastname: 'Wambui',
    country: 'Kenya',
    usercategory: ['student'],
    interests: ['Public Speaking', 'Writing', 'Marketing'],
  },
  {
    email: 'patrick.niyonzima@delv.africa',
    firstname: 'Patrick',
    lastname: 'Niyonzima',
    country: 'Rwanda',
    usercategory: ['employee'],
    interests: ['Project Management', 'Scrum', 'Agile'],
  },
  {
    email: 'zawadi.said@delv.africa',
    firstname: 'Zawadi',
    lastname: 'Said',
    country: 'Tanzania',
    usercategory: ['graduate'],
    interests: ['Data Science', 'Statistics', 'Excel'],
  },
  {
    email: 'claude.irakoze@delv.africa',
    firstname: 'Claude',
    lastname: 'Irakoze',
    country: 'Burundi',
    usercategory: ['student'],
    interests: ['Software Engineering', 'JavaScript', 'Web Development'],
  },
  {
    email: 'ruth.namubiru@delv.africa',
    firstname: 'Ruth',
    lastname: 'Namubiru',
    country: 'Uganda',
    usercategory: ['trainer'],
    interests: ['Teaching', 'Writing', 'Communication'],
    bio: 'Trainer in business communication.',
  },
  {
    email: 'kevin.mutua@delv.africa',
    firstname: 'Kevin',
    lastname: 'Mutua',
    country: 'Kenya',
    usercategory: ['trainer'],
    interests: ['Cloud Computing', 'DevOps', 'Linux'],
    bio: 'Runs weekend cloud bootcamps in Mombasa.',
  },
  {
    email: 'aline.uwase@delv.africa',
    firstname: 'Aline',
    lastname: 'Uwase',
    country: 'Rwanda',
    usercategory: ['student'],
    interests: ['Design', 'Illustration', 'Animation'],
  },
  {
    email: 'juma.mrisho@delv.africa',
    firstname: 'Juma',
    lastname: 'Mrisho',
    country: 'Tanzania',
    usercategory: ['employee'],
    interests: ['Agriculture', 'Business', 'Finance'],
  },
  {
    email: 'diane.ingabire@delv.africa',
    firstname: 'Diane',
    lastname: 'Ingabire',
    country: 'Burundi',
    usercategory: ['graduate'],
    interests: ['Health Care', 'Research', 'Statistics'],
  },
  {
    email: 'moses.ssali@delv.africa',
    firstname: 'Moses',
    lastname: 'Ssali',
    country: 'Other',
    usercategory: ['employee'],
    interests: ['Product Management', 'Business', 'Marketing'],
  },
  {
    email: 'nairobi.tech@delv.africa',
    firstname: 'Peter',
    lastname: 'Kariuki',
    country: 'Kenya',
    usercategory: ['institution'],
    bio: 'Programme office of Nairobi School of Technology.',
  },
  {
    email: 'kigali.academy@delv.africa',
    firstname: 'Claudine',
    lastname: 'Mukamana',
    country: 'Rwanda',
    usercategory: ['institution'],
    bio: 'Training office of Kigali Business Academy.',
  },
];

export const DEMO_INSTITUTIONS = [
  {
    adminEmail: 'institution@delv.africa',
    institutionName: 'Makerere Institute of Technology',
    institutionType: 'Higher Education',
    bio: 'Technology degrees and short courses in Kampala, with industry mentors for every cohort.',
    specialities: ['Software Engineering', 'Data Science', 'Electrical Engineering'],
    country: 'Uganda',
    city: 'Kampala',
    area: '256',
    postalcode: '7062',
    website: 'https://mit.delv.africa',
  },
  {
    adminEmail: 'nairobi.tech@delv.africa',
    institutionName: 'Nairobi School of Technology',
    institutionType: 'Information Technology',
    bio: 'Bootcamps in cloud, DevOps and cyber security for working professionals.',
    specialities: ['Cloud Computing', 'DevOps', 'Cyber Security'],
    country: 'Kenya',
    city: 'Nairobi',
    area: '254',
    postalcode: '00100',
    website: 'https://nst.delv.africa',
  },
  {
    adminEmail: 'kigali.academy@delv.africa',
    institutionName: 'Kigali Business Academy',
    institutionType: 'Education / Learning',
    bio: 'Entrepreneurship, finance and management programmes for East African founders.',
    specialities: ['Entrepreneurship', 'Finance', 'Management'],
    country: 'Rwanda',
    city: 'Kigali',
    area: '250',
    postalcode: '',
    website: 'https://kba.delv.africa',
  },
];

export const DEMO_DISCIPLINES: { name: string; keywords: string[] }[] = [
  { name: 'Data Science', keywords: ['Data Science', 'Machine Learning', 'Statistics', 'Python'] },
  { name: 'Software Engineering', keywords: ['Software Engineering', 'JavaScript', 'Web Development', 'Mobile Apps'] },
  { name: 'Cloud and DevOps', keywords: ['Cloud Computing', 'DevOps', 'Linux', 'Kubernetes'] },
  { name: 'Cyber Security', keywords: ['Cyber Security', 'Networking', 'Ethical Hacking'] },
  { name: 'Business', keywords: ['Business', 'Entrepreneurship', 'Marketing', 'Sales'] },
  { name: 'Finance', keywords: ['Finance', 'Accounting', 'Financial Analysis', 'Banking'] },
  { name: 'Product and Project Management', keywords: ['Product Management', 'Project Management', 'Scrum', 'Agile'] },
  { name: 'Design', keywords: ['Design', 'UX Design', 'Illustration', 'Animation'] },
  { name: 'Communication', keywords: ['Public Speaking', 'Writing', 'Communication'] },
  { name: 'Health Care', keywords: ['Health Care', 'Public Health', 'Nursing', 'Research'] },
  { name: 'Agriculture', keywords: ['Agriculture', 'Agribusiness', 'Food Security'] },
  { name: 'Education', keywords: ['Teaching', 'Career Planning', 'Education Technology'] },
];

/** Learners follow the lead mentor so profiles show non-zero counts. */
const DEMO_FOLLOWS: [string, string][] = [
  ['learner@delv.africa', 'mentor@delv.africa'],
  ['learner@delv.africa', 'wanjiru.kamau@delv.africa'],
  ['brian.okello@delv.africa', 'mentor@delv.africa'],
  ['zawadi.said@delv.africa', 'mentor@delv.africa'],
  ['mentor@delv.africa', 'learner@delv.africa'],
];

export interface SeedResult {
  usersCreated: number;
  institutionsCreated: number;
  disciplinesCreated: number;
}

/** Idempotent: rows that already exist (by e-mail, admin, name) are left untouched. */
export async function seed(db: Db, opts: { bcryptCost?: number; storage?: Storage } = {}): Promise<SeedResult> {
  // One hash for all demo accounts: bcrypt at cost 12 is ~0.25 s per hash.
  const passwordHash = await bcrypt.hash(DEMO_PASSWORD, opts.bcryptCost ?? 12);
  const now = Date.now();

  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((u, i) => ({
          email: u.email,
          passwordHash,
          firstname: u.firstname,
          lastname: u.lastname,
          country: u.country,
          usercategory: u.usercategory,
          roles: u.roles ?? [],
          interests: u.interests ?? [],
          bio: u.bio ?? '',
          about: u.about ?? '',
          qualification: u.qualification ?? '',
          experience: u.experience ?? '',
          education: u.education ?? '',
          calendly: u.calendly ?? '',
          linkedIn: u.linkedIn ?? '',
          views: u.views ?? 0,
          confirmed: true,
          // Spread over time so "latest" has a stable, meaningful order.
          createdAt: new Date(now - i * 3_600_000),
          modifiedAt: new Date(now - i * 3_600_000),
        })),
      )
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });

    const ids = new Map(
      (
        await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(
            inArray(
              users.email,
              DEMO_USERS.map((u) => u.email),
            ),
          )
      ).map((r) => [r.email, r.id]),
    );

    let institutionsCreated = 0;
    for (const inst of DEMO_INSTITUTIONS) {
      const adminId = ids.get(inst.adminEmail);
      if (!adminId) continue;
      const existing = await tx
        .select({ id: institutions.id })
        .from(institutions)
        .where(sql`${institutions.admins} @> array[${adminId}]::uuid[]`)
        .limit(1);
      if (existing.length) continue;
      const { adminEmail: _ignored, ...fields } = inst;
      await tx.insert(institutions).values({ ...fields, admins: [adminId] });
      institutionsCreated++;
    }

    const disc = await tx
      .insert(disciplines)
      .values(DEMO_DISCIPLINES)
      .onConflictDoNothing({ target: disciplines.name })
      .returning({ id: disciplines.id });

    const followRows = DEMO_FOLLOWS.flatMap(([a, b]) => {
      const followerId = ids.get(a);
      const followedId = ids.get(b);
      return followerId && followedId ? [{ followerId, followedId }] : [];
    });
    if (followRows.length) await tx.insert(follows).values(followRows).onConflictDoNothing();

    // Demo learners are adults with a date of birth, so signing in as one shows the product, not
    // the banner asking an account made before issue 32 for its date of birth.
    for (const [i, u] of DEMO_USERS.entries()) {
      const id = ids.get(u.email);
      if (id && u.usercategory.some((c) => LEARNER_CATEGORIES.includes(c)))
        await recordBirthDate(tx, id, `${1990 + (i % 10)}-0${1 + (i % 9)}-15`);
    }

    await seedSessions(tx);
    await seedContent(tx, opts.storage);
    await seedFeed(tx);
    await seedGroups(tx);
    await seedClaims(tx);
    await seedMentorReviews(tx);
    await seedInstitutions(tx, DEMO_INSTITUTIONS, opts.storage);
    return { usersCreated: inserted.length, institutionsCreated, disciplinesCreated: disc.length };
  });
}

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}
