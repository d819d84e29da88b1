import { sql } from 'drizzle-orm';
import { contents, sessions, users } from '../../db/schema';

/*
 * The weighted documents of drizzle/0004_search.sql, written with the same functions, columns and
 * literals: PostgreSQL only uses an expression index when the query's expression is the same tree.
 * Change one, change the other (search.test.ts checks the plans use the indexes).
 */

export const contentDoc = sql`(setweight(to_tsvector('simple'::regconfig, ${contents.title}), 'A')
  || setweight(to_tsvector('simple'::regconfig, ${contents.description}), 'B')
  || setweight(to_tsvector('simple'::regconfig, delv_words(${contents.tags}) || ' ' || ${contents.author} || ' ' || ${contents.postedBy} || ' ' || ${contents.parentCourse} || ' ' || ${contents.courseCategory}), 'C'))`;

export const sessionDoc = sql`(setweight(to_tsvector('simple'::regconfig, ${sessions.sessionTitle}), 'A')
  || setweight(to_tsvector('simple'::regconfig, ${sessions.description}), 'B')
  || setweight(to_tsvector('simple'::regconfig, delv_words(${sessions.tags}) || ' ' || ${sessions.presenterName} || ' ' || ${sessions.organiser}), 'C'))`;

export const mentorDoc = sql`(setweight(to_tsvector('simple'::regconfig, ${users.firstname} || ' ' || ${users.lastname}), 'A')
  || setweight(to_tsvector('simple'::regconfig, ${users.bio} || ' ' || ${users.about}), 'B')
  || setweight(to_tsvector('simple'::regconfig, delv_words(${users.interests}) || ' ' || delv_words(${users.usercategory}) || ' ' || ${users.qualification}), 'C'))`;

/*
 * Ranking parts. ts_rank over the whole document would rebuild it (description included) for
 * every match: ~30 µs a row, 400 ms for a word found in 14,000 items. Instead a match is placed in
 * a class from its short fields only (title; tags and names), whose cost does not grow with the
 * description: all words in the title (A) > the description needed (B) > only tags and names (C).
 */
export const contentTitleVec = sql`to_tsvector('simple'::regconfig, ${contents.title})`;
export const contentExtraVec = sql`to_tsvector('simple'::regconfig, delv_words(${contents.tags}) || ' ' || ${contents.author} || ' ' || ${contents.postedBy} || ' ' || ${contents.parentCourse} || ' ' || ${contents.courseCategory})`;
export const sessionTitleVec = sql`to_tsvector('simple'::regconfig, ${sessions.sessionTitle})`;
export const sessionExtraVec = sql`to_tsvector('simple'::regconfig, delv_words(${sessions.tags}) || ' ' || ${sessions.presenterName} || ' ' || ${sessions.organiser})`;
export const mentorTitleVec = sql`to_tsvector('simple'::regconfig, ${users.firstname} || ' ' || ${users.lastname})`;
export const mentorExtraVec = sql`to_tsvector('simple'::regconfig, delv_words(${users.interests}) || ' ' || delv_words(${users.usercategory}) || ' ' || ${users.qualification})`;

/** Trigram expressions: contents_title_trgm_idx, sessions_title_trgm_idx, users_mentor_name_trgm_idx. */
export const contentTitleLower = sql`lower(${contents.title})`;
export const sessionTitleLower = sql`lower(${sessions.sessionTitle})`;
export const mentorNameLower = sql`lower(${users.firstname} || ' ' || ${users.lastname})`;

/** The partial-index predicates, written as in the migration so the planner can prove them. */
export const liveSession = sql`${sessions.cancelled} = false`;
export const confirmedMentor = sql`${users.confirmed} and (${users.usercategory}[1]) = 'mentor'`;
