import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { checkSource, checkTree } from '../../scripts/check-imports.ts';

const root = path.resolve(import.meta.dirname, '../..');
const fixture = (name: string) => readFileSync(path.join(root, 'tests/fixtures/import-rules', name), 'utf8');

test('the shop keeps its import boundaries and one import style: no rule is broken anywhere in the tree', () => {
  expect(checkTree(root)).toEqual([]);
});

test('a bad feature file breaks each rule it was written to break, and the same-folder import passes', () => {
  const rules = checkSource('src/client/features/cart/BadWidget.tsx', fixture('bad-feature.tsx.txt')).map(
    (v) => `${v.rule} ${v.specifier}`,
  );
  expect(rules).toEqual([
    'feature-to-feature ../checkout/CheckoutView.tsx',
    'feature-to-feature #client/features/catalogue/use-products.ts',
    'src-to-tests ../../../../tests/helpers/factories.ts',
    'relative-across-folders ../../lib/http.ts',
    'relative-across-folders ../../../shared/format.ts',
  ]);
});

test('a lib module that reaches up into the data layer is refused', () => {
  expect(checkSource('src/client/lib/bad-store.ts', fixture('bad-lib.ts.txt'))).toEqual([
    {
      file: 'src/client/lib/bad-store.ts',
      line: 2,
      specifier: '#client/api/products.ts',
      rule: 'lib-to-api',
    },
  ]);
});

test('a shared module with module-level state is refused for each top-level let or var, and only those', () => {
  expect(checkSource('src/shared/bad-state.ts', fixture('bad-shared-state.ts.txt'))).toEqual([
    { file: 'src/shared/bad-state.ts', line: 4, specifier: 'let table', rule: 'shared-mutable-state' },
    { file: 'src/shared/bad-state.ts', line: 5, specifier: 'let shopName', rule: 'shared-mutable-state' },
    { file: 'src/shared/bad-state.ts', line: 6, specifier: 'var renders', rule: 'shared-mutable-state' },
  ]);
});

test('module-level state is a shared-folder rule: its tests and the other folders may keep some', () => {
  const source = fixture('bad-shared-state.ts.txt');
  expect(checkSource('src/shared/bad-state.test.ts', source)).toEqual([]);
  expect(checkSource('src/client/lib/browser-store.ts', source)).toEqual([]);
  expect(checkSource('src/server/modules/settings/cache.ts', source)).toEqual([]);
});

test('test files and test kits in src/ may use the test helpers', () => {
  const source = "import { makeProduct } from '#tests/helpers/factories.ts';\n";
  expect(checkSource('src/server/modules/cart/cart.api.test.ts', source)).toEqual([]);
  expect(checkSource('src/server/modules/admin/admin.test-kit.ts', source)).toEqual([]);
  expect(checkSource('src/server/modules/cart/cart.routes.ts', source)).toHaveLength(1);
});

/** Hands `check` the checker as a command, run on a tree holding only `fixtureName` at `file`. */
function commandOnTreeWith(fixtureName: string, file: string, check: (run: () => string) => void): void {
  const tree = mkdtempSync(path.join(tmpdir(), 'import-rules-'));
  try {
    mkdirSync(path.join(tree, path.dirname(file)), { recursive: true });
    cpSync(path.join(root, 'tests/fixtures/import-rules', fixtureName), path.join(tree, file));
    check(() =>
      execFileSync(process.execPath, [path.join(root, 'scripts/check-imports.ts')], {
        cwd: tree,
        encoding: 'utf8',
        stdio: 'pipe',
      }),
    );
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
}

test('the checker run as a command fails on a tree that holds the bad file, naming the file and the rule', () => {
  commandOnTreeWith('bad-feature.tsx.txt', 'src/client/features/cart/BadWidget.tsx', (run) => {
    expect(run).toThrow(/src\/client\/features\/cart\/BadWidget\.tsx:3 feature-to-feature/);
  });
});

test('the checker run as a command fails on a shared module that keeps state, naming the line', () => {
  commandOnTreeWith('bad-shared-state.ts.txt', 'src/shared/price-table.ts', (run) => {
    expect(run).toThrow(/src\/shared\/price-table\.ts:4 shared-mutable-state: let table/);
  });
});
