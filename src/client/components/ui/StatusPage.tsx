import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRIMARY_ACTION } from '#client/components/ui/styles.ts';
import { PATHS } from '#shared/paths.ts';

/** A page that only says where the visitor stands (404, 403), with the way back (home unless told). */
export function StatusPage({
  messages,
  to = PATHS.home,
  children,
}: {
  messages: { title: string; text: string; back: string };
  /** Where the main button leads: home unless told. */
  to?: string;
  /** Another way on, shown before the main button. */
  children?: ReactNode;
}) {
  return (
    <section className="py-16 text-center">
      <h1 className="font-display text-4xl text-gold">{messages.title}</h1>
      <p className="mt-4 text-ink-soft">{messages.text}</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
        {children}
        <Link to={to} className={PRIMARY_ACTION}>
          {messages.back}
        </Link>
      </div>
    </section>
  );
}
