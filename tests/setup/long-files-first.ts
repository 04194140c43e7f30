import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that spend a minute or more on one thing: started first, so that they run beside the others
 * instead of alone at the end of the run. Vitest's own order puts larger files first when it has no
 * timings from an earlier run (CI starts from a fresh clone), and this small file came last.
 */
const LONG_FILES = [
  // Prepares the 76 demo pictures of a fresh data folder, one after another (about 90 s).
  'tests/operations/first-start.api.test.ts',
];

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLong = (spec: TestSpecification) => LONG_FILES.some((file) => spec.moduleId.endsWith(file));
    return [...sorted.filter(isLong), ...sorted.filter((spec) => !isLong(spec))];
  }
}
