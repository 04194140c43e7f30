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
import { EARLY_LANGUAGE_NOTICE_ID, LANGUAGE_NOTICE_CLASSES } from '#shared/language-notice.ts';

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
    // The notice the page's starter showed before the scripts ran: this part shows its own.
    document.getElementById(EARLY_LANGUAGE_NOTICE_ID)?.remove();
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
      className={LANGUAGE_NOTICE_CLASSES.section}
    >
      <div className={LANGUAGE_NOTICE_CLASSES.row}>
        <p>{texts.offer}</p>
        <a
          href={sameAddressIn(offer, pathname, search, hash)}
          hrefLang={offer}
          onClick={() => rememberLanguage(offer)}
          className={LANGUAGE_NOTICE_CLASSES.action}
        >
          {texts.offerAction}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLanguage(language);
            setNotice(null);
          }}
          className={LANGUAGE_NOTICE_CLASSES.dismiss}
        >
          {texts.dismiss}
        </button>
      </div>
    </section>
  );
}
