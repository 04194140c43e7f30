import { type Language, textDirection } from '#shared/i18n/languages.ts';
import type { PublicConfig } from '#shared/public-config.ts';
import { PUBLIC_CONFIG_ELEMENT_ID } from '#shared/public-config.ts';
import { jsonForScript } from '../seo/seo-head.ts';

export interface ShellParts {
  /** Tags for <head> (title, description, canonical, preview tags, structured data). */
  head?: string;
  publicConfig: PublicConfig;
  /** The page's language, from its address (docs/decisions/120). */
  language?: Language;
}

/** The attributes of the page's <html> element: its language and writing direction. */
export function htmlAttributes(language: Language): string {
  return `lang="${language}" dir="${textDirection(language)}"`;
}

/** The built index.html with this page's head tags and the public config filled in. */
export function renderShell(
  template: string,
  { head = '', publicConfig, language = 'en' }: ShellParts,
): string {
  const config = `<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">${jsonForScript(publicConfig)}</script>`;
  return template
    .replace(/<html[^>]*>/, `<html ${htmlAttributes(language)}>`)
    .replace('<!--app-head-->', `${head}\n    ${config}`);
}
