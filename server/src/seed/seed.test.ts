import { LEARNER_CATEGORIES } from '@delv/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness } from '../../test/harness';
import { users } from '../db/schema';
import { youthStandingOf } from '../modules/youth/youth.service';
import { seed } from './seed';

const h = await createHarness();
beforeEach(() => h.reset());

describe('demo accounts', () => {
  it('when the demo is seeded, then no demo learner is asked for a date of birth and none is a minor', async () => {
    await seed(h.deps.db, { bcryptCost: 4, storage: h.deps.storage });
    const everyone = await h.deps.db.select({ id: users.id, usercategory: users.usercategory }).from(users);
    const learners = everyone.filter((u) => u.usercategory.some((c) => LEARNER_CATEGORIES.includes(c)));
    expect(learners.length).toBeGreaterThan(5);
    for (const { id } of learners) expect(await youthStandingOf(h.deps.db, id)).toMatchObject({ needsBirthDate: false, minor: false });
  });
});
