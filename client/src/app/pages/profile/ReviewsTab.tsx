import type { PublicUser } from '@delv/shared';
import MentorReviewsTab from '../../../features/mentors/components/MentorReviewsTab';
import { reviews } from '../reviews';

/** A mentor's Review tab with the reviews feature's list and form: its own chunk, loaded when the tab opens. */
export default function ReviewsTab({ mentor }: { mentor: PublicUser }) {
  return <MentorReviewsTab mentor={mentor} reviews={reviews} />;
}
