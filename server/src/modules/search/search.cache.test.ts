import type { SearchResponse } from '@delv/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { contents } from '../../db/schema';
import { createHarness, request } from '../../../test/harness';
import type { UserRow } from '../users/users.service';

// Public answers kept for a minute: within one test nothing expires.
const h = await createHarness({ SEARCH_CACHE_MS: '60000' });
beforeEach(() => h.reset());

let owner: UserRow;
beforeEach(async () => {
  owner = await h.user({ firstname: 'Olive', lastname: 'Owner', usercategory: ['mentor'] });
});

const item = async (title: string, visible = true) =>
  (
    await h.database.db
      .insert(contents)
      .values({ ownerId: owner.id, category: 'Video', sourceLink: 'https://youtu.be/dQw4w9WgXcQ', title, visible })
      .returning()
  )[0];

async function titlesFound(body: Record<string, unknown>, bearer?: string): Promise<string[]> {
  const req = request(h.app).post('/api/search');
  const res = await (bearer ? req.set('Authorization', bearer) : req).send(body).expect(200);
  return (res.body as SearchResponse).data.content.map((hit) => hit.title);
}

describe('POST /api/search with answers kept in memory', () => {
  it('when the same public search comes again, in any case, then the kept answer is given (new items show after SEARCH_CACHE_MS)', async () => {
    await item('Statistics primer');
    expect(await titlesFound({ keywords: 'statistics' })).toEqual(['Statistics primer']);
    await item('Statistics in practice');
    expect(await titlesFound({ keywords: '  STATISTICS ' })).toEqual(['Statistics primer']);
    expect(await titlesFound({ keywords: 'statistics' }, h.bearer(await h.user()))).toEqual(['Statistics primer']);
    // Another page, sort or filter is another answer.
    expect(await titlesFound({ keywords: 'statistics', sort: 'latest' })).toEqual(['Statistics in practice', 'Statistics primer']);
    expect(await titlesFound({ keywords: 'statistics', types: ['Video'] })).toHaveLength(2);
  });

  it('when the owner of a private item searches, then the answer is kept for them alone, never given to others nor taken from theirs', async () => {
    await item('Statistics primer');
    await item('Private statistics notes', false);
    expect(await titlesFound({ keywords: 'statistics' })).toEqual(['Statistics primer']);
    expect((await titlesFound({ keywords: 'statistics' }, h.bearer(owner))).sort()).toEqual([
      'Private statistics notes',
      'Statistics primer',
    ]);
    expect(await titlesFound({ keywords: 'statistics' })).toEqual(['Statistics primer']);
    expect(await titlesFound({ keywords: 'statistics' }, h.bearer(await h.user()))).toEqual(['Statistics primer']);
    // The owner's own answer is kept too: a new item shows to them after SEARCH_CACHE_MS, like everyone's.
    await item('More private statistics', false);
    expect(await titlesFound({ keywords: 'statistics' }, h.bearer(owner))).toHaveLength(2);
  });

  it('when content is unpublished or a search-relevant write fails, then kept answers are dropped only after the success', async () => {
    const kept = await item('Statistics primer');
    expect(await titlesFound({ keywords: 'statistics' })).toEqual(['Statistics primer']);
    // A refused write (someone else's item) changes nothing, so the answer stays kept.
    await item('Statistics in practice');
    const stranger = await h.user();
    await request(h.app)
      .put(`/api/contents/publish?id=${kept.id}`)
      .set('Authorization', h.bearer(stranger))
      .send({ visible: false })
      .expect(403);
    expect(await titlesFound({ keywords: 'statistics' })).toEqual(['Statistics primer']);
    // The owner unpublishes it: gone from this process's answers at once (and the other item shows).
    await request(h.app)
      .put(`/api/contents/publish?id=${kept.id}`)
      .set('Authorization', h.bearer(owner))
      .send({ visible: false })
      .expect(200);
    expect(await titlesFound({ keywords: 'statistics' })).toEqual(['Statistics in practice']);
  });

  it('when someone rates or reviews an item, then the kept answer is dropped at once and shows the new average', async () => {
    // Words no other test searches for: kept answers outlive the tables emptied between tests.
    await item('Regression primer');
    const hit = async () =>
      (await request(h.app).post('/api/search').send({ keywords: 'regression' }).expect(200)).body.data.content[0] as {
        _id: string;
        avgRating: number;
      };
    const before = await hit();
    expect(before.avgRating).toBe(0);
    const rater = await h.user();
    await request(h.app)
      .post('/api/rating/content')
      .set('Authorization', h.bearer(rater))
      .send({ idOfRated: before._id, ratingLevel: 4 })
      .expect(200);
    expect((await hit()).avgRating).toBe(4);
    await request(h.app)
      .post('/api/comment')
      .set('Authorization', h.bearer(await h.user()))
      .send({ commentAbout: 'content', idOfCommentedAbout: before._id, commentText: 'Good', rating: 2 })
      .expect(201);
    expect((await hit()).avgRating).toBe(3);
  });
});
