/** The owner's settings, team and activity pages. */

export interface AdminSettingsTexts {
  title: string;
  nav: {
    label: string;
    products: string;
    settings: string;
    team: string;
    activity: string;
  };
  save: string;
  saving: string;
  saved: string;
  saveFailed: string;
  loadFailed: string;
  shop: {
    title: string;
    name: string;
    whatsAppPhone: string;
    callPhone: string;
    street: string;
    town: string;
    region: string;
    latitude: string;
    longitude: string;
    mapPreview: string;
    bannerText: string;
    tagline: string;
    /** The same texts for the Arabic and French pages (docs/decisions/180). */
    inLanguages: string;
    inLanguagesHint: string;
    streetAr: string;
    townAr: string;
    regionAr: string;
    bannerTextAr: string;
    taglineAr: string;
    streetFr: string;
    townFr: string;
    regionFr: string;
    bannerTextFr: string;
    taglineFr: string;
  };
  hours: {
    title: string;
    intro: string;
    closed: string;
    opens: string;
    closes: string;
    addInterval: string;
    removeInterval: string;
    exceptions: string;
    addException: string;
    removeException: string;
    from: string;
    to: string;
    note: string;
    closedAllDay: string;
  };
  social: {
    title: string;
    intro: string;
    instagram: string;
    tiktok: string;
    facebook: string;
  };
  hero: {
    title: string;
    intro: string;
    video: string;
    poster: string;
    upload: string;
    useDefault: string;
    current: string;
    isDefault: string;
  };
  prices: {
    title: string;
    sizePrice: (size: string) => string;
    onSale: (size: string) => string;
    lbpPerUsd: string;
    isLbpShown: string;
  };
  team: {
    title: string;
    email: string;
    role: string;
    created: string;
    actions: string;
    promote: string;
    demote: string;
    you: string;
    confirmPromote: (email: string) => string;
    confirmDemote: (email: string) => string;
    confirm: string;
    cancel: string;
    changed: string;
    lastAdmin: string;
    notSelf: string;
    roles: {
      admin: string;
      user: string;
    };
  };
  activity: {
    title: string;
    empty: string;
    when: string;
    who: string;
    what: string;
    details: string;
    kinds: {
      setting: string;
      product: string;
      stock: string;
      role: string;
      order: string;
      brand: string;
      discount: string;
    };
    /** The details the server records, in the words of the admin's language (activity-detail.ts). */
    added: string;
    deleted: string;
    /** A brand or a discount code that an edit renamed: what it was called before. */
    renamedFrom: (former: string) => string;
    logoReplaced: string;
    logoRemoved: string;
    updated: {
      details: string;
      image: string;
      both: string;
    };
    noChange: string;
  };
  paging: {
    previous: string;
    next: string;
    page: (page: number, count: number) => string;
  };
  availability: {
    soldOut: string;
    notSold: string;
    chooseAnother: (choices: string) => string;
    badge: string;
  };
  closedAtCheckout: string;
  stock: {
    inStock: string;
    soldOut: string;
    toggle: (size: string, isSoldOut: boolean) => string;
  };
}
