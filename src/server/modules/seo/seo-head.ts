import { metaForPath } from '#shared/seo.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The <head> tags of a page, written by the server so crawlers see them without JavaScript. */
export function renderHead(url: string, status: number): string {
  const { pathname } = new URL(url, 'http://localhost');
  const meta = status === 404 ? metaForPath('/__not_found__') : metaForPath(pathname);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
  ];
  if (!meta.indexable) tags.push('<meta name="robots" content="noindex">');
  return tags.join('\n    ');
}
