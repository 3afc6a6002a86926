// The built app for the end-to-end tests (apps/api/dist, the compiled server production runs): its
// own port, its own throwaway embedded database with the demo data, removed again when the tests stop it.
import { rmSync } from 'node:fs';
import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const dir = await mkdtemp(path.join(os.tmpdir(), 'hr-e2e-'));
// Traversable by the `postgres` user, which runs the database when we are root.
await chmod(dir, 0o755);
process.env.DATA_DIR = dir;
process.env.DEMO_DATA = 'true';
process.env.LOG_LEVEL ??= 'warn';
// Emailed links must open on the origin the browser uses, or its stored token would not apply.
process.env.PUBLIC_URL ??= `http://127.0.0.1:${process.env.PORT}`;
// The careers form's minimum fill time is the API tests' (careers.test.ts): a browser driven by a test
// fills it faster than a person.
process.env.CAREERS_MIN_FILL_SECONDS ??= '0';
delete process.env.DATABASE_URL;
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
// A path built at run time: the compiled server has no type declarations to check against.
await import(path.join(import.meta.dirname, '..', 'apps', 'api', 'dist', 'server.js'));
