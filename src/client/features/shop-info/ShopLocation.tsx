import type { ReactNode } from 'react';
import { PRIMARY_ACTION } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { mapsDirectionsUrl, mapsEmbedUrl } from '#shared/shop.ts';
import { ShopAddress, ShopHours, ShopPhoneLink } from './ShopFacts.tsx';

/** The /location page's content: the map of the shop, its facts, and directions in Google Maps. */
export function ShopLocation() {
  const m = useMessages();
  const { latitude, longitude } = useShopSettings().shop;
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <iframe
        dir="ltr"
        title={m.shopInfo.mapTitle}
        src={mapsEmbedUrl(latitude, longitude)}
        width="800"
        height="450"
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="aspect-video h-auto w-full rounded-lg border border-night-line bg-night-soft"
      />
      <div className="flex flex-col gap-6">
        <InfoSection id="location-address" title={m.shopInfo.location}>
          <ShopAddress />
        </InfoSection>
        <InfoSection id="location-phone" title={m.shopInfo.phone}>
          <ShopPhoneLink />
        </InfoSection>
        <InfoSection id="location-hours" title={m.shopInfo.hours}>
          <ShopHours />
        </InfoSection>
        <a
          href={mapsDirectionsUrl(latitude, longitude)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${PRIMARY_ACTION} self-start`}
        >
          {m.home.getDirections}
          <span className="sr-only"> {m.shopInfo.opensInNewTab}</span>
        </a>
      </div>
    </div>
  );
}

function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 font-display text-xl text-gold">
        {title}
      </h2>
      {children}
    </section>
  );
}
