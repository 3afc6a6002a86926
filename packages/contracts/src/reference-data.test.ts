import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { REF_PATHS } from './paths.js';
import {
  REF_INPUT_SCHEMAS,
  REF_KIND_LABELS,
  REF_KINDS,
  REF_MESSAGES,
  REF_NAME_MAX,
  ZCityInput,
  ZCountryInput,
  ZDisciplineInput,
} from './reference-data.js';

describe('reference data schemas', () => {
  it('trims names and bounds them by the column length of each kind', () => {
    for (const kind of REF_KINDS) {
      const schema = (REF_INPUT_SCHEMAS[kind] as z.ZodObject<{ name: z.ZodString }>).pick({ name: true });
      expect(schema.parse({ name: '  Value  ' })).toEqual({ name: 'Value' });
      expect(schema.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe('Name is required.');
      const max = REF_NAME_MAX[kind];
      expect(schema.safeParse({ name: 'x'.repeat(max) }).success).toBe(true);
      expect(schema.safeParse({ name: 'x'.repeat(max + 1) }).error?.issues[0]?.message).toBe(
        `Name must be at most ${max} characters.`,
      );
    }
  });

  it('upper-cases country codes and refuses repeated states', () => {
    expect(ZCountryInput.parse({ name: 'Australia', code: ' au ', states: [' NSW '] })).toEqual({
      name: 'Australia',
      code: 'AU',
      states: ['NSW'],
    });
    expect(ZCountryInput.safeParse({ name: 'A', code: 'A1' }).error?.issues[0]?.path).toEqual(['code']);
    expect(
      ZCountryInput.safeParse({ name: 'A', code: 'AB', states: ['X', 'x'] }).error?.issues[0]?.message,
    ).toBe("State 'X' is listed twice; give each its code to tell them apart, as in 'X (CODE)'.");
  });

  it('needs the parent of a city and of a discipline, as numbers from a form', () => {
    expect(ZCityInput.parse({ name: 'Perth', countryId: '3', stateId: null })).toEqual({
      name: 'Perth',
      countryId: 3,
      stateId: null,
    });
    expect(ZDisciplineInput.safeParse({ name: 'Geology', industryId: '' }).error?.issues[0]?.message).toBe(
      'Industry is required.',
    );
  });
});

describe('reference data paths and messages', () => {
  it('puts lifecycle, computer skill, language and regulatory outside /ref, with /save for the first three', () => {
    expect(REF_PATHS.create('lifecycle')).toBe('/lifecycle/save');
    expect(REF_PATHS.create('computer-skill')).toBe('/computer-skill/save');
    expect(REF_PATHS.create('regulatory')).toBe('/regulatory');
    expect(REF_PATHS.remove('language', 4)).toBe('/language/delete/4');
    expect(REF_PATHS.create('industry')).toBe('/ref/industry');
    expect(REF_PATHS.all('countries')).toBe('/ref/countries/all');
    expect(REF_PATHS.upload('industry_discipline')).toBe('/ref/industry_discipline/create-new/excel');
    expect(REF_PATHS.roleResponsibilities(7)).toBe('/ref/job_role_res/7');
  });

  it('labels every kind and words the import answer', () => {
    expect(Object.keys(REF_KIND_LABELS).sort()).toEqual([...REF_KINDS].sort());
    expect(REF_MESSAGES.importRejected(3)).toBe('3 rows were rejected; nothing was imported.');
    expect(REF_MESSAGES.importRejected(1)).toBe('1 row was rejected; nothing was imported.');
    expect(REF_MESSAGES.notASpreadsheet).toBe('The file is not an Excel spreadsheet (.xlsx).');
  });
});
