import { describe, expect, it } from 'vitest';
import {
  contactFacts,
  isReadable,
  middleNameIn,
  nameIn,
  yearsFromDates,
  yearsFromWords,
  yearsOfExperience,
} from './resume-facts.js';

const TODAY = new Date('2026-11-27T00:00:00Z');

/** A chronological resume as a word processor's PDF gives it: one line per line, a heading per section. */
const CHRONOLOGICAL = `Priya Raman
Senior Data Engineer
priya.raman@example.com | +61 412 345 678 | linkedin.com/in/priya-raman | github.com/priyaraman
Sydney, NSW

PROFESSIONAL EXPERIENCE
Senior Data Engineer, Atlassian
Mar 2021 – Present
Built the event pipeline for 40 teams; led three hires.
Data Engineer, Canva
Jan 2019 – Feb 2021
Migrated batch jobs to Airflow.
Graduate Analyst, Westpac
Jul 2017 – Dec 2018

EDUCATION
Bachelor of Computer Science, University of Sydney
2013 – 2016

SKILLS
Python, SQL, Spark`;

/** A resume with numeric months, a side contract that overlaps a full-time job, and an ongoing role. */
const NUMERIC_OVERLAP = `Work History
Site Engineer — BHP, Perth
03/2015 - 06/2020
Consulting (part time), own company
01/2019 - 12/2021
Project Engineer — Rio Tinto
07/2020 - current
Education:
BEng (Hons) Mining, Curtin University, 2010-2014`;

/** A resume written with years alone, as many do. */
const YEARS_ONLY = `Łukasz Żółć
Experience
2012-2016 Kierownik zmiany, Orlen
2016 – 2024 Operations Manager, PKN Logistics
Education
2007-2012 Politechnika Warszawska`;

describe('yearsFromDates', () => {
  it('adds the months of a chronological work history, with "Present", and leaves education out', () => {
    // Jul 2017 - Nov 2026, without gaps: 9 years 5 months.
    expect(yearsFromDates(CHRONOLOGICAL, TODAY)).toBe(9.4);
  });

  it('counts overlapping jobs once and takes numeric months and "current"', () => {
    // Mar 2015 - Nov 2026 with no gap (the consulting overlaps both jobs): 11 years 9 months.
    expect(yearsFromDates(NUMERIC_OVERLAP, TODAY)).toBe(11.8);
  });

  it('reads "2012-2016" as four years, and ranges of years that touch as one stretch', () => {
    expect(yearsFromDates(YEARS_ONLY, TODAY)).toBe(12);
  });

  it('reads a text whose lines were joined (headings in capitals) the same way', () => {
    expect(yearsFromDates(CHRONOLOGICAL.replace(/\s+/g, ' '), TODAY)).toBe(9.4);
  });

  it('without headings, keeps jobs and leaves out the ranges the lines name as study', () => {
    const text = `Amara Okafor — Accountant
Deloitte, Lagos, Audit Associate, September 2016 to August 2019
KPMG, Senior Accountant, Sept 2019 – to date
B.Sc. Accounting, University of Lagos, 2011 – 2015`;
    // Sep 2016 - Nov 2026.
    expect(yearsFromDates(text, TODAY)).toBe(10.3);
  });

  it('takes a start month without its year from the end ("Mar – Jun 2019") and ignores the impossible', () => {
    expect(yearsFromDates('Experience\nIntern, Acme, Mar – Jun 2019', TODAY)).toBe(0.3);
    // A range that ends before it starts, one in the future, or one before 1950 is no range.
    expect(yearsFromDates('Experience\n2019 – 2015\n2030 – 2032\n1930 – 1940', TODAY)).toBeNull();
    expect(yearsFromDates('Experience\nNo dates at all.', TODAY)).toBeNull();
  });

  it('does not take a phone number or a postcode for a date', () => {
    expect(yearsFromDates('Call 0412 345 678 or 2000-2019 Sydney NSW 2000', TODAY)).toBe(19);
    expect(yearsFromDates('Phone: 02 9999 0000. Postcode 2150.', TODAY)).toBeNull();
  });
});

describe('yearsFromWords', () => {
  it('reads figures and words', () => {
    expect(yearsFromWords('Over 7 years in Mining')).toBe(7);
    expect(yearsFromWords('10+ yrs of Java; 3 years of Go')).toBe(10);
    expect(yearsFromWords('eight years of nursing in rural hospitals')).toBe(8);
    expect(yearsFromWords('Twenty-five years at sea')).toBe(25);
    expect(yearsFromWords('more than a decade in retail')).toBe(10);
    expect(yearsFromWords('two decades of teaching')).toBe(20);
  });

  it('ignores what is not a claim of years', () => {
    expect(yearsFromWords('a year abroad')).toBeNull();
    expect(yearsFromWords('Joined in 2019; yearly awards')).toBeNull();
    expect(yearsFromWords('')).toBeNull();
  });
});

