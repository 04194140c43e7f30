import { useLocation } from 'react-router';
import { GLOBE_ICON, LineIcon } from '#client/components/ui/icons.tsx';
import { rememberLanguage, sameAddressIn } from '#client/i18n/language-choice.ts';
import { useFrameMessages, useLanguage } from '#client/i18n/language-context.ts';
import { LANGUAGE_NAMES, SWITCHER_ORDER } from '#shared/i18n/languages.ts';

/**
 * "العربية", "Français", "English": the same page, query and cart in another language. A link,
 * not a script: the other language's address loads its own catalogue (docs/decisions/120).
 */
function LanguageLinks({ className }: { className: string }) {
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  return SWITCHER_ORDER.map((choice) => (
    <li key={choice}>
      <a
        href={sameAddressIn(choice, pathname, search, hash)}
        hrefLang={choice}
        lang={choice}
        aria-current={choice === language ? 'true' : undefined}
        onClick={() => rememberLanguage(choice)}
        className={`${className} ${choice === language ? 'text-gold' : 'text-ink hover:text-gold'}`}
      >
        {LANGUAGE_NAMES[choice]}
      </a>
    </li>
  ));
}

/**
 * In the header from the tablet width (the mobile menu has the list below it): a small menu under
 * the current language's name, or a globe until 1280 px, where the header has room for it (the name is still read out).
 * A native disclosure, so it opens on a server-rendered page before the app's code has arrived.
 */
export function LanguageMenu() {
  const language = useLanguage();
  const texts = useFrameMessages().language;
  return (
    <details className="relative hidden md:block">
      <summary className="flex cursor-pointer list-none items-center rounded border border-night-line px-2 py-1 text-sm text-ink hover:text-gold">
        <LineIcon path={GLOBE_ICON} className="h-5 w-5 xl:hidden" strokeWidth={1.6} />
        <span className="sr-only">{texts.switcherLabel}: </span>
        <span lang={language} className="sr-only xl:not-sr-only">
          {LANGUAGE_NAMES[language]}
        </span>
      </summary>
      <ul className="absolute end-0 top-full z-40 mt-1 flex min-w-32 flex-col rounded border border-night-line bg-night-soft py-1 shadow-lg">
        <LanguageLinks className="block px-3 py-1.5 text-start" />
      </ul>
    </details>
  );
}

/** In the mobile menu: the three languages side by side. */
export function LanguageList() {
  const texts = useFrameMessages().language;
  return (
    <nav aria-label={texts.switcherLabel} className="px-4 pb-3">
      <ul className="flex gap-4 border-t border-night-line pt-3">
        <LanguageLinks className="inline-block py-1" />
      </ul>
    </nav>
  );
}
