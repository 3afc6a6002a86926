// What a resume's text says beyond the requirement names: years of experience (from the work
// history's dates and from words) and the applicant's contact details. Pure functions of the text
// (whitespace already collapsed by resume-text.ts) and of today, so they are unit-tested on
// realistic resumes.

/** At least this many letters, or the file is taken for one with no text (scanned, blank, protected). */
const MIN_LETTERS = 20;

/** Whether a resume's text is worth reading: a scanned page or a blank PDF gives (almost) none. */
export function isReadable(text: string | null | undefined): boolean {
  return (text?.match(/\p{L}/gu)?.length ?? 0) >= MIN_LETTERS;
}

// ---------------------------------------------------------------- years of experience

const MONTHS: Record<string, number> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  oct: 9,
  nov: 10,
  dec: 11,
};
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const YEAR = '(?:19|20)\\d{2}';
/** A point in time as resumes write it: "Mar 2018", "March, 2018", "03/2018", "2018-03", "2018". */
const POINT = `(?:${MONTH},?\\s*(?:'|’)?${YEAR}|\\d{1,2}\\s*[/.]\\s*${YEAR}|${YEAR}\\s*[-/.]\\s*\\d{1,2}(?!\\d)|${YEAR})`;
const NOW = '(?:present|current(?:ly)?|now|today|to date|ongoing|date)';
const DASH = '(?:-|–|—|‐|−|to|until|till|through|thru)';
const RANGE = new RegExp(
  `(?<![\\p{L}\\p{N}])(${POINT}|${MONTH})\\s*${DASH}\\s*(${POINT}|${NOW})(?![\\p{L}\\p{N}])`,
  'giu',
);

interface Point {
  year: number | null;
  /** 0-11, or null for a year alone. */
  month: number | null;
}

