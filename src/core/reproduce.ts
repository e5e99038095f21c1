// A command that re-runs just one failure, for the tools where one exists; null when unknown.
// Names come from logs (untrusted): they are only ever placed inside POSIX single quotes.

/** Quotes a string for a POSIX shell: nothing inside single quotes is special except the quote itself. */
export function shellQuote(s: string): string {
  if (/^[A-Za-z0-9_./:=@%+-]+$/.test(s)) return s;
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** Escapes a literal for use inside a JavaScript or Go regular expression. */
export function regexEscape(s: string): string {
  return s.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");
}

export interface ReproduceInput {
  tool: string;
  test: string | null;
  /** unittest: `module.Class.test`; vitest/jest: the file as printed. */
  suite: string | null;
  /** Verified repository path of the failure (the test file for tests). */
  file: string | null;
  /** go: package path. */
  dirHint?: string | undefined;
  code?: string | undefined;
}

const q = shellQuote;

function dirOf(file: string): string {
  const i = file.lastIndexOf("/");
  return i > 0 ? `./${file.slice(0, i)}` : ".";
}

/**
 * `file` (a repository path) as seen from `dir` (a repository folder): `web/test/a.ts` from `web` is
 * `test/a.ts`, `lib/b.ts` from `web` is `../lib/b.ts`.
 */
export function fromDirectory(dir: string, file: string): string {
  const from = dir.split("/").filter((s) => s !== "" && s !== ".");
  const to = file.split("/");
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  return [...from.slice(common).map(() => ".."), ...to.slice(common)].join("/");
}

/**
 * The reproduce command of a failure of a command that ran in `dir` (a repository folder; null: the root),
 * exact for someone at the repository root: the tool's paths relative to `dir`, run there.
 */
export function reproduceIn(dir: string | null, f: ReproduceInput): string | null {
  if (!dir) return reproduce(f);
  const command = reproduce({ ...f, file: f.file === null ? null : fromDirectory(dir, f.file) });
  return command === null ? null : `cd ${shellQuote(dir)} && ${command}`;
}

export function reproduce(f: ReproduceInput): string | null {
  const file = f.file;
  const isTestFile = file !== null && /(?:^|[/._-])(?:test|tests|spec|__tests__)(?:[/._-]|$)/.test(file);
  switch (f.tool) {
    case "vitest":
      if (!f.test) return file ? `npx vitest run ${q(file)}` : null;
      return `npx vitest run ${file && isTestFile ? `${q(file)} ` : ""}-t ${q(regexEscape(f.test.split(" > ").join(" ")))}`;
    case "jest":
      if (!f.test) return file ? `npx jest ${q(file)}` : null;
      return `npx jest ${file && isTestFile ? `${q(file)} ` : ""}-t ${q(regexEscape(f.test.split(" › ").join(" ")))}`;
    case "mocha":
      if (!f.test) return null;
      return `npx mocha ${file && isTestFile ? `${q(file)} ` : ""}--grep ${q(regexEscape(f.test))}`;
    case "node-test":
      if (!f.test) return null;
      return `node --test --test-name-pattern=${q(regexEscape(f.test))}${file ? ` ${q(file)}` : ""}`;
    case "pytest": {
      if (!f.test) return f.suite ? `python -m pytest ${q(file ?? f.suite)}` : null;
      const sep = f.test.indexOf("::");
      if (sep < 0) return null;
      // Use the verified path when the node id's file was found elsewhere.
      const nodeFile = f.test.slice(0, sep);
      const id =
        file && file.endsWith(nodeFile.replace(/^\.\//, "")) && /\.py$/.test(file)
          ? `${file}${f.test.slice(sep)}`
          : f.test;
      return `python -m pytest ${q(id)}`;
    }
    case "unittest":
      return f.suite ? `python -m unittest ${q(f.suite)}` : null;
    case "go": {
      if (!f.test) {
        if (f.code === undefined && file) return `go vet ${dirOf(file)}`;
        return null;
      }
      const pattern = f.test
        .split("/")
        .map((p) => `^${regexEscape(p)}$`)
        .join("/");
      const pkg = file ? dirOf(file) : (f.dirHint ?? "./...");
      return `go test -run ${q(pattern)} ${q(pkg)}`;
    }
    case "surefire": {
      // `com.x.FooTest.method` → `-Dtest=FooTest#method`
      const dot = f.test?.lastIndexOf(".") ?? -1;
      if (!f.test || dot <= 0) return null;
      const cls = f.test.slice(0, dot).split(".").pop() ?? "";
      return `mvn test -Dtest=${q(`${cls}#${f.test.slice(dot + 1)}`)}`;
    }
    case "playwright": {
      // dirHint is the test's declared `path:line` as printed; prefer the verified path when it is the same file.
      const m = /^(.{1,1000}):(\d{1,7})$/.exec(f.dirHint ?? "");
      if (!m?.[1]) return null;
      const path = file && file.endsWith(m[1].replace(/^\.\//, "")) ? file : m[1];
      return `npx playwright test ${q(`${path}:${m[2]}`)}`;
    }
    case "cargo":
      return f.test ? `cargo test ${q(f.test)} -- --exact` : null;
    case "rustc":
      return "cargo check";
    case "tsc":
      return "npx tsc --noEmit";
    case "mypy":
      return file ? `mypy ${q(file)}` : "mypy .";
    case "eslint":
      return file ? `npx eslint ${q(file)}` : null;
    default:
      return null;
  }
}
