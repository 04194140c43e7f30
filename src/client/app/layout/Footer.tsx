import { Link } from 'react-router';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { LANGUAGE_TEXTS } from '#shared/i18n/extra-messages.ts';
import { PATHS } from '#shared/paths.ts';
import { whatsAppChatUrl } from '#shared/shop.ts';
import { LanguageList } from './LanguageSwitcher.tsx';
import { YourOrdersLink } from './YourOrdersLink.tsx';

export function Footer() {
  const m = useMessages();
  const language = useLanguage();
  const { shop, social } = useShopSettings();
  // A social network the owner left empty is not shown.
  const links = [
    {
      href: social.instagram,
      label: m.footer.instagram,
      icon: 'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5h.01',
    },
    {
      href: social.tiktok,
      label: m.footer.tiktok,
      icon: 'M14 3v11a3 3 0 11-3-3M14 3c.5 2.5 2.5 4.5 5 5',
    },
    {
      href: social.facebook,
      label: m.footer.facebook,
      icon: 'M15 3h-2a4 4 0 00-4 4v3H7v4h2v7h4v-7h2.5l.5-4h-3V7.5a.5.5 0 01.5-.5H15z',
    },
    {
      href: whatsAppChatUrl(shop.whatsAppPhone),
      label: m.footer.whatsapp,
      icon: 'M4 20l1.4-4.2A8 8 0 1112 20a8 8 0 01-3.8-1L4 20z',
    },
  ].filter((link): link is typeof link & { href: string } => Boolean(link.href));
  return (
    <footer className="border-t border-night-line bg-night-soft">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-8 sm:flex-row sm:justify-between">
        <nav aria-label={m.footer.shopLinks}>
          <ul className="flex gap-4">
            <li>
              <Link
                to={PATHS.perfumes}
                className="inline-flex min-h-11 items-center text-ink underline-offset-4 hover:text-gold hover:underline"
              >
                {m.nav.perfumes}
              </Link>
            </li>
          </ul>
        </nav>
        <p className="text-sm text-ink-soft">
          © {new Date().getFullYear()} {shop.name}, {shop.town}, {LANGUAGE_TEXTS[language].country}.{' '}
          {m.footer.rights}
        </p>
        <ul className="flex">
          <YourOrdersLink isAlwaysShown />
        </ul>
        <LanguageList />
        <ul aria-label={m.footer.social} className="flex gap-3">
          {links.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex h-10 w-10 items-center justify-center rounded-full border border-night-line text-ink hover:border-gold hover:text-gold"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-5 w-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={link.icon} />
                </svg>
                <span className="sr-only">{link.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
