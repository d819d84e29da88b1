import { sql } from 'drizzle-orm';
import type { Institution, InstitutionSignupInput } from '@delv/shared';
import type { Db } from '../../db/client';
import { institutions } from '../../db/schema';
import { registerImageSlot, toImageRef } from '../../lib/images';

export type InstitutionRow = typeof institutions.$inferSelect;

// No upload route yet: registered so pictures stored later (and the backfill) get their variants.
registerImageSlot('institutionPicture', {
  preset: 'avatar',
  table: institutions,
  id: institutions.id,
  column: institutions.profilePicture,
});

export function toInstitution(row: InstitutionRow): Institution {
  return {
    _id: row.id,
    institutionName: row.institutionName,
    institutionType: row.institutionType,
    bio: row.bio,
    admins: row.admins,
    profilePicture: toImageRef(row.profilePicture),
    specialities: row.specialities,
    country: row.country,
    city: row.city,
    area: row.area,
    postalcode: row.postalcode,
    website: row.website,
    avgRating: row.avgRating,
    createdAt: row.createdAt.toISOString(),
  };
}

type InstitutionFields = Omit<InstitutionSignupInput, 'firstname' | 'lastname' | 'email' | 'password'>;

/** The institution record of a freshly registered institution account (its first admin). */
export async function createInstitution(db: Db, adminId: string, input: InstitutionFields): Promise<InstitutionRow> {
  const [row] = await db
    .insert(institutions)
    .values({
      institutionName: input.institutionName,
      institutionType: input.institutionType,
      bio: input.bio,
      admins: [adminId],
      specialities: input.specialities ?? [],
      country: input.country,
      city: input.city,
      area: input.area ?? '',
      postalcode: input.postalcode ?? '',
      website: input.website ?? '',
    })
    .returning();
  return row;
}

export async function institutionsAdministeredBy(db: Db, userId: string): Promise<InstitutionRow[]> {
  return db
    .select()
    .from(institutions)
    .where(sql`${institutions.admins} @> array[${userId}]::uuid[]`);
}

/** A deleted account stops being an admin anywhere. */
export async function removeAdminEverywhere(db: Db, userId: string): Promise<void> {
  await db
    .update(institutions)
    .set({ admins: sql`array_remove(${institutions.admins}, ${userId}::uuid)` })
    .where(sql`${institutions.admins} @> array[${userId}]::uuid[]`);
}
