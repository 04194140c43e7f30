import { useShopSettings } from '../../lib/shop-settings.ts';

export function Banner() {
  return (
    <p className="bg-gold px-4 py-1.5 text-center text-sm font-medium tracking-wide text-night">
      {useShopSettings().shop.bannerText}
    </p>
  );
}
