/**
 * Where `vite build --ssr` writes the page renderer for a client built into `clientDir`: beside it,
 * never inside it (the server would serve it as a public file).
 */
export function ssrDirOf(clientDir: string): string {
  return `${clientDir.replace(/[/\\]+$/, '')}-ssr`;
}

export const SSR_ENTRY_FILE = 'entry-server.js';
