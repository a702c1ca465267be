import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Writes the page cache's dirty pages to disk (`sync`) and answers how long it took (s). The loaded data set left
 * about 2 GB of them (the throwaway cluster runs with fsync=off), and the kernel wrote them back in bursts of a
 * second or more in the middle of the list measurements; a measurement starts once they are on disk.
 */
export const settleWrites = async (): Promise<number> => {
  const start = performance.now();
  await promisify(execFile)('sync');
  return (performance.now() - start) / 1000;
};
