import type { Product } from '#shared/product.ts';
import { useMessages } from '../../i18n/language-context.ts';

type Details = Pick<
  Product,
  'concentration' | 'scentFamilies' | 'topNotes' | 'heartNotes' | 'baseNotes' | 'inspiredBy'
>;

/** The fragrance details the shop wrote, each only when present; nothing at all when none is. */
export function FragranceDetails({ product }: { product: Details }) {
  const f = useMessages().fragrance;
  const rows: [string, string][] = [];
  if (product.concentration) rows.push([f.concentration, f.concentrations[product.concentration]]);
  if (product.scentFamilies.length > 0) {
    rows.push([f.scentFamilies, product.scentFamilies.map((family) => f.families[family]).join(', ')]);
  }
  if (product.topNotes.length > 0) rows.push([f.topNotes, product.topNotes.join(', ')]);
  if (product.heartNotes.length > 0) rows.push([f.heartNotes, product.heartNotes.join(', ')]);
  if (product.baseNotes.length > 0) rows.push([f.baseNotes, product.baseNotes.join(', ')]);
  if (product.inspiredBy) rows.push([f.inspiredBy, product.inspiredBy]);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="fragrance-details" className="mt-6">
      <h2 id="fragrance-details" className="font-display text-xl text-ink">
        {f.detailsTitle}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-soft">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
