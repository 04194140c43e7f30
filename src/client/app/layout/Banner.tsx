import { MESSAGES } from '#shared/messages.ts';

export function Banner() {
  return (
    <p className="bg-gold px-4 py-1.5 text-center text-sm font-medium tracking-wide text-night">
      {MESSAGES.banner}
    </p>
  );
}
