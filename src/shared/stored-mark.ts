/**
 * A cookie that says the browser keeps something of the visitor's (a cart, sent orders, a chosen
 * language, details typed at checkout): docs/decisions/226. A guest's catalogue page starts its
 * scripts at once for such a visitor, and on the first act for everyone else (ADR 222). The page
 * used to read the browser's storage to know, and that first read is a synchronous call to the
 * browser process, 10-60 ms of the page's main thread while it loads. The server reads the cookie
 * with the request instead, and writes its answer into the page.
 *
 * It holds `1` and nothing else: no key, no count, nothing of what is kept.
 */
export const STORED_MARK_NAME = 'stored';

/**
 * The `document.cookie` text that sets the mark (or removes it). Over https it is a `__Host-`
 * cookie: this exact origin, Secure, path `/`, as the session's is. It lasts 400 days, the longest
 * a browser keeps a cookie, and is written again each time the shop's scripts run.
 * Self-contained (the page's starter carries it as written): the name is `STORED_MARK_NAME`.
 */
export function storedMarkCookie(isStored: boolean, isHttps: boolean): string {
  const name = isHttps ? '__Host-stored' : 'stored';
  const value = isStored ? `1; Max-Age=${400 * 24 * 60 * 60}` : '; Max-Age=0';
  return `${name}=${value}; Path=/; SameSite=Lax${isHttps ? '; Secure' : ''}`;
}

/** Whether a request's cookies carry the mark (either name: the browser decides by its scheme). */
export function hasStoredMark(cookies: Record<string, string | undefined>): boolean {
  return cookies[`__Host-${STORED_MARK_NAME}`] === '1' || cookies[STORED_MARK_NAME] === '1';
}
