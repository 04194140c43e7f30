/** The frame every page shows before its content: the navigation and the language switcher. */

export interface NavTexts {
  home: string;
  perfumes: string;
  about: string;
  location: string;
  contact: string;
  login: string;
  signup: string;
  viewCart: string;
  yourOrders: string;
  logout: string;
  admin: string;
  greeting: string;
  openMenu: string;
  closeMenu: string;
  openSearch: string;
  closeSearch: string;
  mainNavigation: string;
  guestCart: string;
  cart: string;
  andMore: string;
  delete: string;
  shopNow: string;
  loginRequired: string;
  goToLogin: string;
  cancel: string;
  search: string;
  searchPlaceholder: string;
  searchButton: string;
  pageFailed: string;
  tryAgain: string;
}

/** The language switcher and the skip link (the frame's), and the notice offering this language. */
export interface LanguageTexts {
  switcherLabel: string;
  /** The notice, in the language it offers: it speaks to a reader of this language on another's page. */
  offer: string;
  offerAction: string;
  dismiss: string;
  skipToContent: string;
  /** The toasts' region, as screen readers announce it. */
  notifications: string;
}
