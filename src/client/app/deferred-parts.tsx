import { lazy } from 'react';

/**
 * Everything the frame of a page shows after its first render, in one chunk that loads at once
 * beside it (docs/decisions/106): the query client and the whole catalogue (DeferredProviders), the
 * route table and the home page, the account links, the search, the open-now line, the footer,
 * the language notice and the toasts. One chunk, so the first load carries one dynamic import
 * instead of a dozen with their lists of files to preload.
 */
export { default as AppRoutes, loadServerRenderedPage } from './AppRoutes.tsx';
export { default as DeferredProviders } from './DeferredProviders.tsx';
export { AccountNav } from './layout/AccountNav.tsx';
export { BannerText } from './layout/BannerText.tsx';
export { Footer } from './layout/Footer.tsx';
export { HeaderSearch } from './layout/HeaderSearch.tsx';
export { LanguageNotice } from './layout/LanguageNotice.tsx';
export { OpenNow } from './layout/OpenNow.tsx';
export { YourOrdersLink } from './layout/YourOrdersLink.tsx';
export { clearToasts, loadToastContainer, Toasts } from './Toasts.tsx';

// The cart's code (its sync, the header's badge and dropdown) brings zod and more: its own chunks,
// which load once the page has hydrated (docs/decisions/033).
const CartProviderChunk = lazy(() => import('#client/features/cart/CartProvider.tsx'));
const CartNavWidgetChunk = lazy(() => import('#client/features/cart/CartNavWidget.tsx'));

/** The cart's sync with the sign-in state and the server's live changes; renders nothing. */
export function CartSync() {
  return <CartProviderChunk />;
}

/** The header's cart: badge, dropdown, guest marker and the login popup. */
export function CartNavWidget() {
  return <CartNavWidgetChunk />;
}
