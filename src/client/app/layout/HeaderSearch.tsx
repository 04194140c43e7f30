import { useId } from 'react';
import { useNavigate } from 'react-router';
import { LineIcon, SEARCH_ICON } from '#client/components/ui/icons.tsx';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { localizedPath } from '#shared/i18n/languages.ts';
import { PATHS } from '#shared/paths.ts';

/**
 * The site search (docs/decisions/084): names, brands, notes and "inspired by"; the results are
 * the collection filtered by it, /perfumes?q=…, the address the home page's SearchAction names.
 * A plain GET form, so it works before the app has loaded; once it has, no page reload. Beside
 * the header's links (`.compact-search`) its button is a magnifier.
 */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const m = useMessages();
  const language = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  return (
    <search className={className}>
      <form
        action={localizedPath(language, PATHS.perfumes)}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
          navigate(q ? `${PATHS.perfumes}?${new URLSearchParams({ q })}` : PATHS.perfumes);
        }}
        className="flex items-center gap-1"
      >
        <label htmlFor={id} className="sr-only">
          {m.nav.search}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          maxLength={200}
          placeholder={m.nav.searchPlaceholder}
          className="w-full min-w-0 rounded border border-night-line bg-night px-3 py-1.5 text-sm text-ink placeholder:text-ink-soft/70 focus:border-gold focus:outline-none"
        />
        <button
          type="submit"
          className="shrink-0 rounded border border-night-line px-3 py-1.5 text-sm text-ink hover:border-gold hover:text-gold in-[.compact-search]:px-2"
        >
          {/* Beside the header's links the button is a magnifier; its name is still "Search". */}
          <span className="in-[.compact-search]:sr-only">{m.nav.searchButton}</span>
          <LineIcon path={SEARCH_ICON} className="hidden h-4 w-4 in-[.compact-search]:block" />
        </button>
      </form>
    </search>
  );
}
