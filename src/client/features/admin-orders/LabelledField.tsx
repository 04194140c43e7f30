import type { ReactNode } from 'react';

/** A label above its control, the inbox's forms' one layout. */
export function LabelledField({
  id,
  label,
  children,
  isWide = false,
}: {
  id: string;
  label: string;
  children: ReactNode;
  isWide?: boolean;
}) {
  return (
    <div className={`flex flex-col gap-1 ${isWide ? 'min-w-48 flex-1' : ''}`}>
      <label htmlFor={id} className="text-sm text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}
