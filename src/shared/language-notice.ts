/**
 * The notice offering the browser's language (docs/decisions/120): its look, shared by the page's
 * starter, which shows it before the page's scripts (docs/decisions/222), and by the React part
 * that takes its place once they run.
 */
export const LANGUAGE_NOTICE_CLASSES = {
  // Over the foot of the window, not above the header: arriving after the page has drawn, it
  // must not push the page down under the reader's eyes (a layout shift).
  section:
    'fixed inset-x-0 bottom-0 z-40 border-t border-night-line bg-night-soft px-4 py-2 text-sm text-ink shadow-lg',
  row: 'mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-3',
  action: 'rounded bg-gold px-3 py-1 font-medium text-night',
  dismiss: 'rounded border border-night-line px-3 py-1 hover:text-gold',
} as const;

/** The starter's notice, until the React part replaces it. */
export const EARLY_LANGUAGE_NOTICE_ID = 'language-notice-early';

/** Where the visitor's choice of language is kept (docs/decisions/120). */
export const LANGUAGE_CHOICE_KEY = 'shop-language';
