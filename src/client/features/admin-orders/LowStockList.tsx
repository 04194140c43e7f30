import { useMessages } from '#client/i18n/language-context.ts';
import type { LowStock } from '#shared/stock-counts.ts';

/** The counted sizes at or below the owner's threshold, the emptiest first (docs/decisions/190). */
export function LowStockList({ lines }: { lines: readonly LowStock[] }) {
  const m = useMessages();
  const words = m.stockCounts.figures;
  return (
    <div className="rounded-lg border border-night-line bg-night-soft p-4" data-testid="low-stock">
      <h3 className="font-display text-lg text-ink">{words.title}</h3>
      {lines.length === 0 ? (
        <p className="text-sm text-ink-soft">{words.none}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1 text-sm text-ink">
          {lines.map((line) => (
            <li
              key={`${line.productId}-${line.size}`}
              className={line.quantity === 0 ? 'text-red-300' : undefined}
            >
              <bdi>{line.name}</bdi> {words.line(m.fn.sizeLabel(line.size), line.quantity)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
