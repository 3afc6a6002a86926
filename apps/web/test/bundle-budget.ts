// What the browser downloads, read from the build's manifest (vite.config.ts writes it): the login
// page's JavaScript and each route's own chunk, as gzip bytes (the .gz files the build makes).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const LOGIN_BUDGET_BYTES = 140 * 1024;
export const ROUTE_CHUNK_BUDGET_BYTES = 60 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleReport {
  /** Every JavaScript file the login page loads (entry, login chunk and their static imports). */
  loginFiles: { file: string; gzip: number }[];
  loginGzip: number;
  /** Each lazily loaded page or layout: its own chunk only. */
  routeChunks: { src: string; file: string; gzip: number }[];
}

export function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`No build manifest at ${file}: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The size a browser downloads: the build's .gz file, or the file gzipped the same way. */
function gzipSize(dist: string, file: string): number {
  const gz = path.join(dist, `${file}.gz`);
  if (existsSync(gz)) return readFileSync(gz).length;
  return gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
}

/** A chunk and everything it imports statically: what loading it makes the browser fetch. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

export function measureBundle(dist: string, loginPageSrc: string): BundleReport {
  const manifest = readManifest(dist);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  if (!manifest[loginPageSrc]?.isDynamicEntry) throw new Error(`${loginPageSrc} is not a lazy chunk`);
  const keys = closure(manifest, loginPageSrc, closure(manifest, entry));
  const loginFiles = [...keys]
    .map((key) => manifest[key]?.file ?? key)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSize(dist, file) }));
  const routeChunks = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.file.endsWith('.js'))
    .map(([key, chunk]) => ({ src: chunk.src ?? key, file: chunk.file, gzip: gzipSize(dist, chunk.file) }));
  return {
    loginFiles,
    loginGzip: loginFiles.reduce((sum, { gzip }) => sum + gzip, 0),
    routeChunks,
  };
}
