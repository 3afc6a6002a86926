import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server proxies the three API targets to the local API so the browser sees one origin.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;
const proxy = { '/api': apiTarget, '/auth': apiTarget };

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist' },
  server: { port: Number(process.env.WEB_PORT ?? 3000), strictPort: true, proxy },
  preview: { port: Number(process.env.WEB_PORT ?? 3000), strictPort: true, proxy },
});
