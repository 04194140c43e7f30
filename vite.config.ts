import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.resolve(import.meta.dirname, 'src/client');

export default defineConfig({
  root,
  publicDir: path.join(root, 'public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '#shared': path.resolve(import.meta.dirname, 'src/shared'),
      '#client': root,
    },
  },
  build: {
    // CLIENT_DIR lets two builds (and test runs) live side by side.
    outDir: process.env.CLIENT_DIR
      ? path.resolve(process.env.CLIENT_DIR)
      : path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/brand-logos': 'http://localhost:3000',
      '/robots.txt': 'http://localhost:3000',
      '/sitemap.xml': 'http://localhost:3000',
    },
  },
});
