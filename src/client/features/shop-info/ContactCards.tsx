import { PHONE_ICON, WHATSAPP_ICON } from '#client/components/ui/content-icons.tsx';
import { LineIcon } from '#client/components/ui/icons.tsx';
import { useMessages } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { formatPhone, telUrl, whatsAppChatUrl } from '#shared/shop.ts';

const CARD =
  'flex flex-col items-center gap-3 rounded-lg border border-night-line bg-night-soft p-8 text-center transition-colors hover:border-gold focus-visible:border-gold';

/** A card's icon, title, line of text and the number it reaches, written left to right. */
function CardText({
  icon,
  title,
  text,
  phone,
}: {
  icon: string;
  title: string;
  text: string;
  phone: string;
}) {
  return (
    <>
      <LineIcon path={icon} className="h-10 w-10 text-gold" strokeWidth={1.6} />
      <span className="font-display text-2xl text-ink">{title}</span>
      <span className="text-sm text-ink-soft">{text}</span>
      <span className="text-gold" dir="ltr">
        {formatPhone(phone)}
      </span>
    </>
  );
}

/** /contact: "Chat on WhatsApp" (a new tab, the shop's number) and "Call" (a tel: link). */
export function ContactCards() {
  const m = useMessages();
  const { whatsAppPhone, callPhone } = useShopSettings().shop;
  return (
    <ul className="mx-auto grid max-w-3xl gap-6 sm:grid-cols-2">
      <li>
        <a href={whatsAppChatUrl(whatsAppPhone)} target="_blank" rel="noopener noreferrer" className={CARD}>
          <CardText
            icon={WHATSAPP_ICON}
            title={m.contact.whatsappTitle}
            text={m.contact.whatsappText}
            phone={whatsAppPhone}
          />
          <span className="sr-only">{m.shopInfo.opensInNewTab}</span>
        </a>
      </li>
      <li>
        <a href={telUrl(callPhone)} className={CARD}>
          <CardText
            icon={PHONE_ICON}
            title={m.contact.callTitle}
            text={m.contact.callText}
            phone={callPhone}
          />
        </a>
      </li>
    </ul>
  );
}
