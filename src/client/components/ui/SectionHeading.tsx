import type { ReactNode } from 'react';

export function SectionHeading({
  id,
  children,
  subtitle,
}: {
  id: string;
  children: ReactNode;
  subtitle?: ReactNode;
}) {
  return (
    <header className="mb-6 text-center">
      <h2 id={id} className="font-display text-2xl text-gold sm:text-3xl">
        {children}
      </h2>
      {subtitle ? <p className="mt-2 text-ink-soft">{subtitle}</p> : null}
    </header>
  );
}
