import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

// The dev server proxies the three API targets to the local API so the browser sees one origin.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;
const proxy = { '/api': apiTarget, '/auth': apiTarget };

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes name.br and name.gz beside every compressible file of the build, at the highest levels:
 * the server sends them as they are (`preCompressed` in the API's web plugin) instead of compressing
 * per request. Files too small to gain are left alone.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          // .vite holds the manifest, which the build's tooling reads and the server never sends.
          if (name === '.vite') return [];
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir).filter((name) => COMPRESSIBLE.test(name))) {
        const raw = readFileSync(file);
        if (raw.length < 1024) continue;
        const brotli = brotliCompressSync(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
        writeFileSync(`${file}.br`, brotli);
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  // The contracts' TypeScript sources (their package's `source` export), not their compiled copy: the
  // dev server follows edits at once and the bundle is built from the same files as before.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // The manifest lets the bundle budget test (bundle-budget.test.ts) follow each route's imports.
  build: {
    outDir: 'dist',
    manifest: true,
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
  server: { port: Number(process.env.WEB_PORT ?? 3000), strictPort: true, proxy },
  preview: { port: Number(process.env.WEB_PORT ?? 3000), strictPort: true, proxy },
});
