import { sql } from 'drizzle-orm';
import { contents, sessions, users } from '../../db/schema';

/*
 * The stored documents of drizzle/0022_search_stored_vectors.sql. Each searchable row keeps, in
 * columns that only search reads (they are not in the drizzle schema):
 *   search_vec  title (weight A), description (B), tags and names (C), for the match and its GIN index;
 *   title_vec   the title's (or the mentor's name's) words, for "every word in the title" and its index.
 * Triggers keep both in the same statement as every write. A word found only in tags and names is
 * one found with weight C: `search_vec @@ 'w':*C`.
 */

export const contentDoc = sql`${contents}."search_vec"`;
export const sessionDoc = sql`${sessions}."search_vec"`;
export const mentorDoc = sql`${users}."search_vec"`;

export const contentTitleVec = sql`${contents}."title_vec"`;
export const sessionTitleVec = sql`${sessions}."title_vec"`;
export const mentorTitleVec = sql`${users}."title_vec"`;

/** Trigram and prefix expressions: *_title_trgm_idx and *_title_prefix_idx (0004, 0013). */
export const contentTitleLower = sql`lower(${contents.title})`;
export const sessionTitleLower = sql`lower(${sessions.sessionTitle})`;
export const mentorNameLower = sql`lower(${users.firstname} || ' ' || ${users.lastname})`;

/** The partial-index predicates, written as in the migrations so the planner can prove them. */
export const liveSession = sql`${sessions.cancelled} = false`;
export const confirmedMentor = sql`${users.confirmed} and (${users.usercategory}[1]) = 'mentor'`;
