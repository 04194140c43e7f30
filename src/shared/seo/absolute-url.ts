/** `publicUrl` + path, for canonical links, previews, sitemaps and structured data. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${publicUrl.replace(/\/+$/, '')}/`).toString();
}
