import { lazy, type ComponentType } from 'react';

/** A screen's code could not be downloaded (offline, a dropped connection, or a newer deploy). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'ChunkLoadError';
  }
}

/** How to start afresh each screen whose download failed (RouteErrorBoundary's Retry). */
const failed = new Set<() => void>();

export function retryFailedPages(): void {
  for (const reset of [...failed]) reset();
  failed.clear();
}

/**
 * React.lazy for a screen, but able to try again: React.lazy keeps a failed import for good, so a
 * screen opened offline would stay broken after the network returns. A failed screen keeps
 * failing (no download loop while offline) until retryFailedPages() gives it a fresh import;
 * RouteErrorBoundary shows the failure with Retry meanwhile. Imported in router.tsx as `lazy`,
 * so every route (including ones added later) gets it.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const make = (): ComponentType<P> =>
    lazy(() =>
      load().catch((err: unknown) => {
        failed.add(() => {
          current = make();
        });
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
