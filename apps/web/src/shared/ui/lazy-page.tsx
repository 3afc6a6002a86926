import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../config';
import { PageLoading } from './page-frame';

export class ChunkLoadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The page did not load within ${timeoutMs / 1000} seconds. Check your connection and try again.`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Rejects when the promise has not settled within timeoutMs. */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

type PageModule = { default: ComponentType };

/**
 * A lazily loaded page whose chunk load fails after the spec's time-out. React.lazy caches a
 * failed load forever, so a failure swaps in a fresh lazy component: the error boundary's retry
 * then really loads the chunk again.
 */
export type LazyPage = ComponentType & {
  /** Starts loading the chunk now, before React renders the page (the first render reuses the load). */
  preload: () => void;
  /** The page's fixed h1, shown while its code loads (`lazyPage`'s title). */
  title?: string;
};

export function lazyPage(
  load: () => Promise<PageModule>,
  /**
   * The page's h1 when it never changes: shown while the chunk loads, where the page will show it,
   * so the page's largest text is painted before its code arrives (the largest paint, for a list).
   */
  title?: string,
): LazyPage {
  const create = (): LazyExoticComponent<ComponentType> =>
    lazy(() =>
      withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS).catch((error: unknown) => {
        current = create();
        throw error;
      }),
    );
  let current = create();

  function LazyPage() {
    const Current = current;
    if (title === undefined) return <Current />;
    return (
      <Suspense fallback={<PageLoading title={title} />}>
        <Current />
      </Suspense>
    );
  }
  // A failed preload is left to the render's own load, which shows the error frame and its retry.
  LazyPage.preload = () => void load().catch(() => undefined);
  LazyPage.title = title;
  return LazyPage;
}
