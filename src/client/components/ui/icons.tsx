/**
 * The shop's icon set: line drawings in a 24x24 box, drawn in the text colour, one constant each.
 * Every icon is decorative; the control around it carries the name. The frame's drawings (cart,
 * menu, close) are here with LineIcon; the others are in content-icons.tsx, which comes with the
 * page's content: the bundler keeps a module whole in one chunk (docs/decisions/106).
 */
export const CART_ICON = 'M6 7h12l-1 13H7L6 7zM9 7V6a3 3 0 016 0v1';
export const MENU_ICON = 'M4 7h16M4 12h16M4 17h16';
export const CLOSE_ICON = 'M6 6l12 12M18 6L6 18';
export const SEARCH_ICON = 'M11 4a7 7 0 100 14 7 7 0 000-14zM16 16l4 4';
export const GLOBE_ICON =
  'M12 3a9 9 0 100 18 9 9 0 000-18zM3.5 9h17M3.5 15h17M12 3c-2.4 2.4-3.6 5.4-3.6 9s1.2 6.6 3.6 9M12 3c2.4 2.4 3.6 5.4 3.6 9s-1.2 6.6-3.6 9';

interface LineIconProps {
  /** The picture, as an SVG path in a 24x24 box (one of the *_ICON drawings). */
  path: string;
  className?: string;
  strokeWidth?: number;
  /** Rounded line ends and corners; the menu button's straight strokes are square. */
  isRounded?: boolean;
}

export function LineIcon({ path, className = 'h-5 w-5', strokeWidth = 2, isRounded = true }: LineIconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={isRounded ? 'round' : undefined}
      strokeLinejoin={isRounded ? 'round' : undefined}
    >
      <path d={path} />
    </svg>
  );
}

/** The bag drawn in the header. */
export function CartIcon({ className = 'h-6 w-6' }: { className?: string }) {
  return <LineIcon path={CART_ICON} className={className} strokeWidth={1.8} />;
}
