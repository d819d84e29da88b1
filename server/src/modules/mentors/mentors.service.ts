import { MSG, isSchedulingLink, roleOf, type MentorSummary } from '@delv/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../policies/actor';
import { mentorPolicy } from './mentors.policy';
import { ratingSummary } from '../ratings';
import { presenterStats } from '../sessions';
import { findUserById } from '../users';
import { reviewCountOf } from './reviews';

/** Real figures for the mentor profile summary (the old page showed fixed placeholders). */
export async function mentorSummary(db: Db, actor: Actor | null, id: string, now = new Date()): Promise<MentorSummary> {
  const user = await findUserById(db, id);
  // Not a mentor's: not found, as a missing profile.
  if (!user || !mentorPolicy.read(actor, { confirmed: user.confirmed, isMentor: roleOf(user.usercategory) === 'mentor' }))
    throw notFound(MSG.userNotFound);
  const [stats, reviewCount, rating] = await Promise.all([
    presenterStats(db, user.id, now),
    reviewCountOf(db, user.id),
    ratingSummary(db, 'user', user.id, null),
  ]);
  return {
    mentorId: user.id,
    sessionsHeld: stats.sessionsHeld,
    attendees: stats.attendees,
    upcomingSessions: stats.upcomingSessions,
    memberSince: user.createdAt.toISOString(),
    // From the ratings themselves, with their count: the average is never shown without what it averages.
    avgRating: rating.avgRating,
    ratingCount: rating.ratingCount,
    reviewCount,
    hasSchedulingLink: isSchedulingLink(user.calendly),
  };
}
