// cargo test (`---- name stdout ----` blocks with the panic) and rustc diagnostics (`error[E0308]: …` + ` --> file:line:col`).
import { type Candidate, type Extractor, excerptOf, splitPathLineCol, defineTool } from "./types.js";
import { shellQuote } from "./command.js";

/** A doctest's name as libtest prints it: `src/lib.rs - split (line 5)`. */
const DOCTEST = /^(\S{1,1000}) - (?:(\S.{0,1000}) )?\(line (\d{1,7})\)$/;

/**
 * The test target as cargo names it when one failed (`error: test failed, to rerun pass `--test guards``; in a
 * workspace `-p core --lib`): kept as the failure's suite when it has this shape, so that it is safe to reuse.
 */
const TARGET = /^(?:-p [\w.-]{1,200} )?--(?:lib|doc|(?:test|bin|example|bench) [\w.-]{1,200})$/;
const RERUN = /^error: (?:test|doctest) failed, to rerun pass `(.{1,500})`$/;

export const CARGO = defineTool({
  id: "cargo",
  family: "rust",
  reproduce: (f) => {
    if (!f.test) return null;
    const doc = DOCTEST.test(f.test);
    const target = f.suite && TARGET.test(f.suite) ? f.suite : doc ? "--doc" : null;
    return `cargo test ${target ? `${target} ` : ""}${shellQuote(f.test)} -- --exact`;
  },
});

/**
 * The target cargo names after the `test result:` that closes the binary whose output holds line `from` (or null).
 * Returns that line's index too, so that the other failures of the same binary reuse it.
 */
function targetAfter(lines: readonly string[], from: number): { at: number; target: string | null } {
  for (let k = from; k < lines.length; k++) {
    const l = lines[k] ?? "";
    if (l.startsWith("test result:")) {
      for (let j = k + 1; j < Math.min(lines.length, k + 4); j++) {
        const r = RERUN.exec(lines[j] ?? "");
        if (r?.[1]) return { at: k, target: TARGET.test(r[1]) ? r[1] : null };
      }
      return { at: k, target: null };
    }
    const t = l.trimStart();
    if (t.startsWith("Running ") || t.startsWith("Doc-tests ")) return { at: k, target: null };
  }
  return { at: lines.length, target: null };
}

/** Clippy's lints: `cargo check` passes on them, only clippy (with warnings denied, as CI runs it) fails. */
export const CLIPPY = defineTool({
  id: "clippy",
  family: "lint",
  reproduce: () => "cargo clippy -- -D warnings",
});

export const RUSTC_TOOL = defineTool({
  id: "rustc",
  family: "rust",
  reproduce: () => "cargo check",
});

export const RUST = defineTool({ id: "rust", family: "rust" });

const STDOUT = /^---- (\S.{0,1000}?) stdout ----$/;
// Rust ≥1.73: `thread 'name' panicked at src/lib.rs:12:9:` then the message on the next lines.
// Older: `thread 'name' panicked at 'message', src/lib.rs:12:9`
const PANIC = /^thread '(.{1,1000}?)' (?:\(\d+\) )?panicked at (.{1,3000})$/;
const RUSTC = /^(error)(?:\[(E\d{4})\])?: (.{1,2000})$/;

/**
 * Test code by its path: an integration test (`tests/…`), or a test module's own file (`src/tests.rs`, `src/test.rs`,
 * `parser_test.rs`, `parse_tests.rs`). A panic placed there is the test's own `panic!`/`assert!(cond, "…")` (or a
 * `#[track_caller]` helper's, which names the test's call), unless its message is one the language raises itself.
 */
const TEST_FILE = /(?:^|\/)tests\/|(?:^|\/)(?:tests?|[\w-]{0,200}_tests?)\.rs$/;
/**
 * The panics Rust raises itself (core and std's own messages), not a test's words: arithmetic overflow and division
 * by zero, out-of-bounds indexing and slicing, `unwrap()` on `None`/`Err`, `unreachable!()`/`todo!()`/
 * `unimplemented!()`, a bare `panic!()`, RefCell's borrow errors, allocation failures, the debug checks of unsafe
 * code, a poisoned lock.
 */
