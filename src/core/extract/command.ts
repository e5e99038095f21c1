// Pieces of reproduce commands. Names come from logs (untrusted): they are only ever placed inside POSIX
// single quotes, and patterns are regex-escaped.

/** Quotes a string for a POSIX shell: nothing inside single quotes is special except the quote itself. */
export function shellQuote(s: string): string {
  if (/^[A-Za-z0-9_./:=@%+-]+$/.test(s)) return s;
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** Escapes a literal for use inside a JavaScript or Go regular expression. */
export function regexEscape(s: string): string {
  return s.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");
}

/** The folder of a repository path as a relative command argument (`./pkg`), `.` at the root. */
export function dirOf(file: string): string {
  const i = file.lastIndexOf("/");
  return i > 0 ? `./${file.slice(0, i)}` : ".";
}

/** A path that names a test file (`test/`, `.spec.`, `__tests__/`, `_test.`). */
export const isTestFile = (file: string | null): file is string =>
  file !== null && /(?:^|[/._-])(?:test|tests|spec|__tests__)(?:[/._-]|$)/.test(file);

/**
 * The Python interpreter a command ran (`python3`, `.venv/bin/python`, `python3.12`), so that a reproduce
 * command uses the same one; `python` when the command names none.
 */
export function pythonOf(command: string | null | undefined): string {
  // The interpreter's own warning and mode flags come along (`python -We`: a warning the run raises as an error
  // is only printed without it, and the rerun would pass).
  const m =
    /(?:^|[\s;&|(])((?:[\w.-]{1,100}\/){0,10}python(?:\d(?:\.\d{1,2})?)?)((?: -(?:W ?|X )[\w:.=,-]{1,100}| -bb?){0,8})(?= )/.exec(
      command ?? "",
    );
  return m ? `${m[1] ?? "python"}${m[2] ?? ""}` : "python";
}
