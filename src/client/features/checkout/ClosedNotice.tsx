import { useMessages } from '#client/i18n/language-context.ts';
import { useNow } from '#client/lib/use-now.ts';
import { openStatus } from '#shared/opening-hours.ts';
import type { HoursSection } from '#shared/settings-types.ts';

/** While the shop is closed: when it opens and will answer the order (docs/decisions/092). */
export function ClosedNotice({ hours }: { hours: HoursSection }) {
  const m = useMessages();
  const text = m.fn.closedReplyText(openStatus(hours, useNow()));
  if (!text) return null;
  return (
    <p data-testid="closed-notice" role="status" className="rounded border border-gold/50 p-3 text-ink">
      {text}
    </p>
  );
}
