import type { ReactNode } from 'react';

export function PageTitle({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  return (
    <header className="mb-8 text-center">
      <h1 className="font-display text-3xl text-gold sm:text-4xl">{children}</h1>
      {subtitle ? <p className="mt-3 text-ink-soft">{subtitle}</p> : null}
    </header>
  );
}
