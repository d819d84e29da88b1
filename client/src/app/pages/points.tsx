import { lazy } from 'react';

/** 'My Earned Points' (the feed's modal) with the claims' redeem panel. */
export const MyPoints = lazy(() =>
  Promise.all([import('../../features/feed/components/PointsModal'), import('../../features/claims/components/RedeemPanel')]).then(
    ([{ default: PointsModal }, { default: RedeemPanel }]) => ({
      default: (props: { open: boolean; onClose: () => void; autoCloseMs?: number }) => (
        <PointsModal {...props} redeem={(total) => <RedeemPanel total={total} />} />
      ),
    }),
  ),
);
