import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, 20 to 90 s each on two cores: the first start follows the demo
 * pictures to its end, 10,000 orders are placed, and the others run whole shops through starts,
 * stops and backups.
 */
const LONG_FILES = [
  'tests/operations/first-start.api.test.ts',
  'tests/operations/backup-restore.api.test.ts',
  'tests/operations/rolling-start.api.test.ts',
  'src/server/modules/order-book/placed-order.api.test.ts',
  'src/server/start-output.test.ts',
];

/**
 * Vitest's order (a project after another; then what failed or took longest last time, else the
 * larger files first), with the long files first in their project. A fresh clone has no record of
 * the last run, and the first start, a small file, ran last: for its last minute and a half the
 * other workers had nothing left to do (docs/decisions/218).
 */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    const rank = (file: TestSpecification) => {
      const index = LONG_FILES.findIndex((long) => file.moduleId.endsWith(long));
      return index === -1 ? LONG_FILES.length : index;
    };
    // A stable sort: files of equal rank keep Vitest's order.
    return [...sorted].sort(
      (a, b) => projects.indexOf(a.project.name) - projects.indexOf(b.project.name) || rank(a) - rank(b),
    );
  }
}
