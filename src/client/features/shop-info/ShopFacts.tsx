import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { useNow } from '#client/lib/use-now.ts';
import { weekRows } from '#shared/opening-hours.ts';
import { formatPhone, telUrl } from '#shared/shop.ts';
import { shopAddressIn } from '#shared/shop-facts.ts';

/** The shop's address, from the owner's settings, in the page's language (docs/decisions/180). */
export function ShopAddress() {
  const { shop } = useShopSettings();
  const language = useLanguage();
  const m = useMessages();
  const { name } = shop;
  const { street, town, region } = shopAddressIn(shop, language, m.shopInfo.shopAddress);
  const { country } = m.shopInfo;
  return (
    <address className="not-italic leading-relaxed text-ink-soft">
      {/* The owner's words may be in another language than the page (docs/decisions/181). */}
      <bdi>{name}</bdi>
      <br />
      <bdi>{street}</bdi>, <bdi>{town}</bdi>
      <br />
      <bdi>{region}</bdi>, {country}
    </address>
  );
}

/** The shop's phone for calls as a tel: link. */
export function ShopPhoneLink({ className = 'text-gold hover:underline' }: { className?: string }) {
  const { callPhone } = useShopSettings().shop;
  return (
    <a href={telUrl(callPhone)} className={className} dir="ltr">
      {formatPhone(callPhone)}
    </a>
  );
}

/** This week's hours in Lebanon time, Monday to Sunday, today's line highlighted. */
export function ShopHours() {
  const m = useMessages();
  const { hours } = useShopSettings();
  const rows = weekRows(hours, useNow());
  return (
    <div>
      <dl aria-label={m.hours.weekHours} className="flex flex-col gap-1 text-ink-soft">
        {rows.map((row) => (
          // Where both do not fit on a line, the hours move whole to the next one.
          <div
            key={row.date}
            data-testid="opening-hours"
            data-today={row.isToday ? 'true' : undefined}
            className={`flex flex-wrap gap-x-4 ${row.isToday ? 'rounded bg-night px-1 font-semibold text-gold' : ''}`}
          >
            <dt className={row.isToday ? 'text-gold' : 'text-ink'}>
              {m.fn.weekdayNames[row.weekday]}
              {row.isToday ? <span className="sr-only"> ({m.hours.today})</span> : null}
            </dt>
            {/* A range reads as one: never "10:00am-" on one line and "8:00pm" on the next. */}
            <dd className="whitespace-nowrap">
              {row.hours.intervals.length ? m.fn.intervals(row.hours.intervals) : m.hours.closedAllDay}
              {row.hours.note ? (
                <>
                  {' ('}
                  <bdi>{row.hours.note}</bdi>)
                </>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-ink-soft">{m.hours.timeZoneNote}</p>
    </div>
  );
}