function parsePoint(raw: string): Point | null {
  const text = raw.toLowerCase().trim();
  const monthName =
    /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s*(?:'|’)?((?:19|20)\d{2})?$/.exec(text);
  if (monthName) {
    return { month: MONTHS[monthName[1]!]!, year: monthName[2] ? Number(monthName[2]) : null };
  }
  const monthYear = /^(\d{1,2})\s*[/.]\s*((?:19|20)\d{2})$/.exec(text);
  if (monthYear) return validMonth(Number(monthYear[1]) - 1, Number(monthYear[2]));
  const yearMonth = /^((?:19|20)\d{2})\s*[-/.]\s*(\d{1,2})$/.exec(text);
  if (yearMonth) return validMonth(Number(yearMonth[2]) - 1, Number(yearMonth[1]));
  const year = /^((?:19|20)\d{2})$/.exec(text);
  if (year) return { year: Number(year[1]), month: null };
  return null;
}

const validMonth = (month: number, year: number): Point | null =>
  month >= 0 && month <= 11 ? { month, year } : null;

/** Months since year 0: a month is one unit, so ranges add and overlap in whole months. */
const monthIndex = (year: number, month: number) => year * 12 + month;

/**
 * A range as [first month, month after the last) in month units. A year alone starts and ends in
 * the middle of that year, so "2015 – 2019" is 4 years and "Mar 2018 – Jun 2018" 4 months.
 */
function interval(startRaw: string, endRaw: string, today: Date): [number, number] | null {
  const todayIndex = monthIndex(today.getUTCFullYear(), today.getUTCMonth());
  const endIsNow = new RegExp(`^${NOW}$`, 'i').test(endRaw.trim());
  const end = endIsNow ? null : parsePoint(endRaw);
  if (!endIsNow && !end) return null;
  const start = parsePoint(startRaw);
  if (!start) return null;
  // "Mar – Jun 2019": the start's year is the end's.
  const startYear = start.year ?? end?.year ?? null;
  if (startYear === null) return null;
  const from = start.month === null ? monthIndex(startYear, 6) : monthIndex(startYear, start.month);
  let to: number;
  if (endIsNow) to = todayIndex + 1;
  else if (end!.month === null) to = monthIndex(end!.year!, 6);
  else to = monthIndex(end!.year!, end!.month) + 1;
  // Nothing before 1950 or after today counts; a range longer than a working life is not one.
  to = Math.min(to, todayIndex + 1);
  if (from < monthIndex(1950, 0) || from >= to || to - from > 50 * 12) return null;
  return [from, to];
}

// Headings that open a resume's sections: a line of their own, or (in a text read before lines were
// kept) written in capitals.
const WORK_HEADINGS = [
  'work experience',
  'professional experience',
  'relevant experience',
  'employment history',
  'employment',
  'work history',
  'career history',
  'experience',
];
const OTHER_HEADINGS = [
  'education',
  'education and training',
  'qualifications',
  'academic background',
  'certifications',
  'training',
  'courses',
  'skills',
  'technical skills',
  'languages',
  'references',
  'publications',
  'volunteering',
  'volunteer experience',
  'interests',
  'awards',
  'projects',
];
const INLINE_HEADING = new RegExp(
  `(?<![\\p{L}])(${[...WORK_HEADINGS, ...OTHER_HEADINGS]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.toUpperCase().replace(/\s+/g, '\\s+'))
    .join('|')})(?![\\p{L}])`,
  'gu',
);
/** Words that mark a date range as study, in a part of the resume no heading names. */
const STUDY =
  /\b(?:university|college|school|institute|academy|bachelor|master|diploma|degree|b\.?sc|b\.?eng|b\.?a|m\.?sc|m\.?eng|mba|ph\.?d|gpa)\b/i;

/** Where each section starts, and whether it is work history. */
function sections(text: string): { at: number; work: boolean }[] {
  const found: { at: number; work: boolean }[] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    const name = line
      .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
      .replace(/\s+/g, ' ')
      .toLowerCase();
    if (WORK_HEADINGS.includes(name)) found.push({ at, work: true });
    else if (OTHER_HEADINGS.includes(name)) found.push({ at, work: false });
    else {
      for (const m of line.matchAll(INLINE_HEADING)) {
        found.push({
          at: at + m.index,
          work: WORK_HEADINGS.includes(m[0].replace(/\s+/g, ' ').toLowerCase()),
        });
      }
    }
    at += line.length + 1;
  }
  return found.sort((a, b) => a.at - b.at);
}

/**
 * The years the work history's date ranges cover, each month counted once however many jobs
 * overlap it; null when the text has no date range of work. Ranges under a heading count when it is
 * work history; outside any heading, unless the lines around them speak of study.
 */
export function yearsFromDates(text: string, today: Date): number | null {
  const parts = sections(text);
  const ranges: [number, number][] = [];
  let previousEnd = 0;
  for (const m of text.matchAll(RANGE)) {
    const end = m.index + m[0].length;
    const section = parts.filter((s) => s.at <= m.index).at(-1);
    let isWork: boolean;
    if (section) isWork = section.work;
    else {
      // This line up to the range, and the line before it (a job's title sits above its dates).
      const lineStart = text.lastIndexOf('\n', m.index - 1) + 1;
      const before = lineStart > 0 ? text.lastIndexOf('\n', lineStart - 2) + 1 : 0;
      isWork = !STUDY.test(text.slice(Math.max(before, previousEnd, m.index - 120), end));
    }
    previousEnd = end;
    if (!isWork) continue;
    const range = interval(m[1]!, m[2]!, today);
    if (range) ranges.push(range);
  }
  if (ranges.length === 0) return null;
  ranges.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let [from, to] = ranges[0]!;
  for (const [start, stop] of ranges.slice(1)) {
    if (start <= to) to = Math.max(to, stop);
    else {
      months += to - from;
      [from, to] = [start, stop];
    }
  }
  months += to - from;
  return Math.round((months / 12) * 10) / 10;
}

const UNITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40 };
const NUMBER_WORD = `(?:(?:${Object.keys(TENS).join('|')})(?:[\\s-](?:${Object.keys(UNITS).slice(0, 9).join('|')}))?|${Object.keys(UNITS).join('|')})`;
const CLAIM = new RegExp(
  `(?<![\\p{L}\\p{N}.])(\\d{1,2}(?:\\.\\d)?|${NUMBER_WORD}|a|one|two)\\s*(\\+|plus)?\\s*(years?|yrs?|decades?)(?![\\p{L}])`,
  'giu',
);

function numberOf(word: string): number | null {
  const lower = word.toLowerCase();
  if (/^\d/.test(lower)) return Number(lower);
  if (lower === 'a') return 1;
  if (lower in UNITS) return UNITS[lower]!;
  const [tens, unit] = lower.split(/[\s-]/);
  if (tens && tens in TENS) return TENS[tens]! + (unit ? (UNITS[unit] ?? 0) : 0);
  return null;
}

/** The most years the text claims in words or figures: "7 years", "10+ yrs", "eight years", "a decade". */
export function yearsFromWords(text: string): number | null {
  let best: number | null = null;
  for (const m of text.matchAll(CLAIM)) {
    const n = numberOf(m[1]!);
    if (n === null) continue;
    // "a year" says little about a career; "a decade" does.
    if (m[1]!.toLowerCase() === 'a' && !/^decade/i.test(m[3]!)) continue;
    const years = /^decade/i.test(m[3]!) ? n * 10 : n;
    if (years > 60) continue;
    if (best === null || years > best) best = years;
  }
  return best;
}

/** Years of experience a resume shows: its dates or its words, whichever says more; null when neither. */
export function yearsOfExperience(text: string, today: Date): number | null {
  const dates = yearsFromDates(text, today);
  const words = yearsFromWords(text);
  if (dates === null) return words;
  if (words === null) return dates;
  return Math.max(dates, words);
}

// ---------------------------------------------------------------- contact details

