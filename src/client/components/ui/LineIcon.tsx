interface LineIconProps {
  /** The picture, as an SVG path in a 24x24 box. */
  path: string;
  className?: string;
  strokeWidth?: number;
}

/** A decorative line icon drawn in the text colour; the control around it carries the name. */
export function LineIcon({ path, className = 'h-5 w-5', strokeWidth = 2 }: LineIconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
