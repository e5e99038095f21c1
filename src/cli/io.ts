// The streams a command reads and writes: the process's in the CLI, buffers in tests. Apart from main.ts so
// that the commands main.ts dispatches to can take it without importing main.ts back.
import type { Readable, Writable } from "node:stream";

export interface Io {
  stdout: Writable;
  stderr: Writable;
  stdin: Readable;
}
