import { describe, expect, it } from 'vitest';
import { formatDateTime, templateName } from './format';

describe('outbox formatting', () => {
  it('names templates, falling back to the key or a dash', () => {
    expect(templateName('OFFER_LETTER')).toBe('Offer letter');
    expect(templateName('OLD_KEY')).toBe('OLD_KEY');
    expect(templateName('constructor')).toBe('constructor');
    expect(templateName(null)).toBe('—');
  });

  it('shows a dash for no time and the raw text for a bad one', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDateTime('2027-03-12T10:30:00.000Z')).toMatch(/2027/);
  });
});
