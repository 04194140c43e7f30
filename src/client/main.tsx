import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadCatalogue } from '#shared/i18n/catalogue.ts';
import { languageBase, splitLanguage, textDirection } from '#shared/i18n/languages.ts';
import { App } from './app/App.tsx';
import { LanguageContext } from './i18n/language-context.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The address names the language (docs/decisions/120); its catalogue loads before the first render.
const { language } = splitLanguage(window.location.pathname);
document.documentElement.lang = language;
document.documentElement.dir = textDirection(language);
void loadCatalogue(language).then((messages) => {
  createRoot(root).render(
    <StrictMode>
      <LanguageContext value={{ language, messages }}>
        <App basename={languageBase(language)} />
      </LanguageContext>
    </StrictMode>,
  );
});
