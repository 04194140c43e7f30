import { useId } from 'react';
import { Sentence } from '#client/components/ui/Bidi.tsx';
import { PriceText } from '#client/components/ui/PriceText.tsx';
import { SubmitButton } from '#client/components/ui/SubmitButton.tsx';
import { FIELD, LABEL_CLASS, SMALL_BUTTON } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { DISCOUNT_CODE_MAX } from '#shared/discount-codes.ts';
import type { useDiscountCode } from './use-discount-code.ts';

/**
 * The discount code on checkout: a form of its own that its script sends (docs/decisions/158,
 * 191), so Enter in the field applies the code and never sends the order.
 */
export function DiscountCodeField({
  discount,
  disabled,
}: {
  discount: ReturnType<typeof useDiscountCode>;
  disabled: boolean;
}) {
  const m = useMessages();
  const words = m.discountCodes.checkout;
  const id = useId();
  const { applied } = discount;
  return (
    <form
      method="post"
      aria-label={words.label}
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        discount.apply();
      }}
    >
      <label htmlFor={`${id}-code`} className={LABEL_CLASS}>
        {words.label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        {words.hint}
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <input
          id={`${id}-code`}
          name="code"
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={DISCOUNT_CODE_MAX + 8}
          value={discount.text}
          disabled={disabled || applied !== null}
          aria-invalid={discount.error ? true : undefined}
          aria-describedby={`${id}-hint${discount.error ? ` ${id}-error` : ''}`}
          onChange={(event) => discount.setText(event.target.value)}
          className={`${FIELD} max-w-xs uppercase`}
        />
        {applied ? (
          <button type="button" className={SMALL_BUTTON} disabled={disabled} onClick={discount.remove}>
            {words.remove}
          </button>
        ) : (
          <SubmitButton
            className={SMALL_BUTTON}
            disabled={disabled || discount.isChecking || discount.text.trim() === ''}
            aria-busy={discount.isChecking}
          >
            {words.apply}
          </SubmitButton>
        )}
      </div>
      {discount.error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-300">
          {discount.error}
        </p>
      ) : null}
      {applied ? (
        <p role="status" className="text-sm text-emerald-300">
          {words.applied(applied.code)}
        </p>
      ) : null}
    </form>
  );
}

/** Above checkout's total: the perfumes' sum when nothing else shows it, then the discount's own line. */
export function CheckoutDiscountLines({
  code,
  discountCents,
  perfumesCents,
  isPerfumesShown,
}: {
  code: string;
  discountCents: number;
  perfumesCents: number;
  isPerfumesShown: boolean;
}) {
  const m = useMessages();
  return (
    <dl className="flex flex-col gap-1 text-ink-soft">
      {isPerfumesShown ? null : (
        <div className="flex gap-2">
          <dt>{m.discountCodes.checkout.subtotal}:</dt>
          <dd>
            <PriceText cents={perfumesCents} />
          </dd>
        </div>
      )}
      <div className="flex gap-2" data-testid="checkout-discount">
        <dt>
          <Sentence template={m.discountCodes.checkout.line('{code}')} values={{ code }} />:
        </dt>
        <dd>
          <bdi>
            -<PriceText cents={discountCents} />
          </bdi>
        </dd>
      </div>
    </dl>
  );
}
