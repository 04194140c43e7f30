import { expect, test } from 'vitest';
import { PAGE_IDS, PAGES, pageAt } from '#shared/pages.ts';
import { HOME_MODULE, LAZY_MODULE_FILES, moduleFile, pageLoader, routerPage } from './page-modules.ts';

test('each page of the table names a module in routes/, and every module there is one page', () => {
  const named = PAGE_IDS.filter((id) => PAGES[id].module !== HOME_MODULE).map(moduleFile);
  expect([...named].sort()).toEqual([...LAZY_MODULE_FILES].sort());
  for (const id of PAGE_IDS) {
    if (PAGES[id].module === HOME_MODULE) expect(pageLoader(id)).toBeNull();
    else expect(pageLoader(id)).toBeTypeOf('function');
  }
});

test('the router finds each page at the address the table gives it, as the server does', () => {
  const token = 'b'.repeat(43);
  for (const id of PAGE_IDS) {
    const sample = PAGES[id].path
      .replace(':segment', 'oud-royal-ab12cd')
      .replace(':token', token)
      .replace('*', 'no-such-page');
    expect(routerPage(sample), sample).toBe(id);
    expect(pageAt(sample), sample).toBe(id);
  }
  expect(routerPage('/about/')).toBe('about');
});
