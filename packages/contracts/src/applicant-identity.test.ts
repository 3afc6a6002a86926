import { describe, expect, it } from 'vitest';
import { PHONE_SHARED, phoneDigits } from './applicant-identity.js';
import { recordRouteFor } from './application-record.js';

describe('applicant identity', () => {
  it('compares phone numbers by their digits', () => {
    expect(phoneDigits('+61 (0)412-345 678')).toBe('610412345678');
    expect(phoneDigits(null)).toBe('');
  });

  it("words the shared-phone question with the other record's name and email", () => {
    expect(PHONE_SHARED.message('محمد علي', 'm.ali@example.com')).toBe(
      "This phone number is on محمد علي's record (m.ali@example.com). Same person?",
    );
  });
});

describe('recordRouteFor', () => {
  it('opens the onboarding record with ONBOARDING, the screening record with SHORTLISTING only, else nothing', () => {
    expect(recordRouteFor({ onboarding: true, shortlisting: true }, 7)).toBe('/appfrm/7');
    expect(recordRouteFor({ onboarding: true, shortlisting: false }, 7)).toBe('/appfrm/7');
    expect(recordRouteFor({ onboarding: false, shortlisting: true }, 7)).toBe('/appsch/7');
    expect(recordRouteFor({ onboarding: false, shortlisting: false }, 7)).toBeNull();
  });
});
