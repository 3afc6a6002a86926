// The password policy, shared by the server (which enforces it) and the web forms (which show the
// failing rule before sending). Each rule has one message that names it.

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_RULES = {
  length: `Use at least ${PASSWORD_MIN_LENGTH} characters`,
  common: 'This password is too common: choose one that is harder to guess',
  email: 'The password must not be your email address',
} as const;
export type PasswordRule = keyof typeof PASSWORD_RULES;

// Commonly used passwords of the minimum length or longer (from public breach-frequency lists),
// lower case; a password is compared without case and without trailing digits and punctuation.
const COMMON_PASSWORDS = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456123456',
  '111111111111',
  '000000000000',
  '123123123123',
  '987654321098',
  'qwertyuiop',
  'qwertyuiopasdfghjkl',
  'qwertyuiop[]',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'qazwsxedcrfv',
  'zaq12wsxcde3',
  'asdfghjkl;',
  'password',
  'passwordpassword',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'mypassword',
  'changeme',
  'letmein',
  'letmeinnow',
  'welcome',
  'welcometo',
  'iloveyou',
  'iloveyouforever',
  'trustno',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'starwars',
  'whatever',
  'monkey',
  'dragon',
  'master',
  'administrator',
  'admin',
  'adminadmin',
  'default',
  'secret',
  'qwerty',
  'abc',
  'abcdefghijkl',
  'abcdefghijklmnop',
  'abcd',
  'correcthorsebatterystaple',
  'demo@',
  'demo',
]);

/** The password compared with the list: lower case, without the digits and symbols people append. */
function stem(password: string): string {
  return password.toLowerCase().replace(/[\d!@#$%^&*()_+\-=.,?~]+$/, '');
}

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(stem(password))) return true;
  // One character repeated, or a run of one short block (e.g. "abcabcabcabc").
  return /^(.{1,4})\1+$/.test(lower);
}

/** The first rule the password breaks, or null when it passes; `email` is the account's. */
export function passwordRuleBroken(password: string, email?: string | null): PasswordRule | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'length';
  if (isCommonPassword(password)) return 'common';
  if (email) {
    const address = email.trim().toLowerCase();
    const local = address.split('@')[0] ?? '';
    const lower = password.toLowerCase();
    if (lower === address || lower.includes(address) || (local.length >= 4 && stem(password) === local))
      return 'email';
  }
  return null;
}
