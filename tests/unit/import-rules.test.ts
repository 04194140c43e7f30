import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { checkCycles, checkSource, checkTree, unitOf } from '../../scripts/check-imports.ts';

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

test('a core file that imports a module is refused, while the database layer, the core and shared pass', () => {
  const found = checkSource('src/server/plugins/bad-plugin.ts', fixture('core-to-module.ts.txt'), [
    'core-to-module',
  ]);
  expect(found).toEqual([
    {
      file: 'src/server/plugins/bad-plugin.ts',
      line: 3,
      specifier: '#server/modules/media/media.storage.ts',
      rule: 'core-to-module',
    },
    {
      file: 'src/server/plugins/bad-plugin.ts',
      line: 4,
      specifier: '../modules/auth/user.repository.ts',
      rule: 'core-to-module',
    },
  ]);
  // The same imports from the composition root, a module or a test of the core are allowed.
  const source = "import { MEDIA_URL_PREFIX } from '#server/modules/media/media.storage.ts';\n";
  expect(checkSource('src/server/app.ts', source)).toEqual([]);
  expect(checkSource('src/server/main.ts', source)).toEqual([]);
  expect(checkSource('src/server/modules/web/web.routes.ts', source)).toEqual([]);
  expect(checkSource('src/server/logging.test.ts', source)).toEqual([]);
  expect(checkSource('src/server/logging.ts', source)).toHaveLength(1);
  expect(checkSource('src/server/db/migrate.ts', source)).toHaveLength(1);
});

const cycleFiles = () => [
  { file: 'src/server/modules/catalogue/bad-catalogue.ts', source: fixture('cycle-catalogue.ts.txt') },
  { file: 'src/server/modules/stock/bad-stock.ts', source: fixture('cycle-stock.ts.txt') },
];

test('two modules that import each other are refused at both imports of the loop, and one way alone passes', () => {
  expect(checkCycles(cycleFiles())).toEqual([
    {
      file: 'src/server/modules/catalogue/bad-catalogue.ts',
      line: 3,
      specifier: '#server/modules/stock/bad-stock.ts',
      rule: 'folder-cycle',
    },
    {
      file: 'src/server/modules/stock/bad-stock.ts',
      line: 2,
      specifier: '../catalogue/bad-catalogue.ts',
      rule: 'folder-cycle',
    },
  ]);
  expect(checkCycles(cycleFiles().slice(0, 1))).toEqual([]);
  expect(checkCycles(cycleFiles().slice(1))).toEqual([]);
});

test('a loop around three folders is found, and a test file closing a loop does not count', () => {
  const files = [
    { file: 'migrations/0001-x.ts', source: "import type { DatabaseKind } from '#server/db/database.ts';\n" },
    { file: 'src/server/db/database.ts', source: "import { HttpError } from '#server/http-error.ts';\n" },
    { file: 'src/server/http-error.ts', source: "import { x } from '../../migrations/0001-x.ts';\n" },
  ];
  expect(checkCycles(files).map((v) => v.file)).toEqual([
    'migrations/0001-x.ts',
    'src/server/db/database.ts',
    'src/server/http-error.ts',
  ]);
  const viaTest = [
    files[0] ?? { file: '', source: '' },
    {
      file: 'src/server/db/database.test.ts',
      source: "import { x } from '../../../migrations/0001-x.ts';\n",
    },
  ];
  expect(checkCycles(viaTest)).toEqual([]);
});

test('the units of the cycle rule: modules and features apart, the composition root file by file', () => {
  expect(unitOf('src/server/modules/stock/stock.routes.ts')).toBe('src/server/modules/stock');
  expect(unitOf('src/client/features/cart/CartView.tsx')).toBe('src/client/features/cart');
  expect(unitOf('src/server/logging.ts')).toBe('src/server');
  expect(unitOf('src/server/app.ts')).toBe('src/server/app.ts');
  expect(unitOf('src/server/db/migrate.ts')).toBe('src/server/db');
  expect(unitOf('migrations/0001-catalogue.ts')).toBe('migrations');
  expect(unitOf('src/shared/i18n/languages.ts')).toBe('src/shared');
});

test('the checker run as a command fails on a tree with a folder loop, naming each import of it', () => {
  const tree = mkdtempSync(path.join(tmpdir(), 'import-cycle-'));
  try {
    for (const { file, source } of cycleFiles()) {
      mkdirSync(path.join(tree, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(tree, file), source);
    }
    const run = () =>
      execFileSync(process.execPath, [path.join(root, 'scripts/check-imports.ts')], {
        cwd: tree,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    expect(run).toThrow(
      /src\/server\/modules\/stock\/bad-stock\.ts:2 folder-cycle: \.\.\/catalogue\/bad-catalogue\.ts/,
    );
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
});
