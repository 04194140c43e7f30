export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2 py-1 transition-colors hover:text-gold ${isActive ? 'text-gold' : 'text-ink'}`;
