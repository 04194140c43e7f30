// The header's link styles, apart from the other shared styles: the frame loads them on its first
// render, the rest come with the page's content (docs/decisions/106).

/**
 * Just past the phone breakpoint the header's links sit closer, so an admin's links still fit. On
 * a phone (the menu) every entry is a full-width row at least 44 px high, the touch guideline.
 */
export const NAV_ITEM_SPACING = 'px-2 py-1 max-md:flex max-md:min-h-11 max-md:items-center md:px-1 xl:px-1.5';

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded ${NAV_ITEM_SPACING} transition-colors hover:text-gold ${isActive ? 'text-gold' : 'text-ink'}`;
