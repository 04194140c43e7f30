import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, type BodyEncoding, sendInAcceptedEncoding } from '#server/compressed-body.ts';
import { readSessionToken } from '#server/modules/auth/session-token.ts';
import { hasStoredMark } from '#shared/stored-mark.ts';
import type { CachedPage } from './page-cache.ts';
import { startsOnInteraction } from './scripts-on-interaction.ts';

/**
 * A guest's page is the same for every guest: any cache may keep it, asking each time whether it
 * is still current (a 304 while it is). A signed-in visitor's page stays in their own browser.
 */
export const GUEST_PAGE_CACHE_CONTROL = 'public, no-cache';
export const SIGNED_IN_PAGE_CACHE_CONTROL = 'private, no-cache';

/** Without a session cookie the visitor is a guest; a cookie, even an expired one, is rendered as before. */
export function isGuest(request: FastifyRequest): boolean {
  return readSessionToken(request) === undefined;
}

/**
 * What a guest's page is kept under: its address, and apart for a guest whose browser keeps
 * something of theirs on the pages that start their scripts at once for them (ADR 226).
 */
export function guestPageKey(request: FastifyRequest): string {
  const isApart = hasStoredMark(request.cookies) && startsOnInteraction(request.url);
  return isApart ? `${request.url}\0stored` : request.url;
}

/**
 * Each encoding of a page is its own representation, so each has its own strong validator
 * (RFC 9110, 8.8.3): the plain page's hash, with the encoding after it for the compressed ones.
 */
export function pageEtag(page: CachedPage, encoding: BodyEncoding): string {
  return encoding === 'identity' ? page.etag : `${page.etag.slice(0, -1)}-${encoding}"`;
}

/** Whether `If-None-Match` names this page in any of its encodings (the weak comparison GET uses). */
function isCurrent(header: string | string[] | undefined, page: CachedPage): boolean {
  if (typeof header !== 'string') return false;
  const tags = (['identity', 'gzip', 'br'] as const).map((encoding) => pageEtag(page, encoding));
  return header.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '');
    return opaque === '*' || tags.includes(opaque);
  });
}

/**
 * A guest's catalogue page (the pages that wait for the guest's act, ADR 222) opens in whatever
 * browsing context group it is opened from: it holds nothing of any visitor's, and asking for a
 * group of its own (`Cross-Origin-Opener-Policy: same-origin`) makes the browser start a new page
 * process for it before it can show anything: a new tab, a link from a search or a chat
 * (docs/decisions/223). Every other page, and these with a session, keep the policy.
 */
function opensInOpenersGroup(request: FastifyRequest, status: number, cacheControl: string): boolean {
  return cacheControl === GUEST_PAGE_CACHE_CONTROL && status === 200 && startsOnInteraction(request.url);
}

/** Sends a page as kept: a 304 to a validator that still names it, else the encoding the client takes. */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  page: CachedPage,
  cacheControl: string,
) {
  const encoding = acceptedEncoding(request);
  reply.status(status).header('Cache-Control', cacheControl).header('ETag', pageEtag(page, encoding));
  if (opensInOpenersGroup(request, status, cacheControl)) reply.removeHeader('Cross-Origin-Opener-Policy');
  if (status === 200 && isCurrent(request.headers['if-none-match'], page)) {
    return reply.header('Vary', 'Accept-Encoding').status(304).send();
  }
  return sendInAcceptedEncoding(request, reply.type('text/html; charset=utf-8'), page.html, page, encoding);
}
