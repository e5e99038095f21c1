// The report's validation at run time, without zod: the report's JSON Schema (generated from the zod schema
// into report-json-schema.ts by scripts/default-config.ts; a test checks it is current) walked by this small
// interpreter of the keywords it uses. Loading zod and building its schemas to parse the report cost 1.6x
// `node -e 0` on Node 20, more than a whole `flakeharden run -- false` may; this walk costs well under 1 ms.
import { reportJsonSchemaOf } from "./report-json-schema.js";

/** The JSON Schema keywords z.toJSONSchema gives the report (a test fails on any other). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxItems?: number;
  minItems?: number;
}

const patterns = new Map<string, RegExp>();
const show = (v: unknown) =>
  typeof v === "string" && v.length > 60
    ? JSON.stringify(`${v.slice(0, 60)}…`)
    : (JSON.stringify(v) ?? String(v));
const at = (path: string) => (path === "" ? "(root)" : path);

function typeOk(v: unknown, type: string): boolean {
  switch (type) {
    case "string":
      return typeof v === "string";
    case "number":
      return typeof v === "number" && Number.isFinite(v);
    case "integer":
      return typeof v === "number" && Number.isSafeInteger(v);
    case "boolean":
      return typeof v === "boolean";
    case "null":
      return v === null;
    case "array":
      return Array.isArray(v);
    case "object":
      return typeof v === "object" && v !== null && !Array.isArray(v);
    default:
      return false;
  }
}

/** The first problem of `v` against `s`, as `path: got value; allowed: …`, or null. */
export function schemaProblem(v: unknown, s: JsonSchema, path = ""): string | null {
  if (s.anyOf) {
    const problems = s.anyOf.map((b) => schemaProblem(v, b, path));
    if (problems.includes(null)) return null;
    return problems[0] ?? `${at(path)}: got ${show(v)}; allowed: none of the forms`;
  }
  const bad = (allowed: string) => `${at(path)}: got ${show(v)}; allowed: ${allowed}`;
  if ("const" in s && v !== s.const) return bad(show(s.const));
  if (s.enum && !s.enum.includes(v)) return bad(s.enum.map(show).join(" or "));
  if (s.type !== undefined) {
    const types = Array.isArray(s.type) ? s.type : [s.type];
    if (!types.some((t) => typeOk(v, t))) return bad(`a value of type ${types.join(" or ")}`);
  }
  if (typeof v === "string") {
    if (s.maxLength !== undefined && v.length > s.maxLength) return bad(`at most ${s.maxLength} characters`);
    if (s.minLength !== undefined && v.length < s.minLength) return bad(`at least ${s.minLength} characters`);
    if (s.pattern !== undefined) {
      let re = patterns.get(s.pattern);
      if (!re) patterns.set(s.pattern, (re = new RegExp(s.pattern)));
      if (!re.test(v)) return bad(`a text matching ${s.pattern}`);
    }
  }
  if (typeof v === "number") {
    if (s.minimum !== undefined && v < s.minimum) return bad(`at least ${s.minimum}`);
    if (s.maximum !== undefined && v > s.maximum) return bad(`at most ${s.maximum}`);
    if (s.exclusiveMinimum !== undefined && v <= s.exclusiveMinimum)
      return bad(`more than ${s.exclusiveMinimum}`);
    if (s.exclusiveMaximum !== undefined && v >= s.exclusiveMaximum)
      return bad(`less than ${s.exclusiveMaximum}`);
  }
  if (Array.isArray(v)) {
    if (s.maxItems !== undefined && v.length > s.maxItems) return bad(`at most ${s.maxItems} items`);
    if (s.minItems !== undefined && v.length < s.minItems) return bad(`at least ${s.minItems} items`);
    if (s.items)
      for (let i = 0; i < v.length; i++) {
        const p = schemaProblem(v[i], s.items, `${path}[${i}]`);
        if (p) return p;
      }
  } else if (typeof v === "object" && v !== null) {
    const o = v as Record<string, unknown>;
    for (const k of s.required ?? [])
      if (o[k] === undefined) return `${at(path ? `${path}.${k}` : k)}: missing`;
    for (const [k, value] of Object.entries(o)) {
      const child =
        s.properties?.[k] ??
        (typeof s.additionalProperties === "object" ? s.additionalProperties : undefined);
      const p2 = path ? `${path}.${k}` : k;
      if (child === undefined) {
        if (s.additionalProperties === false) return `${p2}: not a field of the report`;
        continue;
      }
      if (value === undefined) continue;
      const p = schemaProblem(value, child, p2);
      if (p) return p;
    }
  }
  return null;
}

/**
 * Throws when the report is not one its schema allows, naming the field: a builder bug surfaces in the
 * runner, not in the app that reads the report.
 */
export function checkReport(report: unknown): void {
  const problem = schemaProblem(report, reportJsonSchemaOf());
  if (problem) throw new Error(`flakeharden built an invalid report: ${problem}`);
}
