import { lazy, Suspense, useState } from 'react';
import type { FollowKind } from '../../../features/users/components/FollowListModal';

const FollowListModal = lazy(() => import('../../../features/users/components/FollowListModal'));

/** Followers / following in a dialog, its code loaded the first time either count is pressed (then kept, so it closes as before). */
export function FollowList({ userId, kind, onClose }: { userId: string; kind: FollowKind | null; onClose: () => void }) {
  const [wanted, setWanted] = useState(false);
  if (kind && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <FollowListModal userId={userId} kind={kind} onClose={onClose} />
    </Suspense>
  );
}
