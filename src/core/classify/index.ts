// Classification: the rules of each category's row (categories.ts) are tried in precedence order. The
// failure takes the category of the most confident rule that fired (ties go to the lower precedence);
// several rules of the winning category agreeing raise the confidence a little.
import { BY_PRECEDENCE, CATEGORY, type CategoryId, type Rule } from "./categories.js";
import { type Candidate, familyOf } from "../extract/index.js";

export type { Rule } from "./categories.js";

export interface Classification {
  category: CategoryId;
  confidence: number;
  patterns: string[];
}

function fires(rule: Rule, c: Candidate, excerpt: string): boolean {
  if (rule.tools || rule.families) {
    const family = familyOf(c.tool);
    const byTool = rule.tools?.some((t) => t === c.tool) ?? false;
    const byFamily = family !== null && (rule.families?.includes(family) ?? false);
    if (!byTool && !byFamily) return false;
  }
  if (rule.code && !(c.code !== undefined && rule.code.test(c.code))) return false;
  if (rule.text && !rule.text.test(c.message) && !(c.kind !== undefined && rule.text.test(c.kind)))
    return false;
  if (rule.excerpt && !rule.excerpt.test(excerpt)) return false;
  return true;
}

/**
 * Classifications already made, by what the rules read (tool, code, kind, message, the excerpt's head): every
 * attempt of a run reports the same failures again, and the rules' regexes cost most on their first two runs
 * (compiled, then compiled again to machine code). Bounded: cleared when full.
 */
const seen = new Map<string, Classification>();
const SEEN_MAX = 2_000;

/** What a failure's run says beyond its own lines. */
export interface ClassifyContext {
  /** The command that ran (the workflow step's script): what it was run to check. */
  command?: string | null;
}

/** Classifies one failure. */
export function classify(c: Candidate, context: ClassifyContext = {}): Classification {
  const head = c.excerpt.slice(0, 30).join("\n");
  const key = JSON.stringify([c.tool, c.code ?? null, c.kind ?? null, c.message, head]);
  const known = seen.get(key);
  const result = known ? { ...known, patterns: [...known.patterns] } : classifyOnce(c, head);
  if (!known) {
    if (seen.size >= SEEN_MAX) seen.clear();
    seen.set(key, { ...result, patterns: [...result.patterns] });
  }
  return result.category === "unknown" ? (fallback(c, context) ?? result) : result;
}

/** The patterns of a category `fallback` gave: a guess from the run's shape, not a rule that read the failure. */
export const GUESSED_PATTERNS: ReadonlySet<string> = new Set([
  "assertion.named-test",
  "compilation.check-step",
  "assertion.test-step",
]);

/**
 * When no rule fires, what is still known, at a low confidence: a test the runner names as failed, with nothing
 * saying it threw, timed out or could not start, failed what it checks (most failed tests do); a step run only to
 * check the code (`npm run lint:types`, `pnpm typecheck`, `cargo clippy`) failed on the code's static problems,
 * which the README files under compilation, whatever tool printed them.
 */
function fallback(c: Candidate, context: ClassifyContext): Classification | null {
  if (c.test !== null) return { category: "assertion", confidence: 0.35, patterns: ["assertion.named-test"] };
  const step = stepKind(context.command);
  if (step === "check")
    return { category: "compilation", confidence: 0.3, patterns: ["compilation.check-step"] };
  // Only the exit code is known (no line of the log read as a failure) of a step that runs tests: they failed.
  if (step === "test" && c.tool === "runner")
    return { category: "assertion", confidence: 0.3, patterns: ["assertion.test-step"] };
  return null;
}

// A word of a command that runs a static check (a tool, or a package script named for one: `lint:types`,
// `lint-publint`, `typecheck`), and one that runs tests (`test`, `test:unit`, a runner). `check` is both (`make
// check` runs tests, `cargo check` compiles): neither.
const CHECK_WORD =
  /^(?:lint|typecheck|type-check|check-types|types|tsc|vue-tsc|format|fmt|prettier|eslint|biome|stylelint|markdownlint|markdownlint-cli2|attw|publint|knip|mypy|pyright|ruff|flake8|pylint|black|isort|clippy|rustfmt|gofmt|vet|golangci-lint|staticcheck|rubocop|standard|xo|oxlint|tslint|type-coverage|size-limit)(?:[:_-][\w:.-]{0,100})?$/;
const TEST_WORD =
  /^(?:test|tests|spec|specs|e2e|jest|vitest|mocha|ava|tap|tape|uvu|jasmine|karma|pytest|unittest|tox|nox|ctest|rspec|minitest|phpunit|playwright|cypress|coverage|c8|nyc|--test)(?:[:_-][\w:.-]{0,100})?$/;

/**
 * What a step runs, by its command's words (a program's path counts by its name, `./build/tests`): only static
 * checks, only tests, or neither or both (null). Bounded: the first 4,000 characters, split on shell syntax.
 */
export function stepKind(command: string | null | undefined): "check" | "test" | null {
  if (!command) return null;
  const words = command
    .slice(0, 4_000)
    .split(/[\s;&|()'"]+/)
    .map((w) => w.slice(w.lastIndexOf("/") + 1));
  const check = words.some((w) => CHECK_WORD.test(w));
  const test = words.some((w) => TEST_WORD.test(w));
  return check === test ? null : check ? "check" : "test";
}

function classifyOnce(c: Candidate, head: string): Classification {
  let best: { category: CategoryId; confidence: number; agreeing: string[] } | null = null;
  for (const category of BY_PRECEDENCE) {
    const fired: string[] = [];
    for (const rule of CATEGORY[category].rules) {
      if (!fires(rule, c, head)) continue;
      fired.push(rule.id);
      if (!best || rule.confidence > best.confidence)
        best = { category, confidence: rule.confidence, agreeing: fired };
    }
  }
  if (!best) return { category: "unknown", confidence: 0.2, patterns: ["unknown.no-rule"] };
  const agreeing = best.agreeing;
  const confidence = Math.min(0.99, best.confidence + 0.02 * (agreeing.length - 1));
  return { category: best.category, confidence: Math.round(confidence * 100) / 100, patterns: agreeing };
}
