import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import {
  browserLanguage,
  rememberedLanguage,
  rememberLanguage,
  sameAddressIn,
} from '#client/i18n/language-choice.ts';
import { useLanguage } from '#client/i18n/language-context.ts';
import { type FrameCatalogue, loadFrameCatalogue } from '#shared/i18n/catalogue.ts';
import { type Language, textDirection } from '#shared/i18n/languages.ts';

/**
 * A first visit without a choice, in a language other than the browser's: a small notice offering
 * the browser's language, in that language: its words come from that language's frame texts, a
 * small chunk loaded for the notice. Never a redirect: robots and shared links get the page they
 * asked for (docs/decisions/120). Dismissing it keeps the page's language as the choice.
 */
export function LanguageNotice() {
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const [notice, setNotice] = useState<{ offer: Language; texts: FrameCatalogue['language'] } | null>(null);

  useEffect(() => {
    const preferred = browserLanguage();
    if (rememberedLanguage() || !preferred || preferred === language) return;
    let isCurrent = true;
    loadFrameCatalogue(preferred)
      .then((frame) => {
        if (isCurrent) setNotice({ offer: preferred, texts: frame.language });
      })
      // Without its words the notice stays away: the switcher still offers every language.
      .catch(() => {});
    return () => {
      isCurrent = false;
    };
  }, [language]);

  if (!notice) return null;
  const { offer, texts } = notice;
  return (
    <section
      aria-label={texts.switcherLabel}
      lang={offer}
      dir={textDirection(offer)}
      data-testid="language-notice"
      // Over the foot of the window, not above the header: arriving after the page has drawn, it
      // must not push the page down under the reader's eyes (a layout shift).
      className="fixed inset-x-0 bottom-0 z-40 border-t border-night-line bg-night-soft px-4 py-2 text-sm text-ink shadow-lg"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-3">
        <p>{texts.offer}</p>
        <a
          href={sameAddressIn(offer, pathname, search, hash)}
          hrefLang={offer}
          onClick={() => rememberLanguage(offer)}
          className="rounded bg-gold px-3 py-1 font-medium text-night"
        >
          {texts.offerAction}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLanguage(language);
            setNotice(null);
          }}
          className="rounded border border-night-line px-3 py-1 hover:text-gold"
        >
          {texts.dismiss}
        </button>
      </div>
    </section>
  );
}
