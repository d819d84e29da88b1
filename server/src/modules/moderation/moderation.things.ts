/**
 * The reported things: for each kind, the thing as the reporter sees it now (kept as the report's
 * snapshot) and its author, or null when it does not exist or the reporter may not see it.
 *
 * Moderation reads these areas' tables in its own SQL (one query per report, by primary key)
 * rather than asking ten services for ten differently shaped answers; it never writes them: what
 * a decision does to a thing is the thing's area's reaction to 'moderation.hidden'.
 */
import { sql, type SQL } from 'drizzle-orm';
import { UUID_RE, type ReportKind, type ReportSnapshot } from '@delv/shared';
import type { Db } from '../../db/client';

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

interface Found {
  title: string;
  text: string;
  author_id: string | null;
  author_name: string | null;
  admin_ids: string[] | null;
}

/** A group's admins: its admin members, and the admins of the institution that owns it. */
const groupAdmins = (groupId: SQL) => sql`(
  coalesce((select array_agg(gm.user_id) from group_members gm where gm.group_id = ${groupId} and gm.is_admin), '{}'::uuid[])
  || coalesce((select i.admins from discussion_groups og join institutions i on i.id = og.institution_id where og.id = ${groupId}), '{}'::uuid[]))`;
const none = sql`'{}'::uuid[]`;

const name = (alias: string) => sql.raw(`(${alias}.firstname || ' ' || ${alias}.lastname)`);

/** One query per kind: title, text and author of the thing `id`, as `viewer` may see it. */
function lookup(kind: ReportKind, id: string, viewer: string): SQL {
  switch (kind) {
    case 'post':
      return sql`select '' as title, p.text, p.user_id as author_id, ${name('u')} as author_name, ${none} as admin_ids
        from posts p join users u on u.id = p.user_id where p.id = ${id}::uuid and (p.status = 'active' or p.user_id = ${viewer}::uuid)`;
    case 'comment':
    case 'review':
      return sql`select '' as title, c.text, c.user_id as author_id, ${name('u')} as author_name, ${none} as admin_ids
        from comments c join users u on u.id = c.user_id where c.id = ${id}::uuid`;
    case 'chatMessage':
      // Only its discussion's members read a message.
      return sql`select '' as title, m.content as text, m.user_id as author_id, ${name('u')} as author_name,
          ${groupAdmins(sql`(select c.group_id from chats c where c.id = m.chat_id)`)} as admin_ids
        from chat_messages m join users u on u.id = m.user_id
        where m.id = ${id}::uuid and m.deleted_at is null
          and exists (select 1 from chat_members cm where cm.chat_id = m.chat_id and cm.user_id = ${viewer}::uuid)`;
    case 'discussion':
      return sql`select c.title, '' as text, c.admin_id as author_id, ${name('u')} as author_name, ${groupAdmins(sql`c.group_id`)} as admin_ids
        from chats c left join users u on u.id = c.admin_id
        where c.id = ${id}::uuid and exists (select 1 from chat_members cm where cm.chat_id = c.id and cm.user_id = ${viewer}::uuid)`;
    case 'group':
      return sql`select g.group_name as title, g.description as text, g.created_by as author_id, ${name('u')} as author_name,
          ${groupAdmins(sql`g.id`)} as admin_ids
        from discussion_groups g left join users u on u.id = g.created_by where g.id = ${id}::uuid`;
    case 'content':
      return sql`select c.title, c.description as text, c.owner_id as author_id, ${name('u')} as author_name, ${none} as admin_ids
        from contents c join users u on u.id = c.owner_id where c.id = ${id}::uuid and (c.visible or c.owner_id = ${viewer}::uuid)`;
    case 'session':
      return sql`select s.session_title as title, s.description as text, s.owner_id as author_id, ${name('u')} as author_name, ${none} as admin_ids
        from sessions s join users u on u.id = s.owner_id where s.id = ${id}::uuid`;
    case 'profile':
      return sql`select ${name('u')} as title, u.bio as text, u.id as author_id, ${name('u')} as author_name, ${none} as admin_ids
        from users u where u.id = ${id}::uuid`;
    case 'institution':
      return sql`select i.institution_name as title, i.bio as text, i.admins[1] as author_id, ${name('u')} as author_name, i.admins as admin_ids
        from institutions i left join users u on u.id = i.admins[1] where i.id = ${id}::uuid`;
  }
}

const LINKS: Partial<Record<ReportKind, (id: string) => string>> = {
  post: (id) => `/post/${id}`,
  session: (id) => `/session/${id}`,
  profile: (id) => `/users/profile/${id}`,
  institution: (id) => `/institution/more/${id}`,
};

/**
 * The thing as `viewer` sees it now, and who besides moderators may hide or remove it (a group's
 * admins for the group and what is said in it; an institution's admins for its profile); null
 * when there is no such thing for them.
 */
export async function snapshotOf(
  db: Db,
  kind: ReportKind,
  id: string,
  viewer: string,
): Promise<{ snapshot: ReportSnapshot; adminIds: string[] } | null> {
  if (!UUID_RE.test(id)) return null;
  const [row] = rowsOf<Found>(await db.execute(lookup(kind, id, viewer)));
  if (!row) return null;
  const snapshot = {
    title: row.title ?? '',
    text: (row.text ?? '').slice(0, 2000),
    authorId: row.author_id,
    authorName: (row.author_name ?? '').trim(),
    link: LINKS[kind]?.(id) ?? null,
  };
  return { snapshot, adminIds: [...new Set(row.admin_ids ?? [])] };
}
