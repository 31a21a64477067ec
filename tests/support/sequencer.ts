import { statSync } from 'node:fs'
import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Longest first, so neither worker is left alone with a long browser file at the end: each file
 * by its duration in the last run when Vitest kept one (node_modules/.vite/vitest), else browser
 * files (about nine in ten of the suite's time) before the rest, biggest first. Vitest's own
 * order without a kept run (a fresh CI clone) is biggest first across all folders, so a long
 * browser file could start after the large integration files.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache
    const weight = (spec: TestSpecification) => {
      const key = `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`
      const kept = cache.getFileTestResults(key)?.duration
      if (kept !== undefined) return kept
      const browser = /[\\/]tests[\\/]browser[\\/]/.test(spec.moduleId)
      // In the CI runs so far a byte of a browser test took ~10 ms, of any other test ~1 ms.
      return statSync(spec.moduleId).size * (browser ? 10 : 1)
    }
    const weights = new Map(files.map((f) => [f, weight(f)]))
    return [...files].sort((a, b) => weights.get(b)! - weights.get(a)!)
  }
}
