import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { arabicFontPlugin } from './scripts/arabic-font.ts';
import { keepPreviousBuild } from './scripts/keep-previous-build.ts';
import { ssrDirOf } from './src/shared/ssr-build.ts';

const API = 'http://localhost:3000';

/**
 * In development the API server writes no page: this writes the public config (the owner's
 * settings) into Vite's page the way the server does, so the app needs no built-in copy of them.
 */
function devPublicConfig(): Plugin {
  return {
    name: 'dev-public-config',
    apply: 'serve',
    async transformIndexHtml(html) {
      const settings = await fetch(`${API}/api/settings`)
        .then((response) => (response.ok ? response.json() : null))
        .catch(() => null);
      if (!settings) return html;
      const config = JSON.stringify({ publicUrl: 'http://localhost:5173', settings }).replace(
        /</g,
        '\\u003c',
      );
      return html.replace(
        '<!--app-head-->',
        `<script id="public-config" type="application/json">${config}</script>`,
      );
    },
  };
}

const root = path.resolve(import.meta.dirname, 'src/client');
// CLIENT_DIR lets two builds (and test runs) live side by side.
const clientDir = process.env.CLIENT_DIR
  ? path.resolve(process.env.CLIENT_DIR)
  : path.resolve(import.meta.dirname, 'dist/client');

export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: path.join(root, 'public'),
  plugins: [react(), tailwindcss(), devPublicConfig(), arabicFontPlugin(), keepPreviousBuild()],
  resolve: {
    // The package.json "imports" aliases the client uses (the server's are never imported here).
    alias: {
      '#shared': path.resolve(import.meta.dirname, 'src/shared'),
      '#client': root,
    },
  },
  build: {
    // The page renderer (`vite build --ssr src/client/entry-server.tsx`) goes beside the client.
    outDir: isSsrBuild ? ssrDirOf(clientDir) : clientDir,
    // Written over, not emptied: a running shop keeps serving its own build's files until it is
    // restarted; the build before the last one is removed (keep-previous-build.ts, ADR 214).
    emptyOutDir: false,
    copyPublicDir: !isSsrBuild,
    target: isSsrBuild ? 'node24' : 'es2022',
    sourcemap: false,
    // The page's own first chunks are preloaded by its HTML. The chunks a lazily loaded part imports
    // are found by the browser as it reads that part, not announced one <link> at a time from the
    // main thread while the page hydrates (docs/decisions/207).
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
    },
  },
  // One file the server imports wherever the build lives, without this folder's node_modules.
  ssr: { noExternal: true, target: 'node' },
  server: {
    port: 5173,
    proxy: {
      '/api': API,
      '/media': API,
      '/brand-logos': API,
      '/robots.txt': API,
      '/sitemap.xml': API,
    },
  },
}));
