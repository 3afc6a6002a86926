// No Docker engine runs on the build machines: check the compose file's structure instead.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../src/db/migrate.js';

const compose = parse(readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8'));
const dockerfile = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');

describe('docker-compose.yml', () => {
  it('runs the app on port 3000 against its PostgreSQL, once that is healthy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'db']);
    const { app, db } = compose.services;
    expect(app.ports).toEqual(['3000:3000']);
    expect(app.depends_on.db.condition).toBe('service_healthy');
    expect(app.environment.DATABASE_URL).toMatch(/^postgresql:\/\/hr:.*@db:5432\/hr$/);
    expect(app.environment.NODE_ENV).toBe('production');
    expect(app.environment.DEMO_DATA).toBe('false');
    expect(app.environment.JWT_SECRET).toContain(':?');
    expect(app.environment.ENCRYPTION_KEY).toContain(':?');
    expect(db.healthcheck.test.join(' ')).toContain('pg_isready');
    expect(app.healthcheck.test.join(' ')).toContain('/ready');
  });

  it('keeps the database and the uploads in named volumes', () => {
    expect(Object.keys(compose.volumes).sort()).toEqual(['app-data', 'db-data']);
    expect(compose.services.db.volumes).toContain('db-data:/var/lib/postgresql/data');
    expect(compose.services.app.volumes).toContain('app-data:/data');
  });

  it('builds the image with the same commands CI runs', () => {
    expect(dockerfile).toContain('RUN npm ci');
    expect(dockerfile).toContain('RUN npm run build');
    expect(dockerfile).toContain('apps/api/src/server.ts');
  });
});
