import { Link } from 'react-router';
import { Sentence } from '#client/components/ui/Bidi.tsx';
import {
  FACEBOOK_ICON,
  INSTAGRAM_ICON,
  TIKTOK_ICON,
  WHATSAPP_ICON,
} from '#client/components/ui/content-icons.tsx';
import { LineIcon } from '#client/components/ui/icons.tsx';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { ServerHtml } from '#client/lib/server-html.tsx';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { PATHS } from '#shared/paths.ts';
import { whatsAppChatUrl } from '#shared/shop.ts';
import { shopAddressIn } from '#shared/shop-facts.ts';
import { LanguageList } from './LanguageSwitcher.tsx';
import { YourOrdersLink } from './YourOrdersLink.tsx';

/** The shop's own pages, as a footer lists them: a reader at the bottom of a page needs no scroll up. */
const FOOTER_PAGES = [
  { to: PATHS.perfumes, label: 'perfumes' },
  { to: PATHS.about, label: 'about' },
  { to: PATHS.location, label: 'location' },
  { to: PATHS.contact, label: 'contact' },
] as const;

/** Its height before it is drawn: a phone's column, a tablet's two rows, a wide screen's one. */
const FOOTER_CLASSES =
  'border-t border-night-line bg-night-soft [content-visibility:auto] [contain-intrinsic-size:auto_22.25rem] sm:[contain-intrinsic-size:auto_15.25rem] lg:[contain-intrinsic-size:auto_9.5rem]';

/**
 * Below the first screen: it comes after the frame, with the page's content, and the server's HTML
 * shows it until then (docs/decisions/106). The browser lays it out once it nears the screen: it
 * holds its height meanwhile, measured at each breakpoint in the three languages (docs/decisions/230).
 */
export function Footer() {
  const m = useMessages();
  const language = useLanguage();
  const { shop, social } = useShopSettings();
  // A social network the owner left empty is not shown.
  const links = [
    {
      href: social.instagram,
      label: m.footer.instagram,
      icon: INSTAGRAM_ICON,
    },
    {
      href: social.tiktok,
      label: m.footer.tiktok,
      icon: TIKTOK_ICON,
    },
    {
      href: social.facebook,
      label: m.footer.facebook,
      icon: FACEBOOK_ICON,
    },
    {
      href: whatsAppChatUrl(shop.whatsAppPhone),
      label: m.footer.whatsapp,
      icon: WHATSAPP_ICON,
    },
  ].filter((link): link is typeof link & { href: string } => Boolean(link.href));
  return (
    <footer className={FOOTER_CLASSES}>
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-8 sm:flex-row sm:justify-between">
        {/* Links and words stay the server's HTML on the page it sent (docs/decisions/198). */}
        <ServerHtml>
          <nav aria-label={m.footer.shopLinks}>
            <ul className="flex flex-wrap justify-center gap-x-4">
              {FOOTER_PAGES.map((page) => (
                <li key={page.to}>
                  <Link
                    to={page.to}
                    className="inline-flex min-h-11 items-center text-ink underline-offset-4 hover:text-gold hover:underline"
                  >
                    {m.nav[page.label]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-sm text-ink-soft">
            <Sentence
              template={m.footer.copyright}
              values={{
                year: new Date().getFullYear(),
                shop: shop.name,
                town: shopAddressIn(shop, language, m.shopInfo.shopAddress).town,
              }}
            />{' '}
            {m.footer.rights}
          </p>
        </ServerHtml>
        <ul className="flex">
          <YourOrdersLink isAlwaysShown />
        </ul>
        <LanguageList />
        <ServerHtml>
          <ul aria-label={m.footer.social} className="flex gap-3">
            {links.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex h-10 w-10 items-center justify-center rounded-full border border-night-line text-ink hover:border-gold hover:text-gold"
                >
                  <LineIcon path={link.icon} strokeWidth={1.8} />
                  <span className="sr-only">{link.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </ServerHtml>
      </div>
    </footer>
  );
}
