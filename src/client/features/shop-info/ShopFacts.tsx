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
    <dl className="flex flex-col gap-1 text-ink-soft">
      {SHOP.hours.map((hours) => (
        // Where both do not fit on a line, the hours move whole to the next one.
        <div key={hours.days} data-testid="opening-hours" className="flex flex-wrap gap-x-4">
          <dt className="text-ink">{hours.days}</dt>
          {/* A range reads as one: never "10:00am-" on one line and "8:00pm" on the next. */}
          <dd className="whitespace-nowrap">{hours.label}</dd>
        </div>
      ))}
    </dl>
  );
}
