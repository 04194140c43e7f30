import { useEffect, useRef, useState } from 'react';
import { checkDiscountCode } from '#client/api/discount-check.ts';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { ApiError } from '#client/lib/http.ts';
import { refusalText } from '#client/lib/record-text.ts';
import {
  DISCOUNT_REFUSALS,
  type DiscountCheckAnswer,
  normaliseDiscountCode,
} from '#shared/discount-codes.ts';
import type { Catalogue } from '#shared/i18n/catalogue.ts';
import type { PlaceOrderBody } from '#shared/order-book.ts';

type Items = PlaceOrderBody['items'];

/** Why a code was refused, in the page's language, from the refusal's reason and particulars. */
export function discountRefusalText(error: ApiError, m: Catalogue): string | null {
  if (error.code !== 'DISCOUNT_CODE_REFUSED') return null;
  const words = m.discountCodes.checkout.refused;
  const reason = DISCOUNT_REFUSALS.find((r) => r === error.params?.reason);
  const min = error.params?.minOrderCents;
  const startsOn = error.params?.startsOn;
  switch (reason) {
    case 'inactive':
      return words.inactive;
    case 'not-started':
      return words.notStarted(typeof startsOn === 'string' ? m.fn.date(`${startsOn}T12:00:00Z`) : '');
    case 'expired':
      return words.expired;
    case 'used-up':
      return words.usedUp;
    case 'below-minimum':
      return words.belowMinimum(m.fn.dollars(typeof min === 'number' ? min : 0));
    default:
      return words.unknown;
  }
}

/**
 * Checkout's discount code (docs/decisions/191): the text typed, the code the server accepted for
 * this order and its discount, or why it refused one. The server is asked again whenever the order's
 * perfumes change, since a percentage and the minimum follow them; placing the order checks it all
 * once more.
 */
export function useDiscountCode(items: Items, subtotalKey: string) {
  const m = useMessages();
  const language = useLanguage();
  const [text, setText] = useState('');
  const [applied, setApplied] = useState<DiscountCheckAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isChecking, setChecking] = useState(false);
  const latest = useRef(0);

  const check = async (code: string) => {
    const ticket = ++latest.current;
    setChecking(true);
    try {
      const answer = await checkDiscountCode({ code, items });
      if (ticket !== latest.current) return;
      setApplied(answer);
      setError(null);
    } catch (failure) {
      if (ticket !== latest.current) return;
      setApplied(null);
      const refusal = failure instanceof ApiError ? discountRefusalText(failure, m) : null;
      setError(refusal ?? refusalText(failure, m, language));
    } finally {
      if (ticket === latest.current) setChecking(false);
    }
  };

  const apply = () => {
    const code = normaliseDiscountCode(text);
    if (!code || items.length === 0) return;
    void check(code);
  };

  const remove = () => {
    latest.current += 1;
    setApplied(null);
    setError(null);
    setText('');
    setChecking(false);
  };

  /** The order was refused because the code stopped applying: the field says why, the code is off. */
  const refusedAtPlacing = (reason: string) => {
    setApplied(null);
    setError(reason);
  };

  // The perfumes changed (an item removed): the same code, asked again for the new order.
  const appliedCode = applied?.code;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again only when the order changes
  useEffect(() => {
    if (appliedCode && items.length > 0) void check(appliedCode);
    if (appliedCode && items.length === 0) remove();
  }, [subtotalKey]);

  return { text, setText, applied, error, isChecking, apply, remove, refusedAtPlacing };
}
