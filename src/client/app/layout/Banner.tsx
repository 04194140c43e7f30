import { BANNER_MESSAGE } from '#shared/messages-core.ts';

export function Banner() {
  return (
    <p className="bg-gold px-4 py-1.5 text-center text-sm font-medium tracking-wide text-night">
      {BANNER_MESSAGE}
    </p>
  );
}
