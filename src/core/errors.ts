// Validation errors people can act on: which field, what was given, what is allowed. One line per issue.
import type { z } from "zod";

/** Longest rendering of a given value. */
export const VALUE_PREVIEW = 80;

type Issue = z.core.$ZodIssue;
type PathKey = PropertyKey;

/** `scoring.weights.correctness`, `critical[0]`, `(root)` for the top level. */
export function formatPath(path: readonly PathKey[]): string {
  let out = "";
  for (const k of path) {
    if (typeof k === "number") out += `[${k}]`;
    else {
      const s = String(k);
      out += /^[A-Za-z_$][\w$-]*$/.test(s) ? `${out === "" ? "" : "."}${s}` : `[${JSON.stringify(s)}]`;
    }
  }
  return out === "" ? "(root)" : out;
}

/** The value at `path` in `input`, or `undefined` when there is none. */
function valueAt(input: unknown, path: readonly PathKey[]): unknown {
  let v: unknown = input;
  for (const k of path) {
    if (v === null || typeof v !== "object") return undefined;
    if (!Object.prototype.hasOwnProperty.call(v, k)) return undefined;
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}

/** JSON of a value, cut at `max` characters without serialising more than that (cycles and huge inputs are safe). */
export function preview(value: unknown, max = VALUE_PREVIEW): string {
  if (value === undefined) return "nothing";
  let out = "";
  const full = () => out.length > max;
  const emit = (v: unknown): void => {
    if (full()) return;
    if (v === null || typeof v === "number" || typeof v === "boolean") {
      out += typeof v === "number" && !Number.isFinite(v) ? String(v) : JSON.stringify(v);
    } else if (typeof v === "string") {
      out += JSON.stringify(v.length > max ? v.slice(0, max) : v);
    } else if (typeof v === "bigint") {
      out += `${v}n`;
    } else if (typeof v === "undefined") {
      out += "undefined";
    } else if (Array.isArray(v)) {
      out += "[";
      for (let i = 0; i < v.length && !full(); i++) {
        if (i > 0) out += ",";
        emit(v[i]);
      }
      out += "]";
    } else if (typeof v === "object") {
      out += "{";
      let first = true;
      for (const k in v) {
        if (full()) break;
        if (!Object.prototype.hasOwnProperty.call(v, k)) continue;
        out += `${first ? "" : ","}${JSON.stringify(k.length > max ? k.slice(0, max) : k)}:`;
        first = false;
        emit((v as Record<string, unknown>)[k]);
      }
      out += "}";
    } else {
      out += `<${typeof v}>`;
    }
  };
  emit(value);
  return out.length > max ? `${out.slice(0, max - 1)}…` : out;
}

const article = (t: string) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

function bound(
  issue: { origin: string; inclusive?: boolean; exact?: boolean },
  n: number | bigint,
  side: "min" | "max",
): string {
  const exclusive = issue.inclusive === false;
  const count = issue.exact
    ? `exactly ${n}`
    : side === "min"
      ? `${exclusive ? "more than" : "at least"} ${n}`
      : `${exclusive ? "fewer than" : "at most"} ${n}`;
  const unit = (one: string) => (Number(n) === 1 ? one : `${one}s`);
  switch (issue.origin) {
    case "string":
      return `must have ${count} ${unit("character")}`;
    case "array":
    case "set":
      return `must have ${count} ${unit("item")}`;
    case "file":
      return `must have ${count} ${unit("byte")}`;
    default: {
      const op = issue.exact ? "=" : side === "min" ? (exclusive ? ">" : "≥") : exclusive ? "<" : "≤";
      return `must be ${op} ${n}`;
    }
  }
}

/** What the schema allows, as the issue tells it. */
function allowed(issue: Issue): string {
  // A schema that says what it allows in its own words (`allowed: a whole number from 0 to 5`) is quoted as is.
  if (issue.message.startsWith("allowed: ")) return issue.message;
  switch (issue.code) {
    case "invalid_type":
      return `expected ${article(issue.expected === "int" ? "integer" : issue.expected)}`;
    case "invalid_value":
      return issue.values.length === 1
        ? `must be ${preview(issue.values[0])}`
        : `allowed: ${issue.values.map((v) => preview(v)).join(", ")}`;
    case "too_small":
      return bound(issue, issue.minimum, "min");
    case "too_big":
      return bound(issue, issue.maximum, "max");
    case "invalid_format":
      return issue.format === "regex" && "pattern" in issue && typeof issue.pattern === "string"
        ? `must match ${issue.pattern}`
        : `must be a valid ${issue.format}`;
    case "not_multiple_of":
      return `must be a multiple of ${issue.divisor}`;
    case "unrecognized_keys":
      return "unknown key: remove it or check its spelling";
    case "invalid_union":
      return "matches none of the allowed forms";
    case "invalid_key":
      return `invalid key (${issue.issues.map(allowed).join("; ")})`;
    case "invalid_element":
      return `invalid element (${issue.issues.map(allowed).join("; ")})`;
    default:
      // `custom` (a refinement's own message) and anything newer.
      return issue.message;
  }
}

/**
 * One line per issue: `<prefix><path>: got <value, or nothing>; <what is allowed>`. An unknown key gets a
 * line of its own, at its own path.
 */
export function describeIssues(error: z.ZodError, input: unknown, prefix = ""): string {
  const lines: string[] = [];
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        const path = [...issue.path, key];
        lines.push(`${prefix}${formatPath(path)}: got ${preview(valueAt(input, path))}; ${allowed(issue)}`);
      }
      continue;
    }
    lines.push(
      `${prefix}${formatPath(issue.path)}: got ${preview(valueAt(input, issue.path))}; ${allowed(issue)}`,
    );
  }
  return lines.join("\n");
}
