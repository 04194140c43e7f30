/**
 * The import rules the type checker cannot see (docs/decisions/113), run by the unit tests and by
 * `npm run check:imports`:
 * - a feature never imports another feature (src/client/features/<a> → features/<b>);
 * - src/client/lib never imports src/client/api (the data layer sits above it);
 * - shop code never imports tests/ (test files and test kits may);
 * - a relative `../` import never leaves its top folder (src/client/api, src/server/modules, …):
 *   across folders the package.json aliases say where a module lives (`#client/…`, `#server/…`, `#shared/…`);
 * - the server's core (the files directly in src/server, src/server/db, src/server/plugins) never
 *   imports a module: modules stand on the core, and only the composition root (app.ts, main.ts)
 *   knows them all (docs/decisions/175);
 * - no two folders import each other, directly or around a loop: each top folder, each server module
 *   and each client feature is one unit, and the units' imports form no circle (docs/decisions/175);
 * - src/shared holds no module-level mutable state (docs/decisions/166): no top-level `let` or `var`
 *   outside tests. Settings and other values that change are handed in as arguments; a module-level
 *   variable there would be shared by every request a server renders at once.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export type ImportRule =
  | 'feature-to-feature'
  | 'lib-to-api'
  | 'src-to-tests'
  | 'relative-across-folders'
  | 'core-to-module'
  | 'folder-cycle'
  | 'shared-mutable-state';

export const ALL_RULES: readonly ImportRule[] = [
  'feature-to-feature',
  'lib-to-api',
  'src-to-tests',
  'relative-across-folders',
  'core-to-module',
  'folder-cycle',
  'shared-mutable-state',
];

export interface ImportViolation {
  file: string;
  line: number;
  /** The import's specifier, or for shared state the declaration (`let cached`). */
  specifier: string;
  rule: ImportRule;
}

const ALIASES: Record<string, string> = {
  '#shared/': 'src/shared/',
  '#server/': 'src/server/',
  '#client/': 'src/client/',
  '#tests/': 'tests/',
};

