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

/**
 * MUI without its CSS variables support, which this app never turns on (no `cssVariables`, no
 * `colorSchemes`): MUI's createTheme and ThemeProvider choose at run time between a plain theme and
 * CSS variables, so both ways are in every bundle, some 8 KiB gzip on the login page. These stand-ins
 * for the two modules inside @mui/material/styles (where every `styled` component's default theme is
 * made too) take the plain way, as MUI itself does for such a theme, and refuse the other loudly.
 */
function muiWithoutCssVariables(): Plugin {
  const STYLES = /[\\/]@mui[\\/]material[\\/]styles[\\/][^\\/]+\.mjs$/;
  const shims: Record<string, (dir: string) => string> = {
    './createTheme.mjs': (dir) => `
      import createThemeNoVars from ${JSON.stringify(path.join(dir, 'createThemeNoVars.mjs'))};
      export default function createTheme(options = {}, ...args) {
        if (options.cssVariables || 'colorSchemes' in options)
          throw new Error('This build of MUI has no CSS variables support (vite.config.ts)');
        return createThemeNoVars(options, ...args);
      }`,
    './ThemeProvider.mjs': (dir) => `
      import { useMemo } from 'react';
      import { jsx } from 'react/jsx-runtime';
      import ThemeProviderNoVars from ${JSON.stringify(path.join(dir, 'ThemeProviderNoVars.mjs'))};
      import THEME_ID from ${JSON.stringify(path.join(dir, 'identifier.mjs'))};
      export default function ThemeProvider({ theme, ...props }) {
        const plain = useMemo(() => {
          if (typeof theme === 'function') return theme;
          const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
          if ('colorSchemes' in muiTheme)
            throw new Error('This build of MUI has no CSS variables support (vite.config.ts)');
          return 'vars' in muiTheme ? theme : { ...theme, vars: null };
        }, [theme]);
        return jsx(ThemeProviderNoVars, { theme: plain, ...props });
      }`,
  };
  const PREFIX = '\0mui-plain:';
  return {
    name: 'mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !STYLES.test(importer) || !shims[source]) return null;
      return `${PREFIX}${source}:${path.dirname(importer)}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const rest = id.slice(PREFIX.length);
      const colon = rest.indexOf(':');
      return shims[rest.slice(0, colon)]?.(rest.slice(colon + 1)) ?? null;
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), muiWithoutCssVariables()],
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
