import { describe, expect, it } from 'vitest';
import { ApiError, buildUrl, errorMessage } from './client';

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
