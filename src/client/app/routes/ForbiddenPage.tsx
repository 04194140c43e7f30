import { Link } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { PATHS } from '#shared/paths.ts';

export default function ForbiddenPage() {
  return (
    <section className="py-16 text-center">
      <h1 className="font-display text-4xl text-gold">{MESSAGES.forbidden.title}</h1>
      <p className="mt-4 text-ink-soft">{MESSAGES.forbidden.text}</p>
      <Link
        to={PATHS.home}
        className="mt-8 inline-block rounded bg-gold px-5 py-2 font-medium text-night hover:bg-gold-deep"
      >
        {MESSAGES.forbidden.back}
      </Link>
    </section>
  );
}
