import { expect, test } from 'vitest';
import { catalogueFor } from './i18n/all-catalogues.ts';
import { LANGUAGES, splitLanguage } from './i18n/languages.ts';
import { FIXED_PAGE_IDS, PAGE_IDS, PAGES, pageAt, pagePaths } from './pages.ts';
import { PATHS } from './paths.ts';
import { SITEMAP_PATHS } from './seo/sitemap.ts';

const TOKEN = 'a'.repeat(43);
/** An address of each page: its parameters filled in the way a real link fills them. */
const SAMPLE_PARAMS: Record<string, string> = { ':segment': 'oud-royal-ab12cd', ':token': TOKEN };
const sampleOf = (path: string) => path.replace(/:[a-z]+/g, (param) => SAMPLE_PARAMS[param] ?? 'x');

test('every page has an address in each language, and each address reads back as that page', () => {
  for (const id of PAGE_IDS) {
    const paths = pagePaths(id);
    expect(Object.keys(paths).sort()).toEqual([...LANGUAGES].sort());
    const path = id === 'notFound' ? '/*' : PAGES[id].path;
    for (const language of LANGUAGES) {
      expect(splitLanguage(paths[language])).toEqual({ language, path });
    }
  }
  expect(pagePaths('about')).toEqual({ en: '/about', ar: '/ar/about', fr: '/fr/about' });
});

test('no two pages share an address, in any language', () => {
  const addresses = PAGE_IDS.flatMap((id) => Object.values(pagePaths(id)));
  expect(new Set(addresses).size).toBe(addresses.length);
});

test('each page is found at its own address, with or without a trailing slash; nothing else is', () => {
  for (const id of PAGE_IDS.filter((page) => page !== 'notFound')) {
    const sample = sampleOf(PAGES[id].path);
    expect(pageAt(sample)).toBe(id);
    if (sample !== '/') expect(pageAt(`${sample}/`)).toBe(id);
  }
  expect(pageAt('/no-such-page')).toBe('notFound');
  expect(pageAt('/track/not-a-real-tracking-link')).toBe('notFound');
  expect(pageAt('/perfumes/a/b')).toBe('notFound');
});

test('the sitemap lists indexable pages the server writes, at a fixed address', () => {
  expect(SITEMAP_PATHS).toEqual(PAGE_IDS.filter((id) => PAGES[id].isInSitemap).map((id) => PAGES[id].path));
  for (const id of PAGE_IDS.filter((page) => PAGES[page].isInSitemap)) {
    expect(PAGES[id]).toMatchObject({ isIndexable: true, isServerRendered: true });
    expect(FIXED_PAGE_IDS).toContain(id);
  }
  expect([...SITEMAP_PATHS].sort()).toEqual(
    ['/', '/about', '/contact', '/explore-perfumes', '/location', '/perfumes'].sort(),
  );
});

test('every page has its head texts in each language; the pages the server writes have a head', () => {
  for (const language of LANGUAGES) {
    const texts = catalogueFor(language).seo('Saadiyat Perfumes');
    for (const id of PAGE_IDS) {
      const { head } = PAGES[id];
      if (head === 'product') continue; // written from the perfume (product-seo.ts)
      const text =
        head === 'tracking'
          ? texts.tracking
          : head === 'notFound'
            ? texts.notFound
            : texts.routes[id as 'home'];
      expect(text?.title.trim(), `${language} ${id}`).not.toBe('');
      expect(text?.description.trim(), `${language} ${id}`).not.toBe('');
    }
  }
  // A page with texts of its own is exactly a page at a fixed address: the catalogue's keys.
  expect(PAGE_IDS.filter((id) => PAGES[id].head === 'own')).toEqual(FIXED_PAGE_IDS);
  expect(Object.keys(PATHS)).toEqual(FIXED_PAGE_IDS);
});

test('the team’s and a visitor’s own pages are drawn by the browser and never indexed', () => {
  for (const id of PAGE_IDS.filter((page) => !PAGES[page].isServerRendered)) {
    expect(PAGES[id]).toMatchObject({ isIndexable: false, isInSitemap: false });
  }
  for (const id of PAGE_IDS.filter((page) => PAGES[page].isTeamOnly)) {
    expect(PAGES[id].isServerRendered).toBe(false);
    expect(PAGES[id].path.startsWith('/admin')).toBe(true);
  }
  expect(PAGE_IDS.at(-1)).toBe('notFound');
});
