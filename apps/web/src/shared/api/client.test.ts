import { RENEWED_TOKEN_HEADER, SERVER_MESSAGES } from '@hr/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  buildUrl,
  createApiClient,
  errorMessage,
  onServiceState,
  RETRIES_WHILE_UNAVAILABLE,
  retryAfterMs,
} from './client';

describe('buildUrl', () => {
  it('joins paths with or without a leading slash to the base', () => {
    expect(buildUrl('/api/v1', '/requisitions')).toBe('/api/v1/requisitions');
    expect(buildUrl('/api/v1/', 'job_position/check/3')).toBe('/api/v1/job_position/check/3');
    expect(buildUrl('https://hr.example.com/api/hr/v1', '/user/check')).toBe(
      'https://hr.example.com/api/hr/v1/user/check',
    );
    expect(buildUrl('/auth/userLogin', '')).toBe('/auth/userLogin');
  });

  it('encodes params, repeats arrays and skips empty values', () => {
    expect(
      buildUrl('/api/v1', '/requisitions', { page: 2, size: 20, search: 'a b&c', x: undefined, y: '' }),
    ).toBe('/api/v1/requisitions?page=2&size=20&search=a+b%26c');
    expect(buildUrl('/api/v1', '/job_position/pdfdata', { ids: [1, 2] })).toBe(
      '/api/v1/job_position/pdfdata?ids=1&ids=2',
    );
  });
});

describe('errorMessage', () => {
  it("prefers the server's message and falls back otherwise", () => {
    expect(errorMessage(new ApiError(401, { message: 'Incorrect email or password.' }), 'x')).toBe(
      'Incorrect email or password.',
    );
    expect(errorMessage(new Error('boom'), 'fallback')).toBe('fallback');
  });
});

describe('sliding renewal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the renewed token the server sends, unless the stored token changed meanwhile', async () => {
    const store = new Map<string, string>([['token', 'old']]);
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
        removeItem: (key: string) => store.delete(key),
      },
      location: { pathname: '/jobreq', assign: () => undefined },
    });
    let beforeAnswer = () => {};
    const fetchMock = vi.fn(async () => {
      beforeAnswer();
      return new Response('{}', {
        status: 200,
        headers: { 'content-type': 'application/json', [RENEWED_TOKEN_HEADER]: 'renewed' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const api = createApiClient({ baseUrl: '/api/v1', redirectOnAuthError: true });

    await api.get('/requisitions');
    expect(
      new Headers((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).get(
        'Authorization',
      ),
    ).toBe('Bearer old');
    expect(store.get('token')).toBe('renewed');

    // Another sign-in while the request ran: its token stays.
    store.set('token', 'before');
    beforeAnswer = () => store.set('token', 'signed-in-again');
    await api.get('/requisitions');
    expect(store.get('token')).toBe('signed-in-again');
  });
});

describe('while the server answers 503', () => {
  const store = new Map<string, string>();
  const unavailable = () =>
    new Response(
      JSON.stringify({ message: SERVER_MESSAGES.serviceUnavailable, code: 'SERVICE_UNAVAILABLE' }),
      {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '2' },
      },
    );
  const ok = () =>
    new Response('{"total":3}', { status: 200, headers: { 'content-type': 'application/json' } });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
        removeItem: (key: string) => store.delete(key),
      },
      location: { pathname: '/jobreq', assign: () => undefined },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks a read again after Retry-After, says so, and says when the server answers again', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(unavailable()).mockResolvedValueOnce(unavailable());
    fetchMock.mockResolvedValueOnce(ok());
    vi.stubGlobal('fetch', fetchMock);
    const states: string[] = [];
    const stop = onServiceState((state) => states.push(state));
    const api = createApiClient({ baseUrl: '/api/v1', redirectOnAuthError: true });

    const answer = api.get('/requisitions');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['unavailable']);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(answer).resolves.toEqual({ total: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(states).toEqual(['unavailable', 'available']);
    stop();
  });

  it('gives up on a read after its retries with the server sentence, and never repeats a write', async () => {
    const fetchMock = vi.fn(async () => unavailable());
    vi.stubGlobal('fetch', fetchMock);
    const api = createApiClient({ baseUrl: '/api/v1', redirectOnAuthError: true });

    const read = api.get('/requisitions').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(RETRIES_WHILE_UNAVAILABLE * 2_000);
    const error = await read;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, message: SERVER_MESSAGES.serviceUnavailable });
    expect(fetchMock).toHaveBeenCalledTimes(RETRIES_WHILE_UNAVAILABLE + 1);

    fetchMock.mockClear();
    await expect(api.post('/requisitions', { title: 'Nurse' })).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits between 1 and 10 seconds, whatever Retry-After says', () => {
    expect(retryAfterMs('2')).toBe(2_000);
    expect(retryAfterMs('0')).toBe(1_000);
    expect(retryAfterMs('3600')).toBe(10_000);
    expect(retryAfterMs(null)).toBe(5_000);
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:00 GMT')).toBe(5_000);
  });
});
