import type { ReactNode } from 'react';
import { useMediaQuery } from '#client/lib/use-media-query.ts';
import { MOBILE_BREAKPOINT_PX } from '#shared/constants.ts';

/**
 * A part of the inbox that a phone folds under its title (the figures, the filters), so the
 * orders come first; wider screens open it. The owner can open or fold it either way.
 */
export function FoldedPart({
  title,
  className = '',
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const isWide = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`);
  return (
    // The key opens or folds it again when the width crosses the phone breakpoint.
    <details key={String(isWide)} open={isWide} className={`group ${className}`}>
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-night-line px-4 font-display text-lg text-ink marker:content-none hover:border-gold">
        <span
          aria-hidden="true"
          className="text-gold transition-transform group-open:rotate-90 rtl:-scale-x-100"
        >
          ›
        </span>
        {title}
      </summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}
