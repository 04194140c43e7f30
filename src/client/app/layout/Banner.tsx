import { BANNER_MESSAGE } from '#shared/messages-core.ts';

const BANNER_ID = 'delivery-banner';

/**
 * "Delivery to all Lebanon" sits above the header, so it is a landmark of its own (named by its
 * own words): content outside every landmark is missed by people who move by landmarks.
 */
export function Banner() {
  return (
    <aside aria-labelledby={BANNER_ID} className="bg-gold px-4 py-1.5 text-center">
      <p id={BANNER_ID} className="text-sm font-medium tracking-wide text-night">
        {BANNER_MESSAGE}
      </p>
    </aside>
  );
}
