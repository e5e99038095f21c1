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

/** Classifies one failure. */
export function classify(c: Candidate): Classification {
  const head = c.excerpt.slice(0, 30).join("\n");
  const key = JSON.stringify([c.tool, c.code ?? null, c.kind ?? null, c.message, head]);
  const known = seen.get(key);
  if (known) return { ...known, patterns: [...known.patterns] };
  const result = classifyOnce(c, head);
  if (seen.size >= SEEN_MAX) seen.clear();
  seen.set(key, { ...result, patterns: [...result.patterns] });
  return result;
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
