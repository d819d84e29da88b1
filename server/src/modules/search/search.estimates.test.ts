import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness } from '../../../test/harness';
import { estimateGroups, forgetStatistics } from './search.estimates';

const h = await createHarness();
beforeEach(() => h.reset());

const exact = (...words: string[]) => words.map((text) => [{ text, prefix: false }]);

describe('search estimates', () => {
  it('when the tables are analysed, then a word is estimated from how often the statistics saw it', async () => {
    const owner = await h.user({ usercategory: ['mentor'] });
    // 2,000 public videos: 'farming' in every title, 'banking' in a quarter, 'nursing' in none.
    await h.database.db.execute(sql`insert into contents (owner_id, title, category, source_link)
      select ${owner.id}, 'Farming ' || (case when i % 4 = 0 then 'banking ' else '' end) || i, 'Video', 'https://youtu.be/dQw4w9WgXcQ'
      from generate_series(1, 2000) i`);
    await h.database.db.execute(sql`analyze contents`);
    forgetStatistics(h.database.db);
    const groups = new Map([['content', 'content' as const]]);
    const farming = (await estimateGroups(h.database.db, groups, exact('farming'))).get('content')!;
    const banking = (await estimateGroups(h.database.db, groups, exact('banking'))).get('content')!;
    const both = (await estimateGroups(h.database.db, groups, exact('farming', 'banking'))).get('content')!;
    const rare = (await estimateGroups(h.database.db, groups, exact('nursing'))).get('content')!;
    expect(farming.all).toBeGreaterThan(1800);
    expect(farming.doc).toBeGreaterThan(1800);
    expect(farming.title).toBeGreaterThan(1800);
    expect(banking.doc).toBeGreaterThan(400);
    expect(banking.doc).toBeLessThan(600);
    expect(both.doc).toBeGreaterThan(400);
    expect(both.doc).toBeLessThan(600);
    expect(rare.doc).toBeLessThan(20);
  });

  it('when browsing (no words), then every row of the group is estimated to match', async () => {
    const estimate = (await estimateGroups(h.database.db, new Map([['sessions', 'sessions' as const]]), null)).get('sessions')!;
    expect(estimate.doc).toBe(estimate.all);
    expect(estimate.title).toBe(estimate.all);
  });
});
