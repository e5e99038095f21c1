// The guard stage (DESIGN step 9): what an agent's push did to the tests (`findWeakening`, a diff in, findings out),
// whether a run gave a CI signal at all (`signal.ts`), the PR's budget ledger (`budget.ts`) and the best commit on
// halt (`best.ts`). Pure: the clock is the event's time, passed in.
export { CompareFile, MAX_FILES, MAX_LINE, parsePatch } from "./diff.js";
export { type GuardResult, type PushRead, findWeakening, isTestFile, readCompare } from "./weaken.js";
export { bestCommit, commitsOf } from "./best.js";
export { type Ledger, ledgerText, overBudget, resetLedger, spend } from "./budget.js";
export { noRunYet, noSignal } from "./signal.js";
