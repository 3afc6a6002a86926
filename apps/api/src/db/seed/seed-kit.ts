// What every part of the demo seed shares: the transaction, one seeded generator (so the data
// is the same on every run, as long as the parts run in the same order) and a few helpers.
import type { FieldCipher } from '../../lib/crypto.js';
import type { PrismaClient } from '../prisma.js';

export type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

// ---------------------------------------------------------------- a small seeded generator

/** mulberry32: tiny, fast and good enough for demo data; the same seed gives the same data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return {
    next,
    int,
    pick,
    chance: (probability: number) => next() < probability,
    /** n distinct items, in list order. */
    sample<T>(items: readonly T[], n: number): T[] {
      const indexes = items.map((_, i) => i);
      for (let i = indexes.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!];
      }
      return indexes
        .slice(0, Math.min(n, items.length))
        .sort((a, b) => a - b)
        .map((i) => items[i]!);
    },
  };
}

// ---------------------------------------------------------------- helpers

export const DAY = 24 * 60 * 60 * 1000;

export function startOfDay(date: Date): Date {
  const day = new Date(date);
  day.setUTCHours(0, 0, 0, 0);
  return day;
}

/** Sorts rows returned by a bulk insert by id: ids follow the order of the inserted rows. */
export function byId<T extends { id: number }>(rows: T[], expected: number): T[] {
  if (rows.length !== expected) throw new Error(`Seed: inserted ${rows.length} rows, expected ${expected}`);
  return [...rows].sort((a, b) => a.id - b.id);
}

/** Inserts names missing from a reference list and answers name -> id for the whole list. */
export async function named(
  insert: (data: { name: string }[]) => Promise<unknown>,
  read: () => Promise<{ id: number; name: string }[]>,
  names: string[],
): Promise<Map<string, number>> {
  await insert(names.map((name) => ({ name })));
  return new Map((await read()).map((row) => [row.name, row.id]));
}

export const need = (map: Map<string, number>, key: string): number => {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Seed: unknown reference "${key}"`);
  return id;
};

// ---------------------------------------------------------------- the seed

/** What the parts of the demo seed receive, besides what earlier parts answered. */
export interface SeedKit {
  tx: Tx;
  random: ReturnType<typeof createRandom>;
  /** Midnight UTC of the data's "today". */
  today: Date;
  /** The date `offset` days from today. */
  day(offset: number): Date;
  /** The moment `offsetDays` from today at `hour`:`minute` UTC. */
  at(offsetDays: number, hour: number, minute?: number): Date;
  cipher: FieldCipher;
  passwordHash: string;
}

/** The kit of one seed run: one generator for all parts, dates around `today`. */
export function createSeedKit(tx: Tx, cipher: FieldCipher, passwordHash: string, today: Date): SeedKit {
  return {
    tx,
    random: createRandom(20250101),
    today,
    day: (offset) => new Date(today.getTime() + offset * DAY),
    at: (offsetDays, hour, minute = 0) =>
      new Date(today.getTime() + offsetDays * DAY + (hour * 60 + minute) * 60 * 1000),
    cipher,
    passwordHash,
  };
}
