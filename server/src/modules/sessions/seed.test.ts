import { isSchedulingLink } from '@delv/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionRegistrations, sessions, users } from '../../db/schema';
import { seed } from '../../seed/seed';
import { createHarness, request } from '../../../test/harness';

const h = await createHarness();
beforeEach(() => h.reset());

describe('demo sessions (seed)', () => {
  it('when seeded twice, then upcoming and past, free and paid sessions exist once, with consistent counts', async () => {
    await seed(h.deps.db, { bcryptCost: 4 });
    await seed(h.deps.db, { bcryptCost: 4 });
    const all = await h.deps.db.select().from(sessions);
    expect(all.length).toBe(10);
    const now = Date.now();
    expect(all.some((s) => s.endsAt.getTime() > now)).toBe(true);
    expect(all.some((s) => s.endsAt.getTime() <= now)).toBe(true);
    expect(all.some((s) => s.price === 0) && all.some((s) => s.price > 0)).toBe(true);
    expect(all.some((s) => s.institutionId !== null)).toBe(true);
    const regs = await h.deps.db.select().from(sessionRegistrations);
    for (const s of all) expect(regs.filter((r) => r.sessionId === s.id).length).toBe(s.attendeeCount);
    expect(regs.some((r) => r.userId === null)).toBe(true);

    const [lead] = await h.deps.db.select().from(users).where(eq(users.email, 'mentor@delv.africa'));
    const [other] = await h.deps.db.select().from(users).where(eq(users.email, 'wanjiru.kamau@delv.africa'));
    expect(isSchedulingLink(lead.calendly)).toBe(true);
    expect(other.calendly).toBe('');

    const upcoming = await request(h.app).get('/api/sessions/all');
    expect(upcoming.body.count).toBe(7);
    const summary = await request(h.app).get(`/api/mentors/${lead.id}/summary`);
    expect(summary.body.data).toMatchObject({ sessionsHeld: 1, attendees: 4, upcomingSessions: 3, hasSchedulingLink: true });
  });
});
