import { useState } from 'react';
import { OUTLINE_BUTTON, POPUP_BUTTON } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { formatLocation, parseLocation } from '#shared/pending-orders.ts';
import { mapsEmbedUrl } from '#shared/shop.ts';

interface LocationShareProps {
  location: string | null;
  onChange(location: string | null): void;
}

/** Share My Location: the browser's position as "latitude,longitude", shown on an embedded map. */
export function LocationShare({ location, onChange }: LocationShareProps) {
  const m = useMessages();
  const [error, setError] = useState<string | null>(null);
  const [isLocating, setLocating] = useState(false);
  const point = location ? parseLocation(location) : null;

  const share = () => {
    setError(null);
    if (!('geolocation' in navigator)) {
      setError(m.checkout.geolocationUnsupported);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onChange(formatLocation(position.coords.latitude, position.coords.longitude));
      },
      (failure) => {
        setLocating(false);
        console.warn('Geolocation failed.', failure.message);
        setError(m.checkout.locationUnavailable);
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <section className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={share}
          disabled={isLocating}
          aria-busy={isLocating}
          className={`${OUTLINE_BUTTON} text-sm`}
        >
          {m.checkout.shareLocation}
        </button>
        {point ? (
          <button type="button" onClick={() => onChange(null)} className={POPUP_BUTTON}>
            {m.checkout.removeLocation}
          </button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-gold">
          {error}
        </p>
      ) : null}
      {point ? (
        <iframe
          dir="ltr"
          title={m.checkout.mapTitle}
          src={mapsEmbedUrl(point.latitude, point.longitude)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="h-64 w-full rounded-lg border border-night-line"
        />
      ) : null}
    </section>
  );
}
