import { lazy, type ComponentType } from 'react';

/** A screen's code could not be downloaded (offline, a dropped connection, or a newer deploy). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'ChunkLoadError';
  }
}

/**
 * React.lazy for a screen, but able to try again: React.lazy keeps a failed import for good, so a
 * screen opened offline would stay broken after the network returns. When the import fails, the
 * next render starts a fresh one; RouteErrorBoundary shows the failure with Retry meanwhile.
 * Imported in router.tsx as `lazy`, so every route (including ones added later) gets it.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const make = () =>
    lazy(() =>
      load().catch((err: unknown) => {
        current = make();
        throw new ChunkLoadError(err);
      }),
    );
  let current = make();
  function LazyPage(props: P) {
    const Page = current;
    return <Page {...props} />;
  }
  return LazyPage;
}
