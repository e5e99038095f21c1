// Test identity across reporters: jest says `a › b`, vitest `a > b`, pytest `tests/x.py::a::b`, JUnit
// `a.b` or `b` with classname `a`. Names are compared on their words, and a name matches a longer
// one that ends with it on a word boundary.

/** Lower case, with the separators reporters use between suites and tests folded into single spaces. */
export function normName(s: string): string {
  return s
    .toLowerCase()
    .replace(/[\s>›:./\\#()-]+/g, " ")
    .trim();
}

/** The same test, whatever reporter printed each name. */
export function sameTest(a: string, b: string): boolean {
  const x = normName(a);
  const y = normName(b);
  return x === y || x.endsWith(` ${y}`) || y.endsWith(` ${x}`);
}
