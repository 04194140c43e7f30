import {
  type DiscountCode,
  type DiscountCodeInput,
  DiscountCodeInputSchema,
  type DiscountKind,
} from '#shared/discount-codes.ts';

/** The owner's form as typed: amounts in dollars, empty for "none". */
export interface DiscountCodeDraft {
  code: string;
  kind: DiscountKind;
  value: string;
  startsOn: string;
  endsOn: string;
  minOrder: string;
  useLimit: string;
  isActive: boolean;
}

export const EMPTY_DRAFT: DiscountCodeDraft = {
  code: '',
  kind: 'percent',
  value: '',
  startsOn: '',
  endsOn: '',
  minOrder: '',
  useLimit: '',
  isActive: true,
};

const toCents = (dollars: string) => Math.round(Number(dollars) * 100);
const toDollars = (cents: number) => (cents / 100).toFixed(2);

export function draftOf(code: DiscountCode): DiscountCodeDraft {
  return {
    code: code.code,
    kind: code.kind,
    value: code.kind === 'amount' ? toDollars(code.value) : String(code.value),
    startsOn: code.startsOn ?? '',
    endsOn: code.endsOn ?? '',
    minOrder: code.minOrderCents > 0 ? toDollars(code.minOrderCents) : '',
    useLimit: code.useLimit === null ? '' : String(code.useLimit),
    isActive: code.isActive,
  };
}

/**
 * The draft as the server takes it, checked by the same schema the server uses: the input, or the
 * fields refused (the page words them).
 */
export function readDraft(
  draft: DiscountCodeDraft,
): { ok: true; input: DiscountCodeInput } | { ok: false; fields: Set<keyof DiscountCodeDraft> } {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  const parsed = DiscountCodeInputSchema.safeParse({
    code: draft.code,
    kind: draft.kind,
    value: draft.kind === 'amount' ? toCents(draft.value) : number(draft.value),
    startsOn: draft.startsOn || null,
    endsOn: draft.endsOn || null,
    minOrderCents: draft.minOrder.trim() === '' ? 0 : toCents(draft.minOrder),
    useLimit: draft.useLimit.trim() === '' ? null : number(draft.useLimit),
    isActive: draft.isActive,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const FIELDS: Record<string, keyof DiscountCodeDraft> = {
    code: 'code',
    value: 'value',
    startsOn: 'startsOn',
    endsOn: 'endsOn',
    minOrderCents: 'minOrder',
    useLimit: 'useLimit',
  };
  const fields = new Set(parsed.error.issues.map((issue) => FIELDS[String(issue.path[0])] ?? 'code'));
  return { ok: false, fields };
}
