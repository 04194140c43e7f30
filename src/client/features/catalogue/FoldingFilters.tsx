import { type ReactNode, useId, useState } from 'react';
import { CountBadge } from '#client/components/ui/CountBadge.tsx';
import { FILTERS_ICON } from '#client/components/ui/content-icons.tsx';
import { LineIcon } from '#client/components/ui/icons.tsx';
import { SECONDARY_ACTION } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { useMediaQuery } from '#client/lib/use-media-query.ts';
import { MOBILE_BREAKPOINT_PX } from '#shared/constants.ts';

/**
 * The collection's filters behind a "Filters" button that tells how many are on. They start open
 * on a wide screen and folded on a phone, where they would fill the first screen and hide every
 * perfume (docs/decisions/075).
 */
export function FoldingFilters({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const m = useMessages();
  const isWide = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`);
  const [choice, setChoice] = useState<boolean | null>(null);
  const isOpen = choice ?? isWide;
  const panelId = useId();
  return (
    <div className="mb-6">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setChoice(!isOpen)}
        className={`${SECONDARY_ACTION} min-h-11`}
      >
        <LineIcon path={FILTERS_ICON} />
        {m.storefront.filters}
        <CountBadge
          count={activeCount}
          label={m.storefront.activeFilters(activeCount)}
          testId="active-filter-count"
          className="min-w-6 rounded-full bg-gold px-1.5 text-center text-sm font-semibold leading-6 text-night"
        />
      </button>
      {/* Until the visitor chooses, the screen's width decides in CSS: the server's page (and a
          visit without JavaScript) shows the filters on a wide screen with no shift on hydration. */}
      <div
        id={panelId}
        hidden={choice === null ? undefined : !isOpen}
        className={choice === null ? 'mt-4 max-md:hidden' : 'mt-4'}
      >
        {children}
      </div>
    </div>
  );
}
