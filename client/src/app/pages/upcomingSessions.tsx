import { lazy, Suspense, type ComponentProps } from 'react';

const Modal = lazy(() => import('../../features/sessions/components/UpcomingSessionsModal'));

/** The sessions feature's 'Upcoming Sessions' dialog, loaded (with its list and words) when first opened:
 * nothing shows while it loads, then the dialog. For the mentor pages that offer it. */
export function UpcomingSessionsModal(props: ComponentProps<typeof Modal>) {
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
