import { describe, expect, it } from 'vitest';
import { meetsProfile, meetsText, mentions, profileScore, type Requirement, reviewScore } from './scoring.js';

const TODAY = new Date('2026-11-27T00:00:00Z');

const row = (over: Partial<Requirement>): Requirement => ({
  jobPositionId: 1,
  criterion: 'QUALIFICATION',
  referenceId: 5,
  name: 'BEng',
  weight: 20,
  mandatory: false,
  minYears: null,
  industryId: null,
  industryName: null,
  disciplineId: null,
  ...over,
});
const profile = {
  qualificationIds: new Set([5]),
  skillIds: new Set<number>(),
  totalExperience: 4,
  industryId: 2,
  disciplineId: null,
  resumeText: 'PMP certified (C++ and .NET)',
};

describe('scoring', () => {
  it('finds names as whole words, ignoring case and regex characters', () => {
    expect(mentions('Certified PMP, 2019', 'pmp')).toBe(true);
    expect(mentions('PMPX', 'PMP')).toBe(false);
    expect(mentions('knows C++ well', 'C++')).toBe(true);
    expect(mentions('Project   Management', 'project management')).toBe(true);
    expect(mentions('anything', '')).toBe(false);
  });

  it('matches each criterion from its source', () => {
    expect(meetsProfile(row({}), profile)).toBe(true);
    expect(meetsProfile(row({ criterion: 'SKILL' }), profile)).toBe(false);
    expect(meetsProfile(row({ criterion: 'CERTIFICATION', name: 'PMP' }), profile)).toBe(true);
    expect(meetsProfile(row({ criterion: 'EXPERIENCE', minYears: 3, industryId: 2 }), profile)).toBe(true);
    expect(meetsProfile(row({ criterion: 'EXPERIENCE', minYears: 5 }), profile)).toBe(false);
    expect(meetsProfile(row({ criterion: 'EXPERIENCE', minYears: 1, industryId: 9 }), profile)).toBe(false);
    expect(
      meetsText(
        row({ criterion: 'EXPERIENCE', minYears: 5, industryName: 'Mining' }),
        '6 years in mining',
        TODAY,
      ),
    ).toBe(true);
    expect(
      meetsText(
        row({ criterion: 'EXPERIENCE', minYears: 5, industryName: 'Mining' }),
        '6 years in retail',
        TODAY,
      ),
    ).toBe(false);
    // Years from the work history's dates and from words count as well as figures.
    const mining = row({ criterion: 'EXPERIENCE', minYears: 5, industryName: 'Mining' });
    expect(meetsText(mining, 'Mining engineer\nExperience\nBHP, Mar 2019 – Present', TODAY)).toBe(true);
    expect(meetsText(mining, 'Mining engineer\nExperience\nBHP, Mar 2023 – Present', TODAY)).toBe(false);
    expect(meetsText(mining, 'six years in open-cut mining', TODAY)).toBe(true);
  });

  it('weighs the rows met and averages the reviews', () => {
    expect(profileScore([])).toBeNull();
    expect(
      profileScore([
        { weight: 30, met: true },
        { weight: 10, met: false },
      ]),
    ).toBe(75);
    expect(
      profileScore([
        { weight: 1, met: true },
        { weight: 2, met: false },
      ]),
    ).toBe(33);
    expect(reviewScore([])).toBeNull();
    expect(reviewScore(['LIKE', 'DISLIKE', 'MAYBE'])).toBe(50);
    expect(reviewScore(['LIKE', 'MAYBE'])).toBe(75);
  });
});
