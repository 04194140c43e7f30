import { Link } from 'react-router';
import {
  FACEBOOK_ICON,
  INSTAGRAM_ICON,
  LineIcon,
  TIKTOK_ICON,
  WHATSAPP_ICON,
} from '#client/components/ui/icons.tsx';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { FOOTER_MESSAGES, NAV_MESSAGES } from '#shared/messages-core.ts';
import { PATHS } from '#shared/paths.ts';
import { whatsAppChatUrl } from '#shared/shop.ts';
import { YourOrdersLink } from './YourOrdersLink.tsx';

export function Footer() {
  const { shop, social } = useShopSettings();
  // A social network the owner left empty is not shown.
  const links = [
    {
      href: social.instagram,
      label: FOOTER_MESSAGES.instagram,
      icon: INSTAGRAM_ICON,
    },
    {
      href: social.tiktok,
      label: FOOTER_MESSAGES.tiktok,
      icon: TIKTOK_ICON,
    },
    {
      href: social.facebook,
      label: FOOTER_MESSAGES.facebook,
      icon: FACEBOOK_ICON,
    },
    {
      href: whatsAppChatUrl(shop.whatsAppPhone),
      label: FOOTER_MESSAGES.whatsapp,
      icon: WHATSAPP_ICON,
    },
  ].filter((link): link is typeof link & { href: string } => Boolean(link.href));
  return (
    <footer className="border-t border-night-line bg-night-soft">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-8 sm:flex-row sm:justify-between">
        <nav aria-label={FOOTER_MESSAGES.shopLinks}>
          <ul className="flex gap-4">
            <li>
              <Link
                to={PATHS.perfumes}
                className="inline-flex min-h-11 items-center text-ink underline-offset-4 hover:text-gold hover:underline"
              >
                {NAV_MESSAGES.perfumes}
              </Link>
            </li>
          </ul>
        </nav>
        <p className="text-sm text-ink-soft">
          © {new Date().getFullYear()} {shop.name}, {shop.town}, Lebanon. {FOOTER_MESSAGES.rights}
        </p>
        <ul className="flex">
          <YourOrdersLink isAlwaysShown />
        </ul>
        <ul aria-label={FOOTER_MESSAGES.social} className="flex gap-3">
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
      </div>
    </footer>
  );
}
