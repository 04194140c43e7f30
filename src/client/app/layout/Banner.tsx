import type { ReactNode } from 'react';
import { Deferred, deferredPart } from '#client/app/deferred.tsx';
import { PartErrorBoundary } from './PartErrorBoundary.tsx';

const BANNER_ID = 'delivery-banner';

// Words and nothing to tap: they come with the parts after the frame, and the server's HTML shows
// them until then (docs/decisions/212). A page the browser draws holds the line's height meanwhile.
const BannerText = deferredPart('BannerText');
const BANNER_TEXT = (
  <PartErrorBoundary fallback={null}>
    <Deferred fallback={'\u00a0'}>
      <BannerText />
    </Deferred>
  </PartErrorBoundary>
);

/**
 * "Delivery to all Lebanon" sits above the header, so it is a landmark of its own (named by its
 * own words), and the open-now line under it sits inside it: content outside every landmark is
 * missed by people who move by landmarks.
 */
export function Banner({ children }: { children?: ReactNode }) {
  return (
    <aside aria-labelledby={BANNER_ID}>
      <div className="bg-gold px-4 py-1.5 text-center">
        <p id={BANNER_ID} dir="auto" className="text-sm font-medium tracking-wide text-night">
          {BANNER_TEXT}
        </p>
      </div>
      {children}
    </aside>
  );
}
