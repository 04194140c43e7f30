import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '#shared/public-config.ts';
import { SSR_ENTRY_FILE, ssrDirOf } from '#shared/ssr-build.ts';

/** A page ready to render (see `src/client/entry-server.tsx`). */
export interface RenderedPage {
  version: string;
  queryState: unknown;
  render(): Promise<string>;
}

/** The contract of `src/client/entry-server.tsx`, as Vite builds it. */
interface ServerEntry {
  renderPage(
    url: string,
    config: PublicConfig,
    transport: (path: string, init: RequestInit) => Promise<Response>,
  ): Promise<RenderedPage>;
}

function isServerEntry(value: unknown): value is ServerEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).renderPage === 'function'
  );
}

export type PageRenderer = (url: string, config: PublicConfig) => Promise<RenderedPage>;

/**
 * The app's page renderer built beside the client (docs/decisions/100), or null when the build has
 * none (the shell is then served alone and the browser renders the page). Its API reads go to this
 * server's own routes in process: the same answers the browser would get, with no network hop.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  clientDir: string,
): Promise<PageRenderer | null> {
  const file = path.join(ssrDirOf(clientDir), SSR_ENTRY_FILE);
  if (!existsSync(file)) {
    app.log.warn({ file }, 'no page renderer built: pages are rendered in the browser (run npm run build)');
    return null;
  }
  const entry: unknown = await import(pathToFileURL(file).href);
  if (!isServerEntry(entry)) throw new Error(`${file} does not export renderPage`);
  const transport = async (url: string, init: RequestInit): Promise<Response> => {
    if ((init.method ?? 'GET') !== 'GET')
      throw new Error(`a page render may only read: ${init.method} ${url}`);
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
  return (url, config) => entry.renderPage(url, config, transport);
}
