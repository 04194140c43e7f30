import { jsonForScript } from '#server/modules/seo/seo-head.ts';
import { splitLanguage, textDirection } from '#shared/i18n/languages.ts';
import type { PublicConfig } from '#shared/public-config.ts';
import {
  PUBLIC_CONFIG_ELEMENT_ID,
  QUERY_STATE_ELEMENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
} from '#shared/public-config.ts';
import { DEFAULT_HERO_POSTER_URL, type ShopSettings } from '#shared/settings-types.ts';

export interface DocumentAttributes {
  lang: string;
  dir: 'ltr' | 'rtl';
}

/** The `<html>` element's language and direction for a page: one place to add languages to. */
export function documentAttributes(url: string): DocumentAttributes {
  // The address names the language (docs/decisions/120).
  const { language } = splitLanguage(new URL(url, 'http://localhost').pathname);
  return { lang: language, dir: textDirection(language) };
}

export interface ShellParts {
  url: string;
  /** Tags for <head> (title, description, canonical, preview tags, structured data). */
  head?: string;
  publicConfig: PublicConfig;
  /** The server's rendering of the app, hydrated by the browser. */
  app?: { html: string; queryState: unknown };
  /** Words for `#root` when the app is not rendered here (no page renderer built). */
  fallbackBody?: string;
}

export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The built index.html with this page's attributes, head tags, public config and rendered app. */
export function renderShell(
  template: string,
  { url, head = '', publicConfig, app, fallbackBody }: ShellParts,
): string {
  const { lang, dir } = documentAttributes(url);
  const config = `<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">${jsonForScript(publicConfig)}</script>`;
  const root = app
    ? `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${app.html}</div><script id="${QUERY_STATE_ELEMENT_ID}" type="application/json">${jsonForScript(app.queryState)}</script>`
    : `<div id="root">${fallbackBody ?? ''}</div>`;
  // Replacer functions: a "$&" or "$'" in a product's text must not be read as a pattern.
  return template
    .replace(/<html[^>]*>/, () => `<html lang="${escapeAttribute(lang)}" dir="${dir}">`)
    .replace('<!--app-head-->', () => `${head}\n    ${config}`)
    .replace('<div id="root"></div>', () => root);
}

/**
 * The largest image of the home page's first screen is the hero video's poster: fetched at once,
 * before the scripts, so it paints with the page (the video itself loads after the page).
 */
export function firstScreenPreload(url: string, settings: ShopSettings): string {
  // The home page in every language: /, /ar/, /fr/.
  if (splitLanguage(new URL(url, 'http://localhost').pathname).path !== '/') return '';
  const poster = settings.hero.posterUrl ?? DEFAULT_HERO_POSTER_URL;
  return `\n    <link rel="preload" as="image" href="${escapeAttribute(poster)}" fetchpriority="high">`;
}