const RUNTIME_PANIC =
  /^(?:attempt to [a-z ]{1,40} with (?:overflow|a divisor of zero)|attempt to divide by zero|index out of bounds: |(?:range (?:start|end) index|slice index starts at|byte index|char index) \d|called `(?:Option|Result)::\w{1,20}\(\)` on |explicit panic$|internal error: entered unreachable code|not (?:yet )?implemented|already (?:mutably )?borrowed|capacity overflow$|memory allocation of \d{1,20} bytes failed|(?:misaligned|null) pointer dereference|unsafe precondition\(s\) violated|(?:insertion|removal|swap_remove) index \(is \d|Once instance has previously been poisoned|failed to spawn thread)|\bPoisonError\b|\bout of range for (?:slice|str)\b|\bis not a char boundary\b/;
/** The kind of a panic that is a test's own failed check (see TEST_FILE): no `panic` in it, which the runtime rule reads. */
export const TEST_CHECK_KIND = "failed check in test code";

export const cargo = {
  tools: [CARGO, RUSTC_TOOL, RUST, CLIPPY],
  trigger: /^---- \S.* stdout ----$|^error(?:\[E\d+\])?: |^thread '/,
  literals: [" stdout ----", "error: ", "error[", "thread '"],
  extract(view, anchors) {
    const out: Candidate[] = [];
    let claimed = -1;
    // Whether a line is inside a test binary's run (below its `running 15 tests`, above its `test result:`): cargo
    // builds every target before it runs one, so a rustc diagnostic printed there is a test's own output (autocfg's
    // tests print the errors of the rustc probes they expect to fail), not the build's. Each line is read once per
    // window: the search back from an anchor stops at the previous one, whose answer holds until a marker between.
    let askedAt = -1;
    let inRun = false;
    const runAround = (i: number): boolean => {
      for (let k = i - 1; k > askedAt && k >= 0; k--) {
        const l = view.lines[k] ?? "";
        if (l.startsWith("test result:") || /^running \d{1,9} tests?$/.test(l)) {
          inRun = l.startsWith("running");
          break;
        }
      }
      askedAt = i;
      return inRun;
    };
    // The target of the binary being read (cargo names it below the binary's `test result:`), found once per binary.
    let binary = { at: -1, target: null as string | null };
    for (const i of anchors) {
      if (i <= claimed) continue;
      const line = view.lines[i] ?? "";
      const s = STDOUT.exec(line);
      if (s?.[1]) {
        let end = i + 1;
        for (; end < Math.min(view.lines.length, i + 200); end++) {
          const l = view.lines[end] ?? "";
          if (STDOUT.test(l) || l === "failures:" || l.startsWith("test result:")) break;
        }
        const block = view.lines.slice(i + 1, end);
        const pIdx = block.findIndex((l) => PANIC.test(l));
        const p = pIdx >= 0 ? PANIC.exec(block[pIdx] ?? "") : null;
        let where = null;
        let message = "";
        let compileCode: string | null = null;
        if (p?.[2]) {
          const at = p[2];
          if (at.endsWith(":")) {
            where = splitPathLineCol(at.slice(0, -1));
            // The message runs to the backtrace or the note that offers one.
            const after = block.slice(pIdx + 1);
            const stop = after.findIndex((l) => l.startsWith("stack backtrace:") || l.startsWith("note: "));
            message = (stop >= 0 ? after.slice(0, stop) : after).filter((l) => l.trim() !== "").join("\n");
          } else {
            // 'message', file:line:col
            const comma = at.lastIndexOf("', ");
            where = comma > 0 ? splitPathLineCol(at.slice(comma + 3)) : null;
            message = comma > 0 ? at.slice(1, comma) : at;
          }
        } else {
          message = block.filter((l) => l.trim() !== "").join("\n");
          const at = / at (\S{1,1000}:\d{1,7}:\d{1,7})$/.exec(
            block.find((l) => l.includes("did not panic")) ?? "",
          );
          if (at?.[1]) where = splitPathLineCol(at[1]);
          // A doctest that did not compile (`Couldn't compile the test.`): rustc's first error and its ` --> `.
          const e = block.findIndex((l) => RUSTC.test(l));
          const err = e >= 0 ? RUSTC.exec(block[e] ?? "") : null;
          if (err?.[3] && block.some((l) => l.startsWith("Couldn't compile the test."))) {
            message = err[3];
            compileCode = err[2] ?? "";
            const arrow = block
              .slice(e + 1, e + 8)
              .map((l) => /^\s*--> (.{1,1000})$/.exec(l)?.[1])
              .find(Boolean);
            if (arrow) where = splitPathLineCol(arrow);
          }
        }
        // rustdoc compiles a doctest as a program of its own: `#![allow(unused)]` (or the crate's
        // `doc(test(attr(…)))`), then, when the example names the crate without an `extern crate`, an injected
        // `#[allow(unused_extern_crates)]` + `extern crate name;`, then `fn main() {` unless the example has one.
        // A panic names the program's own line: with the injected crate the example's first line is the program's
        // fifth, without it its third (rust-lang/rust#73469); the example's first line is the fence's next one. The
        // injected crate is assumed (the common case: a doctest naming the crate) unless the line is too small for
        // it. rustc's diagnostics (a compile error's ` --> `) are mapped by rustdoc to the file, but its offset counts
        // the injected crate as one line: they land one past the file's line then (and are exact without it).
        const doc = DOCTEST.exec(s[1]);
        if (doc?.[1] && where && where.path === doc[1] && where.line !== null) {
          const fence = Number(doc[3]);
          if (compileCode !== null) {
            if (where.line > fence + 1) where = { ...where, line: where.line - 1 };
          } else {
            const k = where.line > 4 ? where.line - 4 : where.line - 2;
            if (k >= 1) where = { ...where, line: fence + k, column: null };
          }
        }
        // A panic placed in test code whose message is none of Rust's own: the test's check failed.
        const ownCheck =
          p !== null && !doc && where !== null && TEST_FILE.test(where.path) && !RUNTIME_PANIC.test(message);
        const left = /^\s*left: (.{0,1000})$/m.exec(message)?.[1];
        const right = /^\s*right: (.{0,1000})$/m.exec(message)?.[1];
        let last = end - 1;
        while (last > i && (view.lines[last] ?? "").trim() === "") last--;
        if (end > binary.at) binary = targetAfter(view.lines, end);
        out.push({
          tool: CARGO.id,
          weight: 3,
          test: s[1],
          suite: binary.target,
          where,
          frames: [],
          message: message.slice(0, 2000) || line,
          excerpt: excerptOf(view, i, last),
          start: i,
          end: last,
          kind: ownCheck
            ? TEST_CHECK_KIND
            : p
              ? "panic"
              : compileCode !== null
                ? "doctest compile error"
                : "",
          ...(compileCode ? { code: compileCode } : {}),
          ...(left !== undefined ? { actual: left } : {}),
          ...(right !== undefined ? { expected: right } : {}),
        });
        claimed = last;
        continue;
      }
      const r = RUSTC.exec(line);
      if (r?.[3]) {
        if (
          /^(could not compile|aborting due to|test failed, to rerun|doctest failed, to rerun|\d+ targets? failed|warnings found and -Werror specified$)/.test(
            r[3],
          )
        )
          continue;
        let end = i;
        let where = null;
        for (let k = i + 1; k < Math.min(view.lines.length, i + 60); k++) {
          const l = view.lines[k] ?? "";
          if (l.trim() === "" || RUSTC.test(l) || /^(warning|error)\b/.test(l)) break;
          end = k;
          const arrow = /^\s*--> (.{1,1000})$/.exec(l);
          if (arrow?.[1] && !where) where = splitPathLineCol(arrow[1]);
        }
        const expFound = /expected `(.{1,300}?)`, found `(.{1,300}?)`/.exec(
          view.lines.slice(i, end + 1).join("\n"),
        );
        const mod = /unresolved import `(.{1,300}?)`/.exec(r[3])?.[1];
        const body = view.lines.slice(i + 1, end + 1);
        // `= help: … rust-clippy/…#needless_bool` or `#[deny(clippy::needless_bool)]`: a clippy lint.
        const lint =
          /\bclippy::([a-z_]{1,100})/.exec(body.join("\n"))?.[1] ??
          /rust-clippy\/\S{0,200}#([a-z_]{1,100})/.exec(body.join("\n"))?.[1];
        // A diagnostic inside a test run, or on code rustc read from its standard input (`--> <anon>:1:18`, a
        // probe's: no file of the repository), counts only when nothing weightier was found.
        const noise = runAround(i) || where?.path === "<anon>";
        out.push({
          tool: lint ? CLIPPY.id : RUSTC_TOOL.id,
          weight: noise ? 1 : 3,
          test: null,
          suite: null,
          where,
          frames: [],
          message: r[3],
          excerpt: excerptOf(view, i, end),
          start: i,
          end,
          ...(r[2] ? { code: r[2] } : lint ? { code: `clippy::${lint.replace(/-/g, "_")}` } : {}),
          ...(expFound ? { expected: expFound[1] ?? "", actual: expFound[2] ?? "" } : {}),
          ...(mod ? { module: mod } : {}),
        });
        claimed = end;
        continue;
      }
      // A panic outside the test harness (a binary): `thread 'main' panicked at src/main.rs:3:5:`
      const p = PANIC.exec(line);
      if (p?.[2] && p[1] === "main") {
        const at = p[2];
        const where = at.endsWith(":") ? splitPathLineCol(at.slice(0, -1)) : null;
        out.push({
          tool: RUST.id,
          weight: 2,
          test: null,
          suite: null,
          where,
          frames: [],
          message: (at.endsWith(":") ? (view.lines[i + 1] ?? "") : at).trim(),
          excerpt: excerptOf(view, i, i + 1),
          start: i,
          end: i + 1,
          kind: "panic",
        });
      }
    }
    return out;
  },
} satisfies Extractor;
