import { PLATFORM_FEEDBACK_ID } from '@delv/shared';
import type { Target } from '../../platform/targets';

/** Platform feedback: a single fixed item with no row; its average is read from the ratings. */
export const platformTarget: Target = {
  async find(_db, id) {
    return id === PLATFORM_FEEDBACK_ID ? { ownerIds: [], subject: null } : null;
  },
};
