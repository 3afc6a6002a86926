import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES, passwordRuleBroken } from './password-policy.js';
import { ZNewPassword } from './users.js';

describe('the password policy', () => {
  it('names the first rule a password breaks', () => {
    expect(passwordRuleBroken('Short-1')).toBe('length');
    expect(passwordRuleBroken('password1234')).toBe('common');
    expect(passwordRuleBroken('Password2024!')).toBe('common');
    expect(passwordRuleBroken('123456789012')).toBe('common');
    expect(passwordRuleBroken('abcabcabcabc')).toBe('common');
    expect(passwordRuleBroken('ada.lovelace@example.com', 'Ada.Lovelace@example.com')).toBe('email');
    expect(passwordRuleBroken('ada.lovelace2024', 'ada.lovelace@example.com')).toBe('email');
    expect(passwordRuleBroken('Lantern-Orchard-42', 'ada@example.com')).toBeNull();
  });

  it('puts the rule in the schema message', () => {
    const result = ZNewPassword.safeParse('tiny');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PASSWORD_RULES.length);
    expect(ZNewPassword.safeParse('Lantern-Orchard-42').success).toBe(true);
  });
});
