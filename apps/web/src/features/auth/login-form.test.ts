import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-form';

describe('validateLogin', () => {
  it('asks for a missing email and password', () => {
    expect(validateLogin('  ', '')).toEqual({
      email: 'Enter your email address',
      password: 'Enter your password',
    });
  });

  it('rejects an invalid email', () => {
    expect(validateLogin('manager@', 'x').email).toBe('Enter a valid email address');
  });

  it('accepts a valid email with surrounding spaces and any non-empty password', () => {
    expect(validateLogin(' Manager@Demo.local ', ' ')).toEqual({});
  });
});
