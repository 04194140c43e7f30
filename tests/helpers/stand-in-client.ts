import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A stand-in build of the client: a fresh folder holding only the page shell, for tests of the
 * server's part of the HTML. `html` replaces the shell when a test needs its own.
 */
export function createStandInClient(
  prefix: string,
  html = '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
): string {
  const clientDir = mkdtempSync(path.join(tmpdir(), prefix));
  writeFileSync(path.join(clientDir, 'index.html'), html);
  return clientDir;
}
