// Amounts with their currency, formatted by Intl: 'AUD 95,000' or 'AUD 42.50' (cents only when
// there are some), the same on screen, in emails and in PDFs.

/** Whether Intl knows the ISO 4217 code (a well-formed code Intl has no data for is still refused). */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  const known = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  return known ? known('currency').includes(code) : true;
}

export function formatMoney(amount: number, currency: string, locale = 'en-AU'): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
