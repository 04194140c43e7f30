import type { PublicConfig } from '#shared/public-config.ts';
import { PUBLIC_CONFIG_ELEMENT_ID } from '#shared/public-config.ts';
import { jsonForScript } from '../seo/seo-head.ts';

export interface ShellParts {
  /** Tags for <head> (title, description, canonical, preview tags, structured data). */
  head?: string;
  publicConfig: PublicConfig;
}

/** The built index.html with this page's head tags and the public config filled in. */
export function renderShell(template: string, { head = '', publicConfig }: ShellParts): string {
  const config = `<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">${jsonForScript(publicConfig)}</script>`;
  return template.replace('<!--app-head-->', `${head}\n    ${config}`);
}
