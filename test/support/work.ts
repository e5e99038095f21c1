// Counting work instead of timing it. A test that times code fails on a busy machine; one that counts the
// work the code hands to the regex engine fails only when the code changes. Speed itself is measured in
// bench/linearity.ts as ratios.

/** The work handed to the regex engine while `fn` ran. */
export interface RegexWork {
  /** Calls of `RegExp.prototype.exec` (`test`, `match`, `matchAll`, `replace`, `split` and `search` go through it). */
  calls: number;
  /**
   * Characters the engine was given to search: from `lastIndex` to the end of the match (or of the input when
   * nothing matched) for a global regex, one position for a sticky one that did not match, the whole input
   * otherwise. An upper bound of the characters it could start a match at: code that hands the engine every
   * suffix of a line, or the whole log once per line, makes this quadratic.
   */
  chars: number;
  /** The distinct regexes that ran (`/source/flags`). */
  regexes: Set<string>;
}

/**
 * Runs `fn` with `RegExp.prototype.exec` wrapped to count its calls and the characters it was given. The
 * spec routes every regex method through `exec` once the prototype's `exec` is replaced, so nothing escapes.
 */
export function countRegexWork(fn: () => void): RegexWork {
  const work: RegexWork = { calls: 0, chars: 0, regexes: new Set() };
  const exec = Object.getOwnPropertyDescriptor(RegExp.prototype, "exec");
  if (!exec || typeof exec.value !== "function") throw new Error("RegExp.prototype.exec is not a function");
  const original = exec.value as RegExp["exec"];
  Object.defineProperty(RegExp.prototype, "exec", {
    ...exec,
    value: function countedExec(this: RegExp, input: string): RegExpExecArray | null {
      const text = String(input);
      const from = this.global || this.sticky ? this.lastIndex : 0;
      const match = original.call(this, text);
      work.calls++;
      work.regexes.add(`/${this.source}/${this.flags}`);
      if (this.sticky) work.chars += match ? Math.max(1, match[0].length) : 1;
      else if (this.global) work.chars += (match ? match.index + match[0].length : text.length) - from;
      else work.chars += text.length;
      return match;
    },
  });
  try {
    fn();
  } finally {
    Object.defineProperty(RegExp.prototype, "exec", exec);
  }
  return work;
}
