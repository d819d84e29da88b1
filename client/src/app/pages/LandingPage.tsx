import { lazy } from 'react';
import Landing from '../../features/landing/pages/LandingPage';
import { Explore, MyPoints } from './parts';

// Below the fold or opened on use: each its own chunk, so a guest's first screen waits for none.
const UpcomingSessionsStrip = lazy(() => import('../../features/sessions/components/UpcomingSessionsStrip'));
const FeedbackModal = lazy(() => import('../../features/feed/components/FeedbackModal'));

/** The landing page (spec 000 §2.7) with what other features show on it. */
export default function LandingPage() {
  return (
    <Landing explore={<Explore />} upcomingSessions={<UpcomingSessionsStrip />} PointsModal={MyPoints} FeedbackModal={FeedbackModal} />
  );
}
