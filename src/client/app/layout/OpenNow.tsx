import { Link } from 'react-router';
import { useMessages } from '#client/i18n/language-context.ts';
import { usePublicConfig } from '#client/lib/shop-settings.ts';
import { useNow } from '#client/lib/use-now.ts';
import { openStatus } from '#shared/opening-hours.ts';
import { PATHS } from '#shared/paths.ts';

/** "Open now · closes at 8:00 pm" under the header on every page, phones included. */
export function OpenNow() {
  const m = useMessages();
  const { settings, shownAt } = usePublicConfig();
  // The server's HTML holds the line as of the minute it made the page for (ADR 222).
  const status = openStatus(settings.hours, useNow(60_000, shownAt));
  return (
    <p className="border-b border-night-line bg-night-soft px-4 py-1 text-center text-xs text-ink-soft">
      <Link to={PATHS.location} data-testid="open-now" className="hover:text-gold">
        <span
          aria-hidden="true"
          className={`me-1.5 inline-block h-2 w-2 rounded-full ${status.isOpen ? 'bg-emerald-400' : 'bg-ink-soft'}`}
        />
        {m.fn.openStatusText(status)}
      </Link>
    </p>
  );
}
