import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeoutError, withTimeout } from './lazy-page';

afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeout', () => {
  it('rejects with a clear error once the time-out passes', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise<never>(() => {}), 120_000);
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
  });

  it('passes a value or an error through when the promise settles in time', async () => {
    await expect(withTimeout(Promise.resolve(5), 1000)).resolves.toBe(5);
    await expect(withTimeout(Promise.reject(new Error('chunk 404')), 1000)).rejects.toThrow('chunk 404');
  });
});
