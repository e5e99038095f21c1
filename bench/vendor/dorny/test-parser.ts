// @ts-nocheck -- vendored verbatim (see bench/vendor/README.md); not held to this repository's compiler options
import type {TestRunResult} from './test-results.js'

export interface ParseOptions {
  parseErrors: boolean
  workDir?: string
  trackedFiles: string[]
}

export interface TestParser {
  parse(path: string, content: string): Promise<TestRunResult>
}
