// Validation messages in plain words, for every kind of zod issue. The server answers them on the
// field a 400 names and every web form shows them on its input, so users never read zod's own
// wording ("Too big: expected number to be <=99.9"). A schema's own message always wins.
import { z } from 'zod';
// A Date bound in a contract schema is a DATE column's day (midnight UTC): dayOfDate reads it exactly.
import { dayOfDate } from './days.js';

const TYPE_WORDS: Record<string, string> = {
  number: 'Enter a number',
  int: 'Enter a whole number',
  bigint: 'Enter a whole number',
  string: 'Enter text',
  boolean: 'Choose yes or no',
  date: 'Enter a valid date',
  array: 'Choose from the list',
  object: 'Fill in this part',
  nan: 'Enter a number',
};

const FORMAT_WORDS: Record<string, string> = {
  date: 'Enter a valid date',
  datetime: 'Enter a valid date and time',
  time: 'Enter a valid time',
  email: 'Enter a valid email address',
  url: 'Enter a valid web address',
  uuid: 'Not a valid reference',
};

const plainNumber = (value: number | bigint) => String(value);

/** The plain words of one zod issue; an empty input reads 'Required' whatever check it failed. */
export function plainIssueMessage(issue: z.core.$ZodRawIssue): string {
  const empty = issue.input === undefined || issue.input === null || issue.input === '';
  if (empty && issue.code !== 'unrecognized_keys') return 'Required';
  switch (issue.code) {
    case 'invalid_type':
      return TYPE_WORDS[issue.expected] ?? 'Not a valid value';
    case 'too_small': {
      const min = plainNumber(issue.minimum);
      if (issue.origin === 'string') {
        if (Number(issue.minimum) === 1) return 'Required';
        return issue.exact ? `Must be exactly ${min} characters` : `At least ${min} characters`;
      }
      if (issue.origin === 'array' || issue.origin === 'set')
        return Number(issue.minimum) === 1 ? 'Choose at least one' : `Choose at least ${min}`;
      if (issue.origin === 'date') return `Must be on or after ${dayOfDate(new Date(Number(issue.minimum)))}`;
      return issue.inclusive === false ? `Must be more than ${min}` : `Must be at least ${min}`;
    }
    case 'too_big': {
      const max = plainNumber(issue.maximum);
      if (issue.origin === 'string')
        return issue.exact ? `Must be exactly ${max} characters` : `At most ${max} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Choose at most ${max}`;
      if (issue.origin === 'file') return 'The file is too large';
      if (issue.origin === 'date')
        return `Must be on or before ${dayOfDate(new Date(Number(issue.maximum)))}`;
      return issue.inclusive === false ? `Must be less than ${max}` : `Must be at most ${max}`;
    }
    case 'invalid_format':
      return FORMAT_WORDS[issue.format] ?? 'Not in the expected format';
    case 'not_multiple_of':
      return issue.divisor === 1 ? 'Enter a whole number' : `Must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Not expected here: ${issue.keys.join(', ')}`;
    case 'invalid_union':
    case 'custom':
      return 'Not a valid value';
    case 'invalid_key':
      return 'Contains a name that is not allowed';
    case 'invalid_element':
      return 'Contains an entry that is not valid';
    case 'invalid_value':
      return issue.values.length > 0 && issue.values.length <= 6
        ? `Choose one of: ${issue.values.map(String).join(', ')}`
        : 'Choose one of the listed values';
    default:
      return 'Not a valid value';
  }
}

/** Makes the plain words zod's default wording, in this process (the server's start, the web app's). */
export function installPlainValidationMessages(): void {
  z.config({ customError: plainIssueMessage });
}
