import { defineArea } from '../../platform/area';
import { YOUNG_REASONS } from '@delv/shared';
import { enqueue } from '../../jobs/queue';
import { youthJobs } from './youth.jobs';
import { youthPolicy } from './youth.policy';
import { youthRoutes } from './youth.routes';

/**
 * Young learners (issue 32): dates of birth, a guardian's (or the institution's) consent, no
 * adult alone with a minor in a room, contact details between them held for review.
 */
export const area = defineArea({
  name: 'youth',
  uses: [],
  tables: ['learnerAges', 'heldMessages', 'safeguardingLeads'],
  // The learner's and sender's names (users), who belongs to which institution (its admins,
  // learners and affiliates) for the institution's consent and "an adult of their institution",
  // and a discussion's members to find the minors in it.
  // the open reports about young people its leads see (moderation's), and the learner's own
  // numbers (phones': a guardian's must be another), all read only.
  borrows: ['users', 'institutions', 'institutionLearners', 'affiliations', 'chatMembers', 'reports', 'phones'],
  policy: youthPolicy,
  publishes: ['user.changed', 'youth.decided', 'youth.guardianSms', 'staff.acted'],
  beforeCommit: {
    // Concerns about young people reach the safeguarding leads first: their alert is queued with the report.
    'moderation.reported': async (tx, event) => {
      if ((YOUNG_REASONS as readonly string[]).includes(event.data.reason)) await enqueue(tx, 'youth.alertLeads', event.data);
    },
  },
  router: youthRoutes,
  jobs: youthJobs,
});

/** Its public service: what other areas may call (their manifests name this area in `uses`). */
export {
  ADULT_STANDING,
  checkYoungRoom,
  holdForReview,
  holdsContactDetails,
  recordBirthDate,
  shownInDirectoriesTo,
  waitingForConsentAmong,
  youthStandingOf,
} from './youth.service';
