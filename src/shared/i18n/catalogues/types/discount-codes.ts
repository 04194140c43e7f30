/** Discount codes: the owner's page, checkout, the message and the order views (docs/decisions/191, 192). */

export interface DiscountCodesTexts {
  admin: {
    nav: string;
    title: string;
    intro: string;
    newCode: string;
    editCode: (code: string) => string;
    code: string;
    codeHint: string;
    kind: string;
    percent: string;
    amount: string;
    percentValue: string;
    amountValue: string;
    startsOn: string;
    endsOn: string;
    datesHint: string;
    minOrder: string;
    minOrderHint: string;
    useLimit: string;
    useLimitHint: string;
    isActive: string;
    create: string;
    save: string;
    cancel: string;
    created: (code: string) => string;
    saved: (code: string) => string;
    empty: string;
    listTitle: string;
    columns: {
      code: string;
      discount: string;
      dates: string;
      minimum: string;
      uses: string;
      given: string;
      status: string;
      actions: string;
    };
    percentOff: (percent: number) => string;
    amountOff: (amount: string) => string;
    anyDay: string;
    from: (day: string) => string;
    until: (day: string) => string;
    between: (from: string, to: string) => string;
    noMinimum: string;
    uses: (uses: number, limit: number | null) => string;
    active: string;
    inactive: string;
    edit: (code: string) => string;
    deactivate: (code: string) => string;
    activate: (code: string) => string;
    invalid: { code: string; percent: string; amount: string; endsOn: string; number: string };
  };
  checkout: {
    label: string;
    hint: string;
    apply: string;
    remove: string;
    applied: (code: string) => string;
    subtotal: string;
    line: (code: string) => string;
    refused: {
      unknown: string;
      inactive: string;
      notStarted: (day: string) => string;
      expired: string;
      usedUp: string;
      belowMinimum: (amount: string) => string;
    };
    /** The code stopped applying between applying it and sending: nothing was placed. */
    changed: string;
  };
  /** The WhatsApp message's line: "Discount (EID10): -$5.00". */
  message: { discount: string };
  /** The order book, tracking and the figures. */
  order: { discount: (code: string) => string; discounts: string; withDiscount: (amount: string) => string };
}
