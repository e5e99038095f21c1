// The guard stage (DESIGN step 9): what an agent's push did to the tests (`findWeakening`, a diff in, findings out),
// whether a run gave a CI signal at all (`signal.ts`), and the PR's budget ledger (`budget.ts`). Pure.
export { CompareFile, MAX_FILES, MAX_LINE, MAX_PATCH, parsePatch } from "./diff.js";
export {
  type Finding,
  type GuardResult,
  type WeakeningKind,
  MAX_FINDINGS,
  QUARANTINE_FILE,
  WEAKENING_KINDS,
  WEAKENING_TITLE,
  findWeakening,
  isCiFile,
  isSnapshotFile,
  isTestConfig,
  isTestFile,
} from "./weaken.js";
export { type Best, MAX_LATER, bestCommit, commitsOf } from "./best.js";
export {
  type Ledger,
  type Spend,
  ledgerText,
  minuteOf,
  overBudget,
  rateOf,
  resetLedger,
  spend,
} from "./budget.js";
export { NO_SIGNAL, noRunYet, noSignal } from "./signal.js";
