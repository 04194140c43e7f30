import { z } from 'zod';

/**
 * The shop's social links as owners type them: `instagram.com/saadiyat`, `www.instagram.com/saadiyat`,
 * `@saadiyat` or a full address. Each is stored in one form, `https://www.<site>/<page>`; a host
 * counts only when it is the site itself or one of its subdomains, never a look-alike such as
 * `notinstagram.com` (docs/decisions/151-social-links.md).
 */
export interface SocialSite {
  /** How the site is named in messages. */
  label: string;
  /** The site's own domains; the first is the one links are stored with. */
  domains: readonly string[];
  /** The page address for a handle typed as `@name`. */
  pageFor(handle: string): string;
}

export const SOCIAL_SITES = {
  instagram: { label: 'Instagram', domains: ['instagram.com'], pageFor: (h: string) => h },
  tiktok: { label: 'TikTok', domains: ['tiktok.com'], pageFor: (h: string) => `@${h}` },
  facebook: { label: 'Facebook', domains: ['facebook.com', 'fb.com'], pageFor: (h: string) => h },
} as const satisfies Record<string, SocialSite>;

const HANDLE = /^@?([A-Za-z0-9._-]{1,100})$/;
const SOCIAL_LINK_MAX = 300;

export function isHostOf(hostname: string, domain: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === domain || host.endsWith(`.${domain}`);
}

/** The stored form of what the owner typed, or null when it is not a page on this site. */
export function normaliseSocialLink(typed: string, site: SocialSite): string | null {
  const text = typed.trim();
  const handle = HANDLE.exec(text);
  // A bare word is a handle; anything with a dot or a slash is an address.
  if (handle?.[1] && !text.includes('.')) return pageUrl(site, site.pageFor(handle[1]));
  if (handle?.[1] && text.startsWith('@')) return pageUrl(site, site.pageFor(handle[1]));
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  if (!site.domains.some((domain) => isHostOf(url.hostname, domain))) return null;
  const page = url.pathname.replace(/\/+$/, '').replace(/^\/+/, '');
  if (page === '') return null;
  return pageUrl(site, page, url.search);
}

function pageUrl(site: SocialSite, page: string, search = ''): string {
  return `https://www.${site.domains[0]}/${page}${search}`;
}

/** One social link field: empty is none; otherwise a page on the site, stored normalised. */
export const socialLinkSchema = (site: SocialSite) =>
  z
    .string()
    .trim()
    .max(SOCIAL_LINK_MAX, `At most ${SOCIAL_LINK_MAX} characters.`)
    .transform((typed, ctx) => {
      if (typed === '') return null;
      const link = normaliseSocialLink(typed, site);
      if (link === null) {
        ctx.addIssue({
          code: 'custom',
          message: `A page on ${site.label}, such as ${site.domains[0]}/yourshop or @yourshop.`,
        });
        return z.NEVER;
      }
      return link;
    })
    .nullable();
