import { lazy } from 'react';

// Pieces of one feature shown with another's, for several pages. Each is opened on use or sits
// below the fold: its parts download side by side, in chunks of their own.

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

/** The landing's explore tabs (Popular, Latest, Trending) with the content feature's cards. */
export const Explore = lazy(() =>
  Promise.all([import('../../features/landing/components/ExploreTabs'), import('../../features/content/components/ContentCard')]).then(
    ([{ default: ExploreTabs }, { default: ContentCard }]) => ({
      default: (props: { limit?: number; headingLevel?: 1 | 2; title?: string }) => <ExploreTabs {...props} Card={ContentCard} />,
    }),
  ),
);
