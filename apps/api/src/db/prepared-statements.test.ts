import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createListSpeed, type ListSpeed } from './list-speed.js';
import { createStatementNames } from './prepared-statements.js';
import { connectDatabase } from './prisma.js';

describe('createStatementNames', () => {
  it('names a text from its second call, one name per text', () => {
    const names = createStatementNames({ max: 10, after: 2, periodMs: 60_000 });
    expect(names.nameOf('SELECT 1')).toBeUndefined();
    const first = names.nameOf('SELECT 1');
    expect(first).toMatch(/^hr_\d+_\d+$/);
    expect(names.nameOf('SELECT 1')).toBe(first);
    names.nameOf('SELECT 2');
    expect(names.nameOf('SELECT 2')).not.toBe(first);
  });

  it('names at most `max` texts per period, and names afresh in the next', () => {
    let now = 0;
    const names = createStatementNames({ max: 2, after: 1, periodMs: 1_000, now: () => now });
    const a = names.nameOf('a');
    const b = names.nameOf('b');
    expect(names.nameOf('c')).toBeUndefined();
    expect([names.nameOf('a'), names.nameOf('b')]).toEqual([a, b]);
    now = 1_000;
    const c = names.nameOf('c');
    expect(c).toBeDefined();
    // A new period's names never meet a statement a connection prepared in the last one.
    expect([a, b]).not.toContain(c);
    expect(names.nameOf('a')).not.toBe(a);
  });
});

describe('statement', () => {
  it('names the queries of a pool that prepares, and only those', () => {
    const url = 'postgresql://nobody@127.0.0.1:1/none';
    const named = connectDatabase(url, () => {}, { preparedStatements: true });
    const plain = connectDatabase(url, () => {}, { preparedStatements: false });
    const other = createListSpeed(new pg.Pool());
    const send = (lists: ListSpeed) => [1, 2].map(() => lists.statement('SELECT $1::int', [1]));
    expect(send(named.lists)[1]).toMatchObject({
      name: expect.any(String),
      text: 'SELECT $1::int',
      values: [1],
    });
    for (const lists of [plain.lists, other]) {
      expect(send(lists)[1]).toEqual({ text: 'SELECT $1::int', values: [1] });
    }
  });
});
