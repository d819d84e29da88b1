import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, request } from '../../test/harness';
import { seed } from './seed';

const h = await createHarness();
beforeEach(() => h.reset());

describe('demo institutions', () => {
  it('when seeded twice, then the three institutions have members, a logo, library items and an upcoming session, once', async () => {
    await seed(h.deps.db, { bcryptCost: 4, storage: h.deps.storage });
    await seed(h.deps.db, { bcryptCost: 4, storage: h.deps.storage });
    const list = (await request(h.app).get('/api/institution').expect(200)).body;
    expect(list.count).toBe(3);
    for (const inst of list.data) {
      expect(inst.memberCount, inst.institutionName).toBeGreaterThan(0);
      expect(inst.profilePicture?.publicUrl, inst.institutionName).toMatch(/^\/files\/institutions\/.+\/demo-logo\.png$/);
      const members = (await request(h.app).get(`/api/learner/institution/${inst._id}`)).body;
      expect(members.count).toBe(inst.memberCount);
      expect(members.data).toHaveLength(inst.memberCount);
      const upcoming = (await request(h.app).get(`/api/sessions/all?institution=${inst._id}`)).body;
      expect(upcoming.count, inst.institutionName).toBeGreaterThan(0);
    }
    const makerere = list.data.find((i: { institutionName: string }) => i.institutionName === 'Makerere Institute of Technology');
    const counts = (await request(h.app).get(`/api/contents/owner/${makerere.admins[0]}/counts`)).body.data;
    expect(counts.Article + counts.Video + counts.Course + counts.Book + counts.OpenLib).toBeGreaterThan(0);
  });
});
