import { lazy } from 'react';

// Pieces of one feature shown with another's, for several pages. Each is opened on use or sits
// below the fold: its parts download side by side, in chunks of their own.

// The points dialog is in points.tsx, so the pages that open it do not carry the landing's Explore.
export { MyPoints } from './points';

/** The landing's explore tabs (Popular, Latest, Trending) with the content feature's cards. */
export const Explore = lazy(() =>
  Promise.all([import('../../features/landing/components/ExploreTabs'), import('../../features/content/components/ContentCard')]).then(
    ([{ default: ExploreTabs }, { default: ContentCard }]) => ({
      default: (props: { limit?: number; headingLevel?: 1 | 2; title?: string }) => <ExploreTabs {...props} Card={ContentCard} />,
    }),
  ),
);
