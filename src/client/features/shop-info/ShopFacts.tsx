import { formatPhone, SHOP, telUrl } from '#shared/shop.ts';
import { getPublicConfig } from '../../lib/public-config.ts';

/** The shop's address, from the one shop-settings module. */
export function ShopAddress() {
  const { street, town, region, country } = SHOP.address;
  return (
    <address className="not-italic leading-relaxed text-ink-soft">
      {SHOP.name}
      <br />
      {street}, {town}
      <br />
      {region}, {country}
    </address>
  );
}

/** The shop's phone (SHOP_PHONE) as a call link. */
export function ShopPhoneLink({ className = 'text-gold hover:underline' }: { className?: string }) {
  const { shopPhone } = getPublicConfig();
  return (
    <a href={telUrl(shopPhone)} className={className} dir="ltr">
      {formatPhone(shopPhone)}
    </a>
  );
}

/** Opening hours: one source of truth (DESIGN §6.2). */
export function ShopHours() {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-ink-soft">
      {SHOP.hours.map((hours) => (
        <div key={hours.days} className="contents">
          <dt className="text-ink">{hours.days}</dt>
          <dd>{hours.label}</dd>
        </div>
      ))}
    </dl>
  );
}
