// Test identity across reporters: jest says `a › b`, vitest `a > b`, pytest `tests/x.py::a::b`, JUnit
// `a.b` or `b` with classname `a`. Names are compared on their words, and a name matches a longer
// one that ends with it on a word boundary.

/** The mark in the middle of a name shortened by `shortName`: an ellipsis around 8 hex digits of its hash. */
const SHORTENED = /…\[[0-9a-f]{8}\]…/;

/** Lower case, with the separators reporters use between suites and tests folded into single spaces. */
export function normName(s: string): string {
  return s
    .toLowerCase()
    .replace(/[\s>›:./\\#()-]+/g, " ")
    .trim();
}

/** The same test, whatever reporter printed each name. */
export function sameTest(a: string, b: string): boolean {
  // Two names shortened by shortName are the same test when the whole names were, whatever the separators.
  const ha = SHORTENED.exec(a)?.[0];
  const hb = ha === undefined ? undefined : SHORTENED.exec(b)?.[0];
  if (ha !== undefined && hb !== undefined) return ha === hb;
  const x = normName(a);
  const y = normName(b);
  return x === y || x.endsWith(` ${y}`) || y.endsWith(` ${x}`);
}

/**
 * A test name of at most `max` characters that stays the name of one test: a longer one keeps its beginning
 * and its end (where the names of a table or of nested blocks differ) around a hash of the whole name, so that
 * two names that differ anywhere stay two names. Cutting at `max` made every name longer than that the same
 * name (one test in the report, one fingerprint, a retry pattern that matched none of them). The hash is of the
 * name's words (normName), so that the log's `a › b` and JUnit's `a b` shorten to the same mark (sameTest).
 */
export function shortName(name: string, max: number, hash: (s: string) => string): string {
  if (name.length <= max) return name;
  const mark = `…[${hash(normName(name)).slice(0, 8)}]…`;
  const room = max - mark.length;
  const head = Math.ceil(room / 2);
  return `${name.slice(0, head)}${mark}${name.slice(name.length - (room - head))}`;
}

/** A name `shortName` shortened: no runner knows the test by it. */
export const isShortened = (name: string): boolean => SHORTENED.test(name);

/** The mark of a name shortened by `shortName` (the same for the log's `a › b` and JUnit's `a b`), or undefined. */
export const shortMark = (name: string): string | undefined => SHORTENED.exec(name)?.[0];
