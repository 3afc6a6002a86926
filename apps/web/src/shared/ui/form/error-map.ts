import type { z } from 'zod';

/**
 * The words a form shows for zod's own checks (the contracts keep zod's wording where they set no
 * message of their own; a schema's own message always wins over this map). An empty input reads
 * 'Required' whatever check it failed.
 */
export function formErrorMap(issue: z.core.$ZodRawIssue): string | undefined {
  const empty = issue.input === undefined || issue.input === null || issue.input === '';
  if (empty || issue.code === 'invalid_type') return 'Required';
  if (issue.code === 'too_small') {
    if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'Required';
    if (issue.origin === 'array') {
      return Number(issue.minimum) === 1 ? 'Choose at least one' : `Choose at least ${String(issue.minimum)}`;
    }
    // An id is positive: more than 0.
    if (issue.inclusive === false) return `Must be more than ${String(issue.minimum)}`;
    return `Must be at least ${String(issue.minimum)}`;
  }
  if (issue.code === 'too_big') {
    if (issue.origin === 'string') return `At most ${String(issue.maximum)} characters`;
    return issue.origin === 'array'
      ? `Choose at most ${String(issue.maximum)}`
      : `Must be at most ${String(issue.maximum)}`;
  }
  if (issue.code === 'invalid_format' && issue.format === 'date') return 'Enter a valid date';
  if (issue.code === 'invalid_format' && issue.format === 'datetime') return 'Enter a valid date and time';
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'Enter a valid email address';
  return undefined;
}
