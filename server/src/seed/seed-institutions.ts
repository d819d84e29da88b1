/**
 * Demo institutions' members, mentors and pictures (issues 13, 14): each of the three demo institutions
 * has learners who follow it, affiliated mentors, and a logo (drawn here: a coloured square with its initials, stored like
 * an upload, its sizes made by the images job). Idempotent.
 */
import { Readable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { affiliations, institutionLearners, institutions, users } from '../db/schema';
import { scheduleImageVariants } from '../lib/images';
import type { Storage } from '../lib/storage';

const MEMBERS: Record<string, string[]> = {
  'institution@delv.africa': ['learner@delv.africa', 'brian.okello@delv.africa', 'zawadi.said@delv.africa', 'claude.irakoze@delv.africa'],
  'nairobi.tech@delv.africa': ['zawadi.said@delv.africa', 'brian.okello@delv.africa'],
  'kigali.academy@delv.africa': ['claude.irakoze@delv.africa'],
};
/** Affiliated mentors (issue 14): each institution's seeded sessions are presented by one of its own. */
const MENTORS: Record<string, string[]> = {
  'institution@delv.africa': ['mentor@delv.africa', 'eric.ndayishimiye@delv.africa'],
  'nairobi.tech@delv.africa': ['wanjiru.kamau@delv.africa'],
  'kigali.academy@delv.africa': ['jean.habimana@delv.africa'],
};
const COLOURS = ['#0b5cab', '#1b6e3a', '#7a3e9d'];

async function logo(name: string, colour: string): Promise<Buffer> {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 3)
    .map((w) => w[0])
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="${colour}"/><text x="200" y="250" font-family="sans-serif" font-size="150" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function seedInstitutions(
  db: Db,
  demos: readonly { adminEmail: string; institutionName: string }[],
  storage?: Storage,
): Promise<void> {
  const emails = [...new Set([...Object.keys(MEMBERS), ...Object.values(MEMBERS).flat(), ...Object.values(MENTORS).flat()])];
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  for (const [index, demo] of demos.entries()) {
    const adminId = idOf.get(demo.adminEmail);
    if (!adminId) continue;
    const [inst] = await db
      .select({ id: institutions.id, picture: institutions.profilePicture })
      .from(institutions)
      .where(sql`${institutions.admins} @> array[${adminId}]::uuid[]`)
      .limit(1);
    if (!inst) continue;
    const learnerIds = (MEMBERS[demo.adminEmail] ?? []).flatMap((e) => idOf.get(e) ?? []);
    if (learnerIds.length) {
      await db
        .insert(institutionLearners)
        .values(learnerIds.map((learnerId) => ({ institutionId: inst.id, learnerId })))
        .onConflictDoNothing();
      await db.execute(
        sql`update institutions set member_count = (select count(*) from institution_learners l where l.institution_id = ${inst.id}) where id = ${inst.id}`,
      );
    }
    const mentorIds = (MENTORS[demo.adminEmail] ?? []).flatMap((e) => idOf.get(e) ?? []);
    if (mentorIds.length) {
      await db
        .insert(affiliations)
        .values(mentorIds.map((userId) => ({ institutionId: inst.id, userId, affiliateType: 'mentor' })))
        .onConflictDoNothing();
    }
    if (storage && !inst.picture) {
      const png = await logo(demo.institutionName, COLOURS[index % COLOURS.length]);
      const key = `institutions/${inst.id}/demo-logo.png`;
      const stored = await storage.put(key, Readable.from([png]), { contentType: 'image/png', size: png.length });
      await db
        .update(institutions)
        .set({ profilePicture: { ...stored, width: 400, height: 400 } })
        .where(eq(institutions.id, inst.id));
      await scheduleImageVariants(db, { slot: 'institutionPicture', id: inst.id, key });
    }
  }
}
