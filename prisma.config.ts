// Prisma 6.19 CLI on its WebAssembly engines with the pg driver adapter: no engine downloads
// (see docs/decisions.md). DATABASE_URL must be set whenever the CLI runs.
import { PrismaPg } from '@prisma/adapter-pg';
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  experimental: { adapter: true },
  engine: 'js',
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL }),
});
