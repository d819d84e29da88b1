import { sql } from 'drizzle-orm';
import { searchSchema } from '@delv/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { contents } from '../../db/schema';
import { createHarness } from '../../../test/harness';
import type { UserRow } from '../users/users.service';
import { SearchIndex } from './search.index';
import { search } from './search.service';

// Each SearchIndex stands for one API process: the tests write through the database, as another
// process would, and search through an index that did not see the write happen.
const h = await createHarness();
beforeEach(() => h.reset());

let owner: UserRow;
beforeEach(async () => {
  owner = await h.user({ firstname: 'Olive', lastname: 'Owner', usercategory: ['mentor'] });
});

const db = () => h.database.db;
const add = (title: string, over: Partial<typeof contents.$inferInsert> = {}) =>
  db()
    .insert(contents)
    .values({ ownerId: owner.id, title, category: 'Video', sourceLink: 'https://youtu.be/dQw4w9WgXcQ', ...over })
    .returning()
    .then(([row]) => row);
const titlesFound = async (index: SearchIndex, body: Record<string, unknown>) =>
  (await search(db(), searchSchema.validateSync(body), null, { index })).data.content.map((x) => x.title);

describe('the search index kept in each API process', () => {
  it('when another process adds, renames or removes an item, then the next search here sees it', async () => {
    const here = new SearchIndex();
    expect(await titlesFound(here, { keywords: 'hydroponics' })).toEqual([]);
    const item = await add('Hydroponics at home');
    expect(await titlesFound(here, { keywords: 'hydro' })).toEqual(['Hydroponics at home']);
    await db()
      .update(contents)
      .set({ title: 'Aquaponics at home' })
      .where(sql`${contents.id} = ${item.id}`);
    expect(await titlesFound(here, { keywords: 'hydroponics' })).toEqual([]);
    expect(await titlesFound(here, { keywords: 'aquaponics' })).toEqual(['Aquaponics at home']);
    await db()
      .delete(contents)
      .where(sql`${contents.id} = ${item.id}`);
    expect(await titlesFound(here, { keywords: 'aquaponics' })).toEqual([]);
  });

  it('when views change, then the trending order follows at once', async () => {
    const here = new SearchIndex();
    const first = await add('Poultry basics');
    await add('Poultry feeds');
    expect(await titlesFound(here, { keywords: 'poultry', sort: 'trending' })).toEqual(['Poultry feeds', 'Poultry basics']);
    await db()
      .update(contents)
      .set({ views: 7 })
      .where(sql`${contents.id} = ${first.id}`);
    expect(await titlesFound(here, { keywords: 'poultry', sort: 'trending' })).toEqual(['Poultry basics', 'Poultry feeds']);
  });

  it('when an owner changes their name, then the items shown with their card show the new one at once', async () => {
    const here = new SearchIndex();
    await add('Tilapia ponds');
    const ownerName = async () =>
      (await search(db(), searchSchema.validateSync({ keywords: 'tilapia' }), null, { index: here })).data.content[0].owner;
    expect(await ownerName()).toMatchObject({ firstname: 'Olive', lastname: 'Owner' });
    await db().execute(sql`update users set firstname = 'Oliver' where id = ${owner.id}`);
    expect(await ownerName()).toMatchObject({ firstname: 'Oliver', lastname: 'Owner' });
  });

  it('when a table is emptied, then its rows leave the index', async () => {
    const here = new SearchIndex();
    await add('Beekeeping for beginners');
    expect(await titlesFound(here, { keywords: 'beekeeping' })).toHaveLength(1);
    await db().execute(sql`truncate contents cascade`);
    expect(await titlesFound(here, { keywords: 'beekeeping' })).toEqual([]);
    expect(here.sizes().contents).toBe(0);
  });

  it('when an item is made private, then only its owner owns private items and finds it', async () => {
    const here = new SearchIndex();
    const item = await add('Vanilla curing');
    await here.current(db());
    expect(here.ownsPrivate(owner.id)).toBe(false);
    await db()
      .update(contents)
      .set({ visible: false })
      .where(sql`${contents.id} = ${item.id}`);
    expect(await titlesFound(here, { keywords: 'vanilla' })).toEqual([]);
    expect(here.ownsPrivate(owner.id)).toBe(true);
    const mine = await search(db(), searchSchema.validateSync({ keywords: 'vanilla' }), owner.id, { index: here });
    expect(mine.data.content.map((x) => x.title)).toEqual(['Vanilla curing']);
  });

  it('when only the counters of many rows change, then the log names each row and the index keeps their words', async () => {
    const here = new SearchIndex();
    for (const n of [1, 2, 3]) await add(`Cassava flour ${n}`);
    await here.current(db());
    const before = await db().execute(sql`select count(*)::int as n from search_changes`);
    await db().execute(sql`update contents set views = views + 1`);
    // A write that changes nothing search reads logs nothing.
    await db().execute(sql`update contents set source_link = source_link`);
    const after = await db().execute(sql`select count(*)::int as n from search_changes`);
    const count = (r: unknown) => ((r as { rows?: { n: number }[] }).rows ?? (r as { n: number }[]))[0].n;
    expect(count(after) - count(before)).toBe(3);
    expect(await titlesFound(here, { keywords: 'cassava', sort: 'latest' })).toEqual([
      'Cassava flour 3',
      'Cassava flour 2',
      'Cassava flour 1',
    ]);
  });

  // Two connections at once: PostgreSQL only (PGlite has one).
  it.runIf(process.env.TEST_DATABASE_URL)(
    'when a transaction that began before a read commits after it, then the next read still sees its change',
    async () => {
      const here = new SearchIndex();
      const item = await add('Millet porridge');
      await here.current(db());
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let written!: () => void;
      const writtenOnce = new Promise<void>((resolve) => (written = resolve));
      const slow = db().transaction(async (tx) => {
        await tx
          .update(contents)
          .set({ title: 'Sorghum porridge' })
          .where(sql`${contents.id} = ${item.id}`);
        written();
        await held;
      });
      await writtenOnce;
      // A later transaction commits first (no word in common: a new word waits for the other's), and
      // this process reads the log past it.
      await add('Teff bread');
      expect(await titlesFound(here, { keywords: 'teff' })).toEqual(['Teff bread']);
      expect(await titlesFound(here, { keywords: 'sorghum' })).toEqual([]);
      release();
      await slow;
      // Found by its new word, and no longer by its old one (no similar title to fall back on).
      expect(await titlesFound(here, { keywords: 'sorghum' })).toEqual(['Sorghum porridge']);
      expect(await titlesFound(here, { keywords: 'millet' })).toEqual([]);
    },
  );
});
