// The build's second step: files tsc does not emit but the compiled server loads at run time (the
// resume reader's worker, started by its path, and the careers position page's script, served as
// a file: both plain JavaScript .mjs), copied from src to dist.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(api, 'src');
const dist = path.join(api, 'dist');

for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.mjs')) continue;
  const from = path.join(entry.parentPath, entry.name);
  const to = path.join(dist, path.relative(src, from));
  mkdirSync(path.dirname(to), { recursive: true });
  copyFileSync(from, to);
}
