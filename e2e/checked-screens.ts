import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Which screens a run has checked. Workers share the record through a folder when the run has one
 * (`scripts/e2e.mjs` makes one per run and passes it as E2E_ACCESSIBILITY_DIR): creating a file is
 * atomic, so exactly one worker checks each screen. Without the folder each worker keeps its own.
 */
export class CheckedScreens {
  private readonly claimed = new Set<string>();

  constructor(private readonly folder: string | undefined) {}

  /** True for the first claim of a screen in the run (or in this worker, without a folder). */
  claim(key: string): boolean {
    if (this.claimed.has(key)) {
      return false;
    }
    this.claimed.add(key);
    if (!this.folder) {
      return true;
    }
    try {
      writeFileSync(join(this.folder, createHash('sha256').update(key).digest('hex')), key, {
        flag: 'wx',
      });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
        return false;
      }
      throw error;
    }
  }
}
