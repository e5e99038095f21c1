// V8's code cache for the bundle's chunks, so that a start skips compiling them. Measured on Node 20 (2 cores),
// `flakeharden run --retries 2 -- false`: 85 ms without, 65 ms with a warm cache (`node -e 0`: 20 ms). Compiling
// the engine's chunk in full is most of what such a run does.
//
// Also on Node >= 22.1, rather than its own `module.enableCompileCache()`: Node writes a chunk's cache when it
// compiles it, so every later start compiles again each function the run calls; this one is written after the
// run and holds them. Measured on Node 24.21 (2-core VM, `npx tsx bench/run-overhead.ts`): 0.39x `node -e 0` per
// attempt with Node's, 0.35x with this one.
//
// Each chunk is compiled with `vm.Script` and the cached data of its previous run; at exit, the chunks that
// had none (or whose data V8 rejected: another V8, other flags) get theirs written, after running, so that
// it holds the functions the run compiled too. A cache file is keyed by the chunk's path, size, modification
// time and inode, and by Node's version: a rebuilt or replaced bundle is compiled afresh, never served stale
// code. The cache is an optimisation only: any error in it leaves the chunk compiled as Node would.
//
// Where: $NODE_COMPILE_CACHE (Node's own variable) or the temporary directory, in a directory of this user's
// that no one else may write (else no cache). NODE_DISABLE_COMPILE_CACHE=1 turns it off, as it does Node's.
import { isAscii } from "node:buffer";
import fs, { realpathSync } from "node:fs";
import Module from "node:module";
import path, { dirname } from "node:path";
import vm from "node:vm";

type Loader = (module: NodeModule, filename: string) => void;
interface ModuleInternals {
  _extensions: Record<string, Loader>;
}

/** FNV-1a: a short file name for a chunk's path (not a check of anything: the key inside the file is). */
function fnv(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, "0");
}

/**
 * The temporary directory, as os.tmpdir() gives it on POSIX (the only systems with a uid, which the cache
 * needs): loading node:os cost ~0.4 ms of every start (measured on a 2-core VM).
 */
function tmpdir(): string {
  const dir = process.env.TMPDIR || process.env.TMP || process.env.TEMP || "/tmp";
  return dir.length > 1 && dir.endsWith("/") ? dir.slice(0, -1) : dir;
}

/** This user's cache directory, created if missing; null when it is not safely ours. */
function cacheDir(): string | null {
  const uid = process.getuid?.();
  if (uid === undefined) return null;
  const dir = path.join(process.env.NODE_COMPILE_CACHE || tmpdir(), `flakeharden-${uid}`);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const st = fs.lstatSync(dir);
  return st.isDirectory() && st.uid === uid && (st.mode & 0o022) === 0 ? dir : null;
}

/** What a cache file says it was made from: the chunk's identity and Node's version. */
function keyOf(filename: string, st: fs.Stats): string {
  return `${process.version} ${process.arch} ${filename} ${st.size} ${st.mtimeMs} ${st.ino}\n`;
}

/** The cached data in `file` if it was made from `key`. */
function readCache(file: string, key: string): Buffer | undefined {
  let data: Buffer;
  try {
    data = fs.readFileSync(file);
  } catch {
    return undefined;
  }
  const head = Buffer.from(key);
  return data.length > head.length && data.subarray(0, head.length).equals(head)
    ? data.subarray(head.length)
    : undefined;
}

/** Node's CommonJS wrapper, around a chunk's source (on its first line: the positions in it stay right). */
const HEAD = "(function (exports, require, module, __filename, __dirname) {";
const TAIL = "\n})";

/**
 * A chunk's source inside the wrapper, as one string: read into a buffer that holds the wrapper too, then
 * decoded once (one byte per character when it is ASCII, as the build writes it). A template string of the
 * wrapper and the file's text is a second string that V8 copies whole to compile it: measured on a 2-core VM,
 * loading the engine's chunk with its cache took ~3 ms longer so (8.4 against 5.5 ms beyond `node -e 0`).
 */
function wrappedSource(filename: string): string {
  const fd = fs.openSync(filename, "r");
  try {
    // One byte more than stat says: reading it finds the end of the file without growing the buffer.
    let buf = Buffer.allocUnsafeSlow(HEAD.length + fs.fstatSync(fd).size + 1 + TAIL.length);
    let end = buf.write(HEAD, 0, "latin1");
    for (;;) {
      if (buf.length - end === TAIL.length) {
        // Longer than stat said (it grew meanwhile): read whole all the same.
        const bigger = Buffer.allocUnsafeSlow(buf.length * 2);
        buf.copy(bigger, 0, 0, end);
        buf = bigger;
      }
      const n = fs.readSync(fd, buf, end, buf.length - end - TAIL.length, null);
      if (n === 0) break;
      end += n;
    }
    end += buf.write(TAIL, end, "latin1");
    const all = buf.subarray(0, end);
    return isAscii(all) ? all.toString("latin1") : all.toString("utf8");
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Compiles the bundle's chunks (the `.js` files of `bundleDir`: by default the folder of the script Node was
 * started with, the bundle's entry) with a code cache. Called by the entry points
 * before they load any chunk.
 */
export function enableCompileCache(bundleDir = dirname(realpathSync(process.argv[1] ?? "."))): void {
  const internals = Module as unknown as ModuleInternals;
  if (process.env.NODE_DISABLE_COMPILE_CACHE) return;
  let dir: string | null;
  try {
    dir = cacheDir();
  } catch {
    return;
  }
  if (dir === null) return;
  const cache = dir;
  const plain = internals._extensions[".js"] as Loader;
  const toWrite: { script: vm.Script; file: string; key: string }[] = [];
  internals._extensions[".js"] = function (this: unknown, module: NodeModule, filename: string) {
    if (path.dirname(filename) !== bundleDir) return plain.call(this, module, filename);
    const st = fs.statSync(filename);
    const key = keyOf(filename, st);
    const file = path.join(cache, `${fnv(filename)}-${path.basename(filename)}.v8`);
    const cachedData = readCache(file, key);
    const script = new vm.Script(wrappedSource(filename), { filename, cachedData });
    if (cachedData === undefined || script.cachedDataRejected) toWrite.push({ script, file, key });
    const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
    const require = Module.createRequire(filename);
    wrapper.call(module.exports, module.exports, require, module, filename, path.dirname(filename));
  };
  process.once("exit", () => {
    for (const { script, file, key } of toWrite) {
      // Written whole under a temporary name, then renamed: a concurrent start reads the old file or the new.
      const tmp = `${file}.${process.pid}.tmp`;
      try {
        fs.writeFileSync(tmp, Buffer.concat([Buffer.from(key), script.createCachedData()]), { mode: 0o600 });
        fs.renameSync(tmp, file);
      } catch {
        fs.rmSync(tmp, { force: true });
      }
    }
  });
}
