import { LineIcon } from '#client/components/ui/LineIcon.tsx';

/** The bag drawn in the header; decorative, the button around it carries the name. */
export function CartIcon({ className = 'h-6 w-6' }: { className?: string }) {
  return <LineIcon path="M6 7h12l-1 13H7L6 7zM9 7V6a3 3 0 016 0v1" className={className} strokeWidth={1.8} />;
}

export function PersonIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <LineIcon
      path="M8 8a4 4 0 108 0a4 4 0 10-8 0M4 21a8 8 0 0116 0"
      className={className}
      strokeWidth={1.8}
    />
  );
}
