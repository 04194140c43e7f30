import { PHONE_ICON, WHATSAPP_ICON } from '#client/components/ui/content-icons.tsx';
import { LineIcon } from '#client/components/ui/icons.tsx';
import { useMessages } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { formatPhone, telUrl, whatsAppChatUrl } from '#shared/shop.ts';

const CARD =
  'flex flex-col items-center gap-3 rounded-lg border border-night-line bg-night-soft p-8 text-center transition-colors hover:border-gold focus-visible:border-gold';

function Icon({ path }: { path: string }) {
  return <LineIcon path={path} className="h-10 w-10 text-gold" strokeWidth={1.6} />;
}

/** /contact: "Chat on WhatsApp" (a new tab, the shop's number) and "Call" (a tel: link). */
export function ContactCards() {
  const m = useMessages();
  const { whatsAppPhone, callPhone } = useShopSettings().shop;
  return (
    <ul className="mx-auto grid max-w-3xl gap-6 sm:grid-cols-2">
      <li>
        <a href={whatsAppChatUrl(whatsAppPhone)} target="_blank" rel="noopener noreferrer" className={CARD}>
          <Icon path={WHATSAPP_ICON} />
          <span className="font-display text-2xl text-ink">{m.contact.whatsappTitle}</span>
          <span className="text-sm text-ink-soft">{m.contact.whatsappText}</span>
          <span className="text-gold" dir="ltr">
            {formatPhone(whatsAppPhone)}
          </span>
          <span className="sr-only">{m.shopInfo.opensInNewTab}</span>
        </a>
      </li>
      <li>
        <a href={telUrl(callPhone)} className={CARD}>
          <Icon path={PHONE_ICON} />
          <span className="font-display text-2xl text-ink">{m.contact.callTitle}</span>
          <span className="text-sm text-ink-soft">{m.contact.callText}</span>
          <span className="text-gold" dir="ltr">
            {formatPhone(callPhone)}
          </span>
        </a>
      </li>
    </ul>
  );
}