// Static imports and re-exports, side-effect imports, dynamic import() and vi.mock().
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)(['"])([^'"]+)\1/g;

const isTestCode = (file: string) => /\.test\.tsx?$|\.test-kit\.ts$/.test(file) || file.startsWith('tests/');

/** The repository-relative path a specifier points at, or null for a package. */
function resolveSpecifier(file: string, specifier: string): string | null {
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return folder + specifier.slice(alias.length);
  }
  if (specifier.startsWith('.'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  return null;
}

/** `src/client/api`, `src/server/modules`, `src/shared`, `tests/e2e`, `scripts`: a file's top folder. */
function topFolder(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'src') return parts.slice(0, parts[1] === 'shared' ? 2 : 3).join('/');
  return parts.slice(0, parts[0] === 'tests' ? 2 : 1).join('/');
}

const featureOf = (file: string) => /^src\/client\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

/** The files that assemble the server from its modules; everything else in src/server/ is core. */
const COMPOSITION_ROOT = new Set(['src/server/app.ts', 'src/server/main.ts']);

const isServerCore = (file: string) =>
  !COMPOSITION_ROOT.has(file) && /^src\/server\/(?:[^/]+\.tsx?$|db\/|plugins\/)/.test(file);

/**
 * The unit a file belongs to for the cycle rule: a server module or a client feature, each file of
 * the server's composition root on its own, the core files directly in src/server together, and
 * otherwise the file's top folder.
 */
export function unitOf(file: string): string {
  const nested = /^src\/(?:server\/modules|client\/features)\/[^/]+(?=\/)/.exec(file);
  if (nested) return nested[0];
  if (COMPOSITION_ROOT.has(file)) return file;
  if (/^src\/server\/[^/]+$/.test(file)) return 'src/server';
  return topFolder(file);
}

interface ImportLine {
  specifier: string;
  /** The repository-relative file it names. */
  target: string;
  line: number;
}

/** The imports of a source that name a file of the repository (packages left out). */
function importsOf(source: string, file: string): ImportLine[] {
  return [...source.matchAll(SPECIFIER)].flatMap((match) => {
    const specifier = match[2] ?? '';
    const target = resolveSpecifier(file, specifier);
    if (target === null) return [];
    return [{ specifier, target, line: source.slice(0, match.index).split('\n').length }];
  });
}

// A `let` or `var` at the start of a line (exported or declared too): the formatter indents every
// declaration inside a function or block, so one in the first column belongs to the module.
const MODULE_VARIABLE = /^(?:export\s+)?(?:declare\s+)?(let|var)\s+([A-Za-z_$][\w$]*|[[{])/gm;

/** The top-level `let` and `var` declarations of a shared module that is not a test. */
function sharedStateOf(file: string, source: string): ImportViolation[] {
  if (!file.startsWith('src/shared/') || isTestCode(file)) return [];
  return [...source.matchAll(MODULE_VARIABLE)].map((match) => ({
    file,
    line: source.slice(0, match.index).split('\n').length,
    specifier: `${match[1]} ${match[2]}`,
    rule: 'shared-mutable-state' as const,
  }));
}

/** The rules a file breaks; `file` is relative to the repository root, with forward slashes. */
export function checkSource(
  file: string,
  source: string,
  rules: readonly ImportRule[] = ALL_RULES,
): ImportViolation[] {
  const violations: ImportViolation[] = [];
  for (const { specifier, target, line } of importsOf(source, file)) {
    const broken: ImportRule[] = [];
    const from = featureOf(file);
    const to = featureOf(target);
    if (from && to && from !== to) broken.push('feature-to-feature');
    if (file.startsWith('src/client/lib/') && target.startsWith('src/client/api/')) broken.push('lib-to-api');
    if (file.startsWith('src/') && !isTestCode(file) && target.startsWith('tests/'))
      broken.push('src-to-tests');
    if (specifier.startsWith('../') && topFolder(file) !== topFolder(target) && target.startsWith('src/')) {
      broken.push('relative-across-folders');
    }
    if (isServerCore(file) && !isTestCode(file) && target.startsWith('src/server/modules/'))
      broken.push('core-to-module');
    for (const rule of broken) if (rules.includes(rule)) violations.push({ file, line, specifier, rule });
  }
  if (rules.includes('shared-mutable-state')) violations.push(...sharedStateOf(file, source));
  return violations;
}

/**
 * Every import that closes a circle between units (shop code only: tests may reach anywhere). The
 * units' graph is split into its strongly connected parts (Tarjan); an import between two units of
 * the same part is one of the arrows that make the circle.
 */
export function checkCycles(sources: readonly { file: string; source: string }[]): ImportViolation[] {
  const edges = sources
    .filter(({ file }) => !isTestCode(file))
    .flatMap(({ file, source }) =>
      importsOf(source, file)
        .filter(({ target }) => !isTestCode(target) && unitOf(target) !== unitOf(file))
        .map((imported) => ({ file, ...imported, from: unitOf(file), to: unitOf(imported.target) })),
    );
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to));
  const partOf = stronglyConnected(next);
  return edges
    .filter(({ from, to }) => partOf.get(from) === partOf.get(to))
    .map(({ file, line, specifier }) => ({ file, line, specifier, rule: 'folder-cycle' as const }));
}

/** Each node's strongly connected part, numbered; nodes on no circle get a part of their own. */
function stronglyConnected(next: ReadonlyMap<string, ReadonlySet<string>>): Map<string, number> {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const partOf = new Map<string, number>();
  let counter = 0;
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const part = partOf.size;
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      partOf.set(member, part);
      if (member === node) break;
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return partOf;
}

function listSources(root: string, dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(path.join(root, dir));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    if (name === 'node_modules' || name === 'public') return [];
    const relative = `${dir}/${name}`;
    if (statSync(path.join(root, relative)).isDirectory()) return listSources(root, relative);
    return /\.(ts|tsx)$/.test(name) ? [relative] : [];
  });
}

/** Every rule broken in the repository's src/, tests/, scripts/ and migrations/. */
export function checkTree(root: string, rules: readonly ImportRule[] = ALL_RULES): ImportViolation[] {
  const sources = ['src', 'tests', 'scripts', 'migrations'].flatMap((dir) =>
    listSources(root, dir).map((file) => ({ file, source: readFileSync(path.join(root, file), 'utf8') })),
  );
  const violations = sources.flatMap(({ file, source }) => checkSource(file, source, rules));
  return rules.includes('folder-cycle') ? [...violations, ...checkCycles(sources)] : violations;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const violations = checkTree(process.cwd());
  for (const v of violations) console.error(`${v.file}:${v.line} ${v.rule}: ${v.specifier}`);
  if (violations.length > 0) process.exit(1);
  console.info('imports: no rule broken');
}
