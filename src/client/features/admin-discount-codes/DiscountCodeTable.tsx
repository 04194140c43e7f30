import { PriceText } from '#client/components/ui/PriceText.tsx';
import { SMALL_BUTTON } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import type { DiscountCode } from '#shared/discount-codes.ts';

/** The owner's codes: each with its rules, its uses so far and the discount it gave. */
export function DiscountCodeTable({
  codes,
  isBusy,
  onEdit,
  onActive,
}: {
  codes: readonly DiscountCode[];
  isBusy: boolean;
  onEdit: (code: DiscountCode) => void;
  onActive: (code: DiscountCode, isActive: boolean) => void;
}) {
  const m = useMessages();
  const words = m.discountCodes.admin;
  const day = (iso: string) => m.fn.date(`${iso}T12:00:00Z`);
  const days = (c: DiscountCode) => {
    if (c.startsOn && c.endsOn) return words.between(day(c.startsOn), day(c.endsOn));
    if (c.startsOn) return words.from(day(c.startsOn));
    if (c.endsOn) return words.until(day(c.endsOn));
    return words.anyDay;
  };
  if (codes.length === 0) return <p className="text-ink-soft">{words.empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{words.listTitle}</caption>
        <thead className="text-ink">
          <tr>
            {Object.values(words.columns).map((label) => (
              <th key={label} scope="col" className="p-2 text-start">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {codes.map((c) => (
            <tr
              key={c.id}
              data-testid="discount-code-row"
              className="border-t border-night-line text-ink-soft"
            >
              <th scope="row" className="p-2 text-start font-mono text-ink">
                <bdi>{c.code}</bdi>
              </th>
              <td className="p-2">
                {c.kind === 'percent' ? words.percentOff(c.value) : words.amountOff(m.fn.dollars(c.value))}
              </td>
              <td className="p-2">{days(c)}</td>
              <td className="p-2">
                {c.minOrderCents > 0 ? <PriceText cents={c.minOrderCents} /> : words.noMinimum}
              </td>
              <td className="p-2" data-testid="discount-code-uses">
                {words.uses(c.uses, c.useLimit)}
              </td>
              <td className="p-2">
                <PriceText cents={c.discountGivenCents} />
              </td>
              <td className="p-2">{c.isActive ? words.active : words.inactive}</td>
              <td className="flex flex-wrap gap-2 p-2">
                <button type="button" className={SMALL_BUTTON} disabled={isBusy} onClick={() => onEdit(c)}>
                  {words.edit(c.code)}
                </button>
                <button
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={isBusy}
                  onClick={() => onActive(c, !c.isActive)}
                >
                  {c.isActive ? words.deactivate(c.code) : words.activate(c.code)}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
