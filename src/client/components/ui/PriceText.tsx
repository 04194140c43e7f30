import type { ReactNode } from 'react';
import { useMessages } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';

/** The "·" between two wrapping items (the dotted-wrap utility): read out, clipped at a line's start. */
export function Dot() {
  return <span className="dotted-dot"> · </span>;
}

/** Items that wrap as whole pieces, a "·" between them and never at a line's start. */
export function DottedItems({ items, className = '' }: { items: readonly ReactNode[]; className?: string }) {
  return (
    <span className={`dotted-wrap ${className}`}>
      <span className="dotted-row">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items are fixed pieces of one text, in order.
          <span key={index}>
            {index > 0 ? <Dot /> : null}
            {item}
          </span>
        ))}
      </span>
    </span>
  );
}

/**
 * A price as the shop shows it: dollars, and LBP beside them when the owner shows it ("$10.00 ·
 * 895,000 LBP"). Where the room is short the LBP amount moves whole to the next line, without the
 * dot: a phone's card or cart line never cuts a number or starts a line with "·". Each amount is
 * isolated: after an Arabic word "$10.00" would otherwise show as "10.00$" (docs/decisions/181).
 */
export function PriceText({ cents, isShort = false }: { cents: number; isShort?: boolean }) {
  const m = useMessages();
  const { prices } = useShopSettings();
  const dollars = (isShort ? m.fn.dollarsShort : m.fn.dollars)(cents);
  if (!prices.isLbpShown) return <bdi className="whitespace-nowrap">{dollars}</bdi>;
  return (
    <DottedItems
      items={[
        <bdi key="dollars">{dollars}</bdi>,
        <bdi key="pounds">{m.fn.pounds(cents, prices.lbpPerUsd)}</bdi>,
      ]}
    />
  );
}
