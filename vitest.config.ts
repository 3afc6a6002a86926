import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const SOURCE_CONDITIONS = ['source', ...defaultServerConditions.filter((name) => name !== 'module')];

export default defineConfig({
  // Tests run the TypeScript sources: the contracts' `source` export, not their compiled copy (beside
  // Vitest's own conditions, which leave out `module`).
  resolve: { conditions: SOURCE_CONDITIONS },
  ssr: { resolve: { conditions: SOURCE_CONDITIONS } },
  test: {
    // Two cores: keep argon2 and PostgreSQL from starving each other.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          // One embedded PostgreSQL for the run; each test file gets its own database copied
          // from a migrated template.
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Generous: CI may run while the machine is busy (load 20 on two cores made 20 s too short
          // for tests that make a dozen requisitions through the API); a hung test still ends.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
