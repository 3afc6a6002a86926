import { RENEWED_TOKEN_HEADER } from '@hr/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, buildUrl, createApiClient, errorMessage } from './client';

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
