import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { CountBadge } from '#client/components/ui/CountBadge.tsx';
import { FILTERS_ICON } from '#client/components/ui/content-icons.tsx';
import { LineIcon } from '#client/components/ui/icons.tsx';
import { SECONDARY_ACTION } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { useMediaQuery } from '#client/lib/use-media-query.ts';
import { MOBILE_BREAKPOINT_PX } from '#shared/constants.ts';

/**
 * The collection's filters behind a "Filters" toggle that tells how many are on. They start open
 * on a wide screen and folded on a phone, where they would fill the first screen and hide every
 * perfume (docs/decisions/075).
 *
 * The toggle is a native disclosure, so on a phone it opens the filters on the server's HTML before
 * the code has run, and without JavaScript (docs/decisions/211); what was chosen in them then
 * applies once the code is ready. The panel is the disclosure's neighbour, not its content: until
 * the page has hydrated, CSS shows it on a wide screen, where the toggle holds its place unseen
 * (it could only fold what CSS keeps open).
 */
export function FoldingFilters({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const m = useMessages();
  const isHydrated = useHydrated();
  const isWide = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`);
  const [choice, setChoice] = useState<boolean | null>(null);
  const isOpen = choice ?? isWide;
  const panelId = useId();
  const toggle = useRef<HTMLDetailsElement>(null);
  const isFirstRun = useRef(true);

  // The disclosure shows the state. Its first run keeps a tap made before the code arrived.
  useEffect(() => {
    const details = toggle.current;
    if (!details) return;
    if (isFirstRun.current) {
      isFirstRun.current = false;
      if (details.open && !isOpen) {
        setChoice(true);
        return;
      }
    }
    if (details.open !== isOpen) details.open = isOpen;
  }, [isOpen]);

  return (
    <div className="mb-6">
      <details
        ref={toggle}
        onToggle={(event) => {
          if (event.currentTarget.open !== isOpen) setChoice(event.currentTarget.open);
        }}
      >
        <summary
          aria-controls={panelId}
          data-testid="filters-toggle"
          className={`${SECONDARY_ACTION} min-h-11 cursor-pointer list-none [&::-webkit-details-marker]:hidden ${isHydrated ? '' : 'md:invisible'}`}
        >
          <LineIcon path={FILTERS_ICON} />
          {m.storefront.filters}
          <CountBadge
            count={activeCount}
            label={m.storefront.activeFilters(activeCount)}
            testId="active-filter-count"
            className="min-w-6 rounded-full bg-gold px-1.5 text-center text-sm font-semibold leading-6 text-night"
          />
        </summary>
      </details>
      {/* Before hydration the phone's panel follows the disclosure; after it, React's state does. */}
      <div
        id={panelId}
        hidden={isHydrated ? !isOpen : undefined}
        className="mt-4 max-md:[details:not([open])+&]:hidden"
      >
        {children}
      </div>
    </div>
  );
}
