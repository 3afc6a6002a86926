// Starts one throwaway embedded PostgreSQL for the test run (never the demo data) and migrates a
// template database that every test file copies.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { migrateDatabase } from '../src/db/migrate.js';

export const TEMPLATE_DATABASE = 'hr_template';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hr-api-test-'));
  const db = await startEmbeddedPostgres({ dir, database: TEMPLATE_DATABASE });
  await migrateDatabase(db.url);
  project.provide('databaseServerUrl', db.urlFor('postgres'));
  return async () => {
    await db.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
