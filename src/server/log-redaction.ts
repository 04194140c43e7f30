/**
 * What the logs may say about an address (docs/decisions/159). A query string carries whatever a
 * form or a link put there, a password included when a form fell back to GET, so only parameters
 * known to hold nothing private keep their value; a path segment that is itself a secret (a
 * tracking link's token) is replaced by a marker.
 */
export const REDACTED = '[redacted]';

/** Enumerations, dates and pages: what the catalogue filters, the order book and the lists send. */
const HARMLESS_QUERY_NAMES: ReadonlySet<string> = new Set([
  'brand',
  'gender',
  'category',
  'style',
  'concentration',
  'family',
  'status',
  'from',
  'to',
  'page',
  'cursor',
  'limit',
  'sort',
]);

/**
 * The segment after one of these is a secret: `/track/<token>` (and `/api/track/<token>`, in every
 * language), and the account links better-auth would send by email should they ever be enabled.
 */
const SECRET_BEFORE: ReadonlySet<string> = new Set(['track', 'reset-password', 'verify-email']);

function decodedLower(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

function redactPath(pathname: string): string {
  const segments = pathname.split('/');
  for (let i = 0; i < segments.length - 1; i += 1) {
    if (SECRET_BEFORE.has(decodedLower(segments[i] ?? '')) && segments[i + 1] !== '') {
      segments[i + 1] = REDACTED;
    }
  }
  return segments.join('/');
}

function redactQuery(query: string): string {
  const kept: string[] = [];
  let isAnyDropped = false;
  for (const part of query.split('&')) {
    if (part === '') continue;
    const name = decodedLower(part.split('=')[0] ?? '');
    if (HARMLESS_QUERY_NAMES.has(name)) kept.push(part);
    else isAnyDropped = true;
  }
  if (isAnyDropped) kept.push(REDACTED);
  return kept.join('&');
}

/** The request's address as a log line may show it. */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const mark = withoutHash.indexOf('?');
  if (mark === -1) return redactPath(withoutHash);
  const query = redactQuery(withoutHash.slice(mark + 1));
  const pathname = redactPath(withoutHash.slice(0, mark));
  return query === '' ? pathname : `${pathname}?${query}`;
}