describe('yearsOfExperience', () => {
  it('takes whichever of the dates and the words says more', () => {
    expect(yearsOfExperience(CHRONOLOGICAL, TODAY)).toBe(9.4);
    expect(yearsOfExperience(`${CHRONOLOGICAL}\nSummary: twelve years in data.`, TODAY)).toBe(12);
    expect(yearsOfExperience('Seasoned chef with fifteen years in kitchens.', TODAY)).toBe(15);
    expect(yearsOfExperience('Chef.', TODAY)).toBeNull();
  });
});

describe('contactFacts', () => {
  it('finds the email, phone and links of a resume heading', () => {
    expect(contactFacts(CHRONOLOGICAL)).toEqual({
      email: 'priya.raman@example.com',
      phone: '+61 412 345 678',
      linkedin: 'https://linkedin.com/in/priya-raman',
      github: 'https://github.com/priyaraman',
      website: null,
    });
  });

  it('reads a labelled phone, a personal web site, and other scripts', () => {
    const text = `王秀英 Wang Xiuying
Email: xiuying.wang@example.cn  Mobile: (02) 9876 5432
Portfolio: https://xiuying.design/work.
EXPERIENCE 2018 – 2024 Designer`;
    expect(contactFacts(text)).toMatchObject({
      email: 'xiuying.wang@example.cn',
      phone: '(02) 9876 5432',
      website: 'https://xiuying.design/work',
      linkedin: null,
      github: null,
    });
  });

  it('does not take a date range or the email domain for a phone or a web site', () => {
    expect(contactFacts('Jo Bloggs jo@bloggs.com 2015-2019 Acme')).toEqual({
      email: 'jo@bloggs.com',
      phone: null,
      linkedin: null,
      github: null,
      website: null,
    });
    expect(contactFacts('محمد علي — www.mohammed-ali.dev — Tel +971 4 123 4567')).toMatchObject({
      website: 'https://www.mohammed-ali.dev',
      phone: '+971 4 123 4567',
    });
  });
});

describe('middleNameIn', () => {
  it("reads the middle name between the applicant's first name and surname", () => {
    expect(middleNameIn('Priya Lakshmi Raman Senior Data Engineer', 'Priya', 'Raman')).toBe('Lakshmi');
    expect(middleNameIn('Zoë A. Ðặng\nEngineer', 'Zoe', 'Ðặng')).toBe('A.');
    expect(middleNameIn('Priya Raman Senior Engineer', 'Priya', 'Raman')).toBeNull();
    expect(middleNameIn('Curriculum vitae of Priya Raman', 'Priya', 'Raman')).toBeNull();
    expect(middleNameIn('Priya and Raman', 'Priya', 'Raman')).toBeNull();
  });
});

describe('isReadable', () => {
  it('wants some letters, not a page number', () => {
    expect(isReadable('')).toBe(false);
    expect(isReadable('1 2 3')).toBe(false);
    expect(isReadable('Page 1 of 2')).toBe(false);
    expect(isReadable(CHRONOLOGICAL)).toBe(true);
  });
});

describe('nameIn', () => {
  it("reads a resume's first line as the name, in any script, past a title line", () => {
    expect(nameIn('Łukasz Żółć\nSite engineer')).toEqual({ firstName: 'Łukasz', lastName: 'Żółć' });
    expect(nameIn('Curriculum Vitae\nNguyễn Thị Minh Khai\nHà Nội')).toEqual({
      firstName: 'Nguyễn',
      lastName: 'Thị Minh Khai',
    });
    expect(nameIn('王 秀英\n工程师')).toEqual({ firstName: '王', lastName: '秀英' });
    expect(nameIn('Ludwig van Beethoven')).toEqual({ firstName: 'Ludwig', lastName: 'van Beethoven' });
    expect(nameIn("Seán O'Brien-Ní Dhuibhir")).toEqual({
      firstName: 'Seán',
      lastName: "O'Brien-Ní Dhuibhir",
    });
  });

  it('gives nothing when the first line is not a name', () => {
    const none = { firstName: null, lastName: null };
    expect(nameIn('zoe@example.com\nZoë Ðặng')).toEqual(none);
    expect(nameIn('12 Pitt Street, Sydney NSW 2000')).toEqual(none);
    expect(nameIn('Experienced site engineer with ten years of tunnelling work behind me')).toEqual(none);
    expect(nameIn('Zoë')).toEqual(none);
    expect(nameIn('Site engineer\nZoë Ðặng')).toEqual(none);
    expect(nameIn('')).toEqual(none);
  });
});
