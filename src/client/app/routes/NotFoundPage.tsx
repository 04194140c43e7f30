import { Link } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { PATHS } from '#shared/paths.ts';

export default function NotFoundPage() {
  return (
    <section className="py-16 text-center">
      <h1 className="font-display text-4xl text-gold">{MESSAGES.notFound.title}</h1>
      <p className="mt-4 text-ink-soft">{MESSAGES.notFound.text}</p>
      <Link
        to={PATHS.home}
        className="mt-8 inline-block rounded bg-gold px-5 py-2 font-medium text-night hover:bg-gold-deep"
      >
        {MESSAGES.notFound.back}
      </Link>
    </section>
  );
}