export interface ContactFacts {
  email: string | null;
  phone: string | null;
  linkedin: string | null;
  github: string | null;
  website: string | null;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[\p{L}\p{N}_%-]+\/?/iu;
const GITHUB = /(?:https?:\/\/)?(?:www\.)?github\.com\/[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})/i;
const URL_LIKE =
  /(?:https?:\/\/|www\.)[^\s<>"')]+|(?<![@\p{L}\p{N}.])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|dev|me|app|co|au|uk|de|fr)(?:\/[^\s<>"')]*)?(?![\p{L}\p{N}@])/giu;
/** A phone number after its label ("Mobile: 0412 345 678", "Tel +44 20 7946 0958"). */
const LABELLED_PHONE =
  /(?:mobile|mob|phone|ph|tel|telephone|cell|m|p|t)\s*[:.]?\s*(\+?\(?\d[\d\s().-]{5,20}\d)/iu;
/** An unlabelled one: international or with a leading 0 or bracket, 8 to 15 digits. */
const BARE_PHONE = /(?<![\p{L}\p{N}])(\+\d[\d\s().-]{6,20}\d|\(?0\d[\d\s().-]{6,18}\d)(?![\p{N}])/u;

const digitCount = (s: string) => s.replace(/\D/g, '').length;
/** "2015 - 2019" and "03/2018-06/2020" are dates, not numbers to call. */
const looksLikeDates = (s: string) =>
  /^\s*(?:\d{1,2}\s*\/\s*)?(?:19|20)\d{2}\s*[-–]\s*(?:\d{1,2}\s*\/\s*)?(?:19|20)\d{2}\s*$/.test(s);

function phoneIn(text: string): string | null {
  for (const pattern of [LABELLED_PHONE, BARE_PHONE]) {
    const m = pattern.exec(text);
    const candidate = m?.[1]?.trim();
    if (candidate && !looksLikeDates(candidate)) {
      const digits = digitCount(candidate);
      // The stored field holds at most 30 characters.
      if (digits >= 8 && digits <= 15 && candidate.length <= 30) return candidate;
    }
  }
  return null;
}

const withScheme = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);
const trimUrl = (url: string) => url.replace(/[.,;:]+$/, '');

/** The email, phone and links a resume gives (the first of each), as written. */
export function contactFacts(text: string): ContactFacts {
  const email = EMAIL.exec(text)?.[0] ?? null;
  const linkedin = LINKEDIN.exec(text)?.[0];
  const github = GITHUB.exec(text)?.[0];
  const emailDomain = email?.split('@')[1]?.toLowerCase();
  let website: string | null = null;
  for (const m of text.matchAll(URL_LIKE)) {
    const url = trimUrl(m[0]);
    const lower = url.toLowerCase();
    if (/linkedin\.com|github\.com/.test(lower)) continue;
    // The domain of the email address, written alone, is part of the address.
    if (emailDomain && lower === emailDomain) continue;
    if (text.slice(Math.max(0, m.index - 1), m.index) === '@') continue;
    website = withScheme(url);
    break;
  }
  return {
    email,
    phone: phoneIn(text),
    linkedin: linkedin ? withScheme(trimUrl(linkedin)) : null,
    github: github ? withScheme(trimUrl(github)) : null,
    website,
  };
}

/**
 * The middle name a resume's heading gives: its first words read "<first> <middle...> <surname>"
 * for this applicant's first name and surname. Null when the heading says anything else.
 */
export function middleNameIn(text: string, firstName: string, surName: string): string | null {
  const words = text.trim().split(/\s+/).slice(0, 6);
  const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  if (words.length < 3 || fold(words[0]!) !== fold(firstName.split(/\s+/)[0] ?? '')) return null;
  const surWords = surName.trim().split(/\s+/);
  for (let end = 2; end < words.length; end++) {
    const tail = words.slice(end, end + surWords.length).map((w) => w.replace(/[,.]$/, ''));
    if (tail.length === surWords.length && tail.every((w, i) => fold(w) === fold(surWords[i]!))) {
      const middle = words.slice(1, end).map((w) => w.replace(/\.$/, '.'));
      // Names are capitalised words (or initials); anything else is not a middle name.
      if (middle.every((w) => /^\p{Lu}[\p{L}'’-]*\.?$/u.test(w))) return middle.join(' ').slice(0, 100);
      return null;
    }
  }
  return null;
}

// ---------------------------------------------------------------- the applicant's name

/** Lines a resume may open with before the name. */
const TITLE_LINE = /^(?:r[eé]sum[eé]|curriculum vitae|cv|profile|personal details|contact(?: details)?)$/iu;
/** A word of a name: letters of any script (and their marks), inner hyphens, apostrophes, periods. */
const NAME_WORD = /^[\p{L}\p{M}][\p{L}\p{M}'’.-]{0,49}$/u;

/**
 * The name a resume's first line gives ("Zoë Ðặng", "Łukasz Żółć", "王 秀英"): two to five words
 * of letters; the first is the first name, the rest the last name. Null when the line is anything
 * else (an address, a title, a sentence): a form's field stays empty rather than wrong.
 */
export function nameIn(text: string): { firstName: string | null; lastName: string | null } {
  const line =
    text
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l && !TITLE_LINE.test(l)) ?? '';
  const words = line.normalize('NFC').split(/\s+/);
  // The first and last words capitalised (or of a script without case): "Site engineer" is no name,
  // "Ludwig van Beethoven" is.
  const capital = (w: string | undefined) => /^[\p{Lu}\p{Lt}\p{Lo}]/u.test(w ?? '');
  if (
    words.length < 2 ||
    words.length > 5 ||
    !words.every((w) => NAME_WORD.test(w)) ||
    !capital(words[0]) ||
    !capital(words.at(-1))
  )
    return { firstName: null, lastName: null };
  return { firstName: words[0]!, lastName: words.slice(1).join(' ').slice(0, 100) };
}
