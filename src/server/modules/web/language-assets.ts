import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUE_CHUNK } from '#shared/i18n/catalogue.ts';
import { isLanguage, type Language } from '#shared/i18n/languages.ts';
import { LAST_BUILD_FILE } from '#shared/ssr-build.ts';

/** The subset Arabic font files the build writes (scripts/arabic-font.ts). */
const ARABIC_FONT_FILE = /^arabic-(\d{3})-[\w-]+\.woff2$/;

/** A built chunk and every chunk it imports (the entry chunk aside: the page loads it anyway). */
function chunkClosure(assets: string, file: string, seen = new Set<string>()): string[] {
  if (seen.has(file) || file.startsWith('index-')) return [...seen];
  seen.add(file);
  const code = readFileSync(path.join(assets, file), 'utf8');
  for (const match of code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) {
    if (match[1]) chunkClosure(assets, match[1], seen);
  }
  return [...seen];
}

/** The assets of the folder's last build, or null when it has no record of it (any build before). */
function lastBuildAssets(clientDir: string): Set<string> | null {
  try {
    const listed: unknown = JSON.parse(readFileSync(path.join(clientDir, LAST_BUILD_FILE), 'utf8'));
    return Array.isArray(listed) ? new Set(listed.filter((name) => typeof name === 'string')) : null;
  } catch {
    return null;
  }
}

/**
 * What each language's pages ask the browser to fetch at once: the language's catalogue chunk,
 * which the app loads before its first render (docs/decisions/121), and on Arabic pages the
 * Arabic typeface, declared and preloaded (both weights) there only (docs/decisions/122, 210).
 */
export function readLanguageLinks(clientDir: string): Map<Language, string> {
  const assets = path.join(clientDir, 'assets');
  // The build before the last one may still be in the folder (docs/decisions/214): only this one's.
  const current = lastBuildAssets(clientDir);
  const files = (existsSync(assets) ? readdirSync(assets) : []).filter(
    (file) => current === null || current.has(`assets/${file}`),
  );
  const links = new Map<Language, string>();
  for (const file of files) {
    const language = CATALOGUE_CHUNK.exec(file)?.[1];
    if (!isLanguage(language)) continue;
    // The chunk and the shared chunks it imports, so none of them waits for another.
    const chunks = chunkClosure(assets, file);
    links.set(
      language,
      chunks.map((chunk) => `\n    <link rel="modulepreload" crossorigin href="/assets/${chunk}">`).join(''),
    );
  }
  const fonts = files
    .map((file) => ({ file, weight: ARABIC_FONT_FILE.exec(file)?.[1] }))
    .filter((font) => font.weight !== undefined);
  if (fonts.length > 0) {
    const faces = fonts
      .map(
        ({ file, weight }) =>
          `@font-face{font-family:"Noto Sans Arabic";font-style:normal;font-weight:${weight};font-display:swap;src:url(/assets/${file}) format("woff2");unicode-range:U+0600-06FF,U+0750-077F,U+200C-200F,U+FB50-FDFF,U+FE70-FEFF}`,
      )
      .join('');
    // Both weights: the first screen's headings are bold, and a bold face found only once the page
    // is laid out arrives a round trip after the rest and holds the first paint (ADR 210).
    const preload = fonts
      .map(
        ({ file }) =>
          `\n    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`,
      )
      .join('');
    links.set('ar', `${links.get('ar') ?? ''}${preload}\n    <style>${faces}</style>`);
  }
  return links;
}
