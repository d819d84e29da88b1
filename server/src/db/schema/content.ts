import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users, type StoredFileJson } from './users';

/** Articles, videos, courses (and course units), books, open-library links, photos (spec 000 §3). */
export const contents = pgTable(
  'contents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    author: text('author').notNull().default(''),
    postedBy: text('posted_by').notNull().default(''),
    description: text('description').notNull().default(''),
    sourceLink: text('source_link').notNull().default(''),
    /** One of CONTENT_CATEGORIES. */
    category: text('category').notNull(),
    /** false = private: only the owner sees it. */
    visible: boolean('visible').notNull().default(true),
    /** Hidden by a moderator (issue 31): kept private (visible false) until the decision is reversed, when `visibleBeforeHide` is restored. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    visibleBeforeHide: boolean('visible_before_hide'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    thumbnail: jsonb('thumbnail').$type<StoredFileJson>(),
    contentFile: jsonb('content_file').$type<StoredFileJson>(),
    publisher: text('publisher').notNull().default(''),
    noOfStudents: integer('no_of_students'),
    duration: real('duration'),
    parentCourse: text('parent_course').notNull().default(''),
    courseCategory: text('course_category').notNull().default(''),
    venue: text('venue').notNull().default(''),
    organiser: text('organiser').notNull().default(''),
    /** Kept by the ratings module in the same transaction as each rating (the popular sort needs them stored). */
    avgRating: real('avg_rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Comments and likes about this item, kept by triggers on comments and likes
     * (drizzle/0011_content_counters.sql): lists read them instead of counting per row. */
    reviewCount: integer('review_count').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    /** Counted once per viewer per day through content_views. */
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Public lists read only visible rows: partial indexes, one per order, with and without category.
    index('contents_latest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.visible}`),
    // Every order ends with id: the page's ids come from an index-only scan (see listContents).
    index('contents_popular_id_idx')
      .on(t.avgRating.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.visible}`),
    index('contents_trending_id_idx')
      .on(t.views.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.visible}`),
    index('contents_category_latest_idx')
      .on(t.category, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.visible}`),
    index('contents_category_popular_id_idx')
      .on(t.category, t.avgRating.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.visible}`),
    index('contents_category_trending_id_idx')
      .on(t.category, t.views.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.visible}`),
    // Owner lists (my content, institution library): all of one owner's rows, by category.
    index('contents_owner_idx').on(t.ownerId, t.category, t.createdAt.desc()),
    // Course units of one course.
    index('contents_course_units_id_idx')
      .on(t.parentCourse, t.createdAt, t.id)
      .where(sql`${t.category} = 'Course' and ${t.visible}`),
    // The /courses/:course page: courses of one course category.
    index('contents_course_category_idx')
      .on(t.courseCategory, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.category} = 'Course' and ${t.visible}`),
    // Title search: lower(title) LIKE '%q%'.
    index('contents_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    // The videos and articles pages have search boxes: their own trigram indexes, so a search
    // there reads only that category's matches.
    index('contents_video_title_trgm_idx')
      .using('gin', sql`lower(${t.title}) gin_trgm_ops`)
      .where(sql`${t.visible} and ${t.category} = 'Video'`),
    index('contents_article_title_trgm_idx')
      .using('gin', sql`lower(${t.title}) gin_trgm_ops`)
      .where(sql`${t.visible} and ${t.category} = 'Article'`),
    // Related content: items sharing a tag.
    index('contents_tags_idx').using('gin', t.tags),
  ],
);

/** One row per viewer (user id or salted IP hash) per item per day: a view counts once a day. */
export const contentViews = pgTable(
  'content_views',
  {
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    viewer: text('viewer').notNull(),
    day: date('day')
      .notNull()
      .default(sql`current_date`),
  },
  (t) => [
    primaryKey({ name: 'content_views_pkey', columns: [t.contentId, t.viewer, t.day] }),
    // Old days are pruned; this finds them.
    index('content_views_day_idx').on(t.day),
  ],
);

/** Public items per (category, unit of a course or not): the totals of the unfiltered public lists
 * without counting 100,000 index entries per request. Kept exact by triggers on contents
 * (drizzle/0007_content_totals.sql), so every path (API, cascades, bulk loads) keeps it right. */
export const contentTotals = pgTable(
  'content_totals',
  {
    category: text('category').notNull(),
    isUnit: boolean('is_unit').notNull(),
    visibleCount: integer('visible_count').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'content_totals_pkey', columns: [t.category, t.isUnit] })],
);
