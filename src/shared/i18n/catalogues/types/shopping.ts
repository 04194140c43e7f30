/** Logging in, the cart, checkout, the WhatsApp order text and the order book. */

export interface AuthTexts {
  loginTitle: string;
  signupTitle: string;
  email: string;
  password: string;
  loginButton: string;
  signupButton: string;
  loginSuccess: string;
  signupSuccess: string;
  userNotFound: string;
  wrongPassword: string;
  invalidEmail: string;
  loginFailed: string;
  signupFailedPrefix: string;
  /** Readable reasons after "Signup failed: " (SPEC §8). */
  emailTaken: string;
  passwordRequired: string;
  tooManyAttempts: string;
  noAccount: string;
  haveAccount: string;
}

export interface CartTexts {
  title: string;
  empty: string;
  added: string;
  alreadyInCartUser: string;
  alreadyInCartGuest: string;
  updateFailed: string;
  missingSize: string;
  checkout: string;
  removeSize: string;
  removeItem: string;
  total: string;
  close: string;
  continueAsGuest: string;
  loginToCheckout: string;
  messageTitle: string;
  loginTitle: string;
  size100: string;
  size50: string;
  itemTotal: string;
  increase: string;
  decrease: string;
  chooseSize: string;
  loading: string;
}

export interface CheckoutTexts {
  title: string;
  noOrders: string;
  fetchFailed: string;
  shareLocation: string;
  removeLocation: string;
  locationUnavailable: string;
  geolocationUnsupported: string;
  paymentMethod: string;
  send: string;
  sending: string;
  openingWhatsApp: string;
  thankYouTitle: string;
  thankYouText: string;
  returnHome: string;
  units100: string;
  units50: string;
  removeItem: string;
  total: string;
  mapTitle: string;
  order: string;
}

export interface OrderMessageTexts {
  greeting: string;
  reference: string;
  name: string;
  phone: string;
  address: string;
  total: string;
  location: string;
}

export interface OrderBookTexts {
  details: {
    legend: string;
    hint: string;
    name: string;
    phone: string;
    phoneHint: string;
    address: string;
    addressHint: string;
  };
  placeFailed: string;
  productGone: string;
  fixDetails: string;
  reference: string;
  trackOrder: string;
  statuses: {
    new: string;
    confirmed: string;
    out_for_delivery: string;
    delivered: string;
    cancelled: string;
    not_received: string;
  };
  track: {
    title: string;
    loading: string;
    notFound: string;
    placedAt: string;
    status: string;
    progress: string;
    items: string;
    total: string;
    questions: string;
    whatsapp: string;
    call: string;
    reason: string;
  };
  yourOrders: {
    title: string;
    intro: string;
    empty: string;
    orderAgain: string;
    orderAgainDone: string;
    orderAgainGone: string;
    track: string;
    accountEmpty: string;
    loadFailed: string;
  };
}
