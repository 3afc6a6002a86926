import { describe, expect, it } from 'vitest';
import { columnChoiceKey, hiddenColumns, parseColumnChoice, toggleColumnChoice } from './column-choice';

const COLUMNS = [
  { id: 'id' },
  { id: 'name' },
  { id: 'email', hiddenByDefault: true },
  { id: 'salary', hiddenByDefault: true },
];

describe('column choice', () => {
  it('hides the default-hidden columns when the user chose nothing', () => {
    expect([...hiddenColumns(COLUMNS, {})]).toEqual(['email', 'salary']);
  });

  it("follows the user's choice where they made one and the defaults elsewhere", () => {
    const choice = toggleColumnChoice(toggleColumnChoice({}, 'email', false), 'name', true);
    expect(choice).toEqual({ email: true, name: false });
    expect([...hiddenColumns(COLUMNS, choice)]).toEqual(['name', 'salary']);
    // A column the list adds later follows its default.
    expect([...hiddenColumns([...COLUMNS, { id: 'added', hiddenByDefault: true }], choice)]).toEqual([
      'name',
      'salary',
      'added',
    ]);
  });

  it('falls back to the defaults rather than hide every column', () => {
    expect([...hiddenColumns(COLUMNS, { id: false, name: false })]).toEqual(['email', 'salary']);
  });

  it('reads only what it wrote: a damaged or foreign value is no choice', () => {
    expect(parseColumnChoice('{"email":true,"name":false}')).toEqual({ email: true, name: false });
    expect(parseColumnChoice('{"email":"yes","name":false}')).toEqual({ name: false });
    expect(parseColumnChoice('[true]')).toEqual({});
    expect(parseColumnChoice('not json')).toEqual({});
    expect(parseColumnChoice(null)).toEqual({});
  });

  it('keys the choice by user and list', () => {
    expect(columnChoiceKey('7', 'appsch:Applications')).toBe('columns:7:appsch:Applications');
    expect(columnChoiceKey('8', 'appsch:Applications')).not.toBe(columnChoiceKey('7', 'appsch:Applications'));
  });
});
