/** The storefront's and the owner's finishing touches. */

export interface DetailsTexts {
  /** A cart line added from a card, before a size is chosen (SPEC §4: new items start with no sizes). */
  chooseSizeInCart: string;
  /** The product page's Add to Cart with no quantity picked: the same rule as a card's. */
  addedChooseSize: string;
  inbox: {
    figures: string;
    filters: string;
    range: string;
    exportRange: string;
    exportHint: string;
  };
  courier: {
    sheetTitle: string;
    collect: string;
    phone: string;
    call: string;
    items: string;
    location: string;
    openMap: string;
    scan: string;
    noLocation: string;
  };
  unsaved: {
    /** Shown when another section's Save is pressed while this one has changes. */
    otherSection: (section: string) => string;
    saveThisOnly: string;
    keep: string;
    leave: string;
    marker: string;
  };
  activity: {
    changed: (label: string, before: string, after: string) => string;
    closed: string;
    empty: string;
    dayHours: (day: string) => string;
    specialDays: string;
    noSpecialDays: string;
    /** "Reply texts rewritten: Confirmed (العربية), Delivered (Français)." */
    repliesChanged: (texts: readonly string[]) => string;
    sizePrice: (size: string) => string;
    sizeOnSale: (size: string, isOnSale: boolean) => string;
    lbpRate: string;
    lbpPerUsd: (rate: number) => string;
    lbpShown: (isShown: boolean) => string;
    deliveryAreas: string;
    noAreas: string;
    pickupOffered: (isOffered: boolean) => string;
    yes: string;
    no: string;
  };
  csv: {
    /** An order the customer collects at the shop, in the CSV's Delivery column. */
    pickup: string;
    /** The CSV's columns, in order. */
    header: readonly [
      reference: string,
      placedAt: string,
      status: string,
      customerName: string,
      phone: string,
      address: string,
      location: string,
      perfume: string,
      category: string,
      quantity100: string,
      unitPrice100: string,
      quantity50: string,
      unitPrice50: string,
      lineTotal: string,
      delivery: string,
      deliveryFee: string,
      /** The discount code the order was placed with (docs/decisions/191) and what it took off. */
      discountCode: string,
      discount: string,
      orderTotal: string,
    ];
  };
}
