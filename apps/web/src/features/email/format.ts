export { formatDateTime } from '../../shared/ui/format';

import { EMAIL_SENDS, isEmailTemplateKey } from '@hr/contracts';

/** The name of the template an email came from, or its key when the product no longer has it. */
export function templateName(key: string | null): string {
  if (!key) return '—';
  return isEmailTemplateKey(key) ? EMAIL_SENDS[key].name : key;
}
