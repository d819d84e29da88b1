import type pg from 'pg';

export interface Room {
  groupId: string;
  chatId: string;
  /** Everyone made, the room's members first. */
  people: string[];
  members: string[];
}

/**
 * `people` confirmed users written straight to the database, the first `members` of them in one
 * public group and one discussion of it (group and discussion named `tag`, e-mails `tag-n@...`).
 * Anything left by an earlier run with the same tag goes first.
 */
export async function createRoom(pool: pg.Pool, tag: string, people: number, members: number): Promise<Room> {
  await removeRoom(pool, tag);
  const { rows } = await pool.query<{ id: string }>(
    `insert into users (email, password_hash, firstname, lastname, country, usercategory, confirmed)
     select $2 || '-' || n || '@example.com', 'x', 'Member', n::text, 'Uganda', array['student'], true from generate_series(1, $1) n
     order by n returning id`,
    [people, tag],
  );
  const everyone = rows.map((r) => r.id);
  const inRoom = everyone.slice(0, members);
  const {
    rows: [{ id: groupId }],
  } = await pool.query<{ id: string }>(
    "insert into discussion_groups (group_name, privacy, member_count) values ($1, 'Public', $2) returning id",
    [tag, members],
  );
  await pool.query('insert into group_members (group_id, user_id, is_admin) select $1, u, false from unnest($2::uuid[]) u', [
    groupId,
    inRoom,
  ]);
  const {
    rows: [{ id: chatId }],
  } = await pool.query<{ id: string }>('insert into chats (group_id, title, admin_id, member_count) values ($1, $2, $3, $4) returning id', [
    groupId,
    tag,
    inRoom[0],
    members,
  ]);
  await pool.query('insert into chat_members (chat_id, user_id) select $1, u from unnest($2::uuid[]) u', [chatId, inRoom]);
  return { groupId, chatId, people: everyone, members: inRoom };
}

export async function removeRoom(pool: pg.Pool, tag: string) {
  await pool.query('delete from discussion_groups where group_name = $1', [tag]);
  await pool.query(`delete from users where email like $1 || '-%'`, [tag]);
}
