#!/usr/bin/env node
/******/ (() => { // webpackBootstrap
/******/ 	"use strict";
/******/ 	var __webpack_modules__ = ({

/***/ 181:
/***/ ((module) => {

module.exports = require("buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = require("node:child_process");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = require("node:fs");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = require("node:path");

/***/ }),

/***/ 6193:
/***/ ((module) => {

module.exports = require("node:string_decoder");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = require("node:timers/promises");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = require("process");

/***/ })

/******/ 	});
/************************************************************************/
/******/ 	// The module cache
/******/ 	var __webpack_module_cache__ = {};
/******/ 	
/******/ 	// The require function
/******/ 	function __nccwpck_require__(moduleId) {
/******/ 		// Check if module is in cache
/******/ 		var cachedModule = __webpack_module_cache__[moduleId];
/******/ 		if (cachedModule !== undefined) {
/******/ 			return cachedModule.exports;
/******/ 		}
/******/ 		// Create a new module (and put it into the cache)
/******/ 		var module = __webpack_module_cache__[moduleId] = {
/******/ 			// no module.id needed
/******/ 			// no module.loaded needed
/******/ 			exports: {}
/******/ 		};
/******/ 	
/******/ 		// Execute the module function
/******/ 		var threw = true;
/******/ 		try {
/******/ 			__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 			threw = false;
/******/ 		} finally {
/******/ 			if(threw) delete __webpack_module_cache__[moduleId];
/******/ 		}
/******/ 	
/******/ 		// Return the exports of the module
/******/ 		return module.exports;
/******/ 	}
/******/ 	
/******/ 	// expose the modules object (__webpack_modules__)
/******/ 	__nccwpck_require__.m = __webpack_modules__;
/******/ 	
/************************************************************************/
/******/ 	/* webpack/runtime/compat get default export */
/******/ 	(() => {
/******/ 		// getDefaultExport function for compatibility with non-harmony modules
/******/ 		__nccwpck_require__.n = (module) => {
/******/ 			var getter = module && module.__esModule ?
/******/ 				() => (module['default']) :
/******/ 				() => (module);
/******/ 			__nccwpck_require__.d(getter, { a: getter });
/******/ 			return getter;
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/create fake namespace object */
/******/ 	(() => {
/******/ 		var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 		var leafPrototypes;
/******/ 		// create a fake namespace object
/******/ 		// mode & 1: value is a module id, require it
/******/ 		// mode & 2: merge all properties of value into the ns
/******/ 		// mode & 4: return value when already ns object
/******/ 		// mode & 16: return value when it's Promise-like
/******/ 		// mode & 8|1: behave like require
/******/ 		__nccwpck_require__.t = function(value, mode) {
/******/ 			if(mode & 1) value = this(value);
/******/ 			if(mode & 8) return value;
/******/ 			if(typeof value === 'object' && value) {
/******/ 				if((mode & 4) && value.__esModule) return value;
/******/ 				if((mode & 16) && typeof value.then === 'function') return value;
/******/ 			}
/******/ 			var ns = Object.create(null);
/******/ 			__nccwpck_require__.r(ns);
/******/ 			var def = {};
/******/ 			leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 			for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 				Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 			}
/******/ 			def['default'] = () => (value);
/******/ 			__nccwpck_require__.d(ns, def);
/******/ 			return ns;
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/define property getters */
/******/ 	(() => {
/******/ 		// define getter functions for harmony exports
/******/ 		__nccwpck_require__.d = (exports, definition) => {
/******/ 			for(var key in definition) {
/******/ 				if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 					Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 				}
/******/ 			}
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/ensure chunk */
/******/ 	(() => {
/******/ 		__nccwpck_require__.f = {};
/******/ 		// This file contains only the entry chunk.
/******/ 		// The chunk loading function for additional chunks
/******/ 		__nccwpck_require__.e = (chunkId) => {
/******/ 			return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 				__nccwpck_require__.f[key](chunkId, promises);
/******/ 				return promises;
/******/ 			}, []));
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/get javascript chunk filename */
/******/ 	(() => {
/******/ 		// This function allow to reference async chunks
/******/ 		__nccwpck_require__.u = (chunkId) => {
/******/ 			// return url for filenames based on template
/******/ 			return "" + chunkId + ".index.js";
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/hasOwnProperty shorthand */
/******/ 	(() => {
/******/ 		__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/make namespace object */
/******/ 	(() => {
/******/ 		// define __esModule on exports
/******/ 		__nccwpck_require__.r = (exports) => {
/******/ 			if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 				Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 			}
/******/ 			Object.defineProperty(exports, '__esModule', { value: true });
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/compat */
/******/ 	
/******/ 	if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = __dirname + "/";
/******/ 	
/******/ 	/* webpack/runtime/require chunk loading */
/******/ 	(() => {
/******/ 		// no baseURI
/******/ 		
/******/ 		// object to store loaded chunks
/******/ 		// "1" means "loaded", otherwise not loaded yet
/******/ 		var installedChunks = {
/******/ 			792: 1
/******/ 		};
/******/ 		
/******/ 		// no on chunks loaded
/******/ 		
/******/ 		var installChunk = (chunk) => {
/******/ 			var moreModules = chunk.modules, chunkIds = chunk.ids, runtime = chunk.runtime;
/******/ 			for(var moduleId in moreModules) {
/******/ 				if(__nccwpck_require__.o(moreModules, moduleId)) {
/******/ 					__nccwpck_require__.m[moduleId] = moreModules[moduleId];
/******/ 				}
/******/ 			}
/******/ 			if(runtime) runtime(__nccwpck_require__);
/******/ 			for(var i = 0; i < chunkIds.length; i++)
/******/ 				installedChunks[chunkIds[i]] = 1;
/******/ 		
/******/ 		};
/******/ 		
/******/ 		// require() chunk loading for javascript
/******/ 		__nccwpck_require__.f.require = (chunkId, promises) => {
/******/ 			// "1" is the signal for "already loaded"
/******/ 			if(!installedChunks[chunkId]) {
/******/ 				if(true) { // all chunks have JS
/******/ 					installChunk(require("./" + __nccwpck_require__.u(chunkId)));
/******/ 				} else installedChunks[chunkId] = 1;
/******/ 			}
/******/ 		};
/******/ 		
/******/ 		// no external install chunk
/******/ 		
/******/ 		// no HMR
/******/ 		
/******/ 		// no HMR manifest
/******/ 	})();
/******/ 	
/************************************************************************/
var __webpack_exports__ = {};

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
var external_node_fs_default = /*#__PURE__*/__nccwpck_require__.n(external_node_fs_);
;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = require("node:module");
var external_node_module_default = /*#__PURE__*/__nccwpck_require__.n(external_node_module_namespaceObject);
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = require("node:os");
var external_node_os_default = /*#__PURE__*/__nccwpck_require__.n(external_node_os_namespaceObject);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
;// CONCATENATED MODULE: external "node:vm"
const external_node_vm_namespaceObject = require("node:vm");
var external_node_vm_default = /*#__PURE__*/__nccwpck_require__.n(external_node_vm_namespaceObject);
;// CONCATENATED MODULE: ./src/run/compile-cache.ts
// V8's code cache for the bundle's chunks, so that a start skips compiling them. Node >= 22.1 does it itself
// (`module.enableCompileCache()`); on Node 20 the entry points do it here. Measured on Node 20 (2 cores),
// `flakeharden run --retries 2 -- false`: 85 ms without, 65 ms with a warm cache (`node -e 0`: 20 ms). Compiling
// the engine's chunk (half a megabyte) in full is most of what such a run does.
//
// Each chunk is compiled with `vm.Script` and the cached data of its previous run; at exit, the chunks that
// had none (or whose data V8 rejected: another V8, other flags) get theirs written, after running, so that
// it holds the functions the run compiled too. A cache file is keyed by the chunk's path, size, modification
// time and inode, and by Node's version: a rebuilt or replaced bundle is compiled afresh, never served stale
// code. The cache is an optimisation only: any error in it leaves the chunk compiled as Node would.
//
// Where: $NODE_COMPILE_CACHE (Node's own variable) or the temporary directory, in a directory of this user's
// that no one else may write (else no cache). NODE_DISABLE_COMPILE_CACHE=1 turns it off, as it does Node's.





/** FNV-1a: a short file name for a chunk's path (not a check of anything: the key inside the file is). */
function fnv(text) {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++)
        h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    return (h >>> 0).toString(16).padStart(8, "0");
}
/** This user's cache directory, created if missing; null when it is not safely ours. */
function cacheDir() {
    const uid = process.getuid?.();
    if (uid === undefined)
        return null;
    const dir = external_node_path_default().join(process.env.NODE_COMPILE_CACHE || external_node_os_default().tmpdir(), `flakeharden-${uid}`);
    external_node_fs_default().mkdirSync(dir, { recursive: true, mode: 0o700 });
    const st = external_node_fs_default().lstatSync(dir);
    return st.isDirectory() && st.uid === uid && (st.mode & 0o022) === 0 ? dir : null;
}
/** What a cache file says it was made from: the chunk's identity and Node's version. */
function keyOf(filename, st) {
    return `${process.version} ${process.arch} ${filename} ${st.size} ${st.mtimeMs} ${st.ino}\n`;
}
/** The cached data in `file` if it was made from `key`. */
function readCache(file, key) {
    let data;
    try {
        data = external_node_fs_default().readFileSync(file);
    }
    catch {
        return undefined;
    }
    const head = Buffer.from(key);
    return data.length > head.length && data.subarray(0, head.length).equals(head)
        ? data.subarray(head.length)
        : undefined;
}
/**
 * Compiles the bundle's chunks (the `.js` files of `bundleDir`: by default the folder of the script Node was
 * started with, the bundle's entry) with a code cache, on a Node without its own. Called by the entry points
 * before they load any chunk.
 */
function enableCompileCache(bundleDir = (0,external_node_path_.dirname)((0,external_node_fs_.realpathSync)(process.argv[1] ?? "."))) {
    const internals = (external_node_module_default());
    if (process.env.NODE_DISABLE_COMPILE_CACHE)
        return;
    if (typeof internals.enableCompileCache === "function") {
        internals.enableCompileCache();
        return;
    }
    let dir;
    try {
        dir = cacheDir();
    }
    catch {
        return;
    }
    if (dir === null)
        return;
    const cache = dir;
    const plain = internals._extensions[".js"];
    const toWrite = [];
    internals._extensions[".js"] = function (module, filename) {
        if (external_node_path_default().dirname(filename) !== bundleDir)
            return plain.call(this, module, filename);
        const st = external_node_fs_default().statSync(filename);
        const key = keyOf(filename, st);
        const file = external_node_path_default().join(cache, `${fnv(filename)}-${external_node_path_default().basename(filename)}.v8`);
        const cachedData = readCache(file, key);
        // The wrapper Node puts around a CommonJS module, on the module's first line (its positions stay right).
        const source = `(function (exports, require, module, __filename, __dirname) {${external_node_fs_default().readFileSync(filename, "utf8")}\n})`;
        const script = new (external_node_vm_default()).Script(source, { filename, cachedData });
        if (cachedData === undefined || script.cachedDataRejected)
            toWrite.push({ script, file, key });
        const wrapper = script.runInThisContext();
        const require = external_node_module_default().createRequire(filename);
        wrapper.call(module.exports, module.exports, require, module, filename, external_node_path_default().dirname(filename));
    };
    process.once("exit", () => {
        for (const { script, file, key } of toWrite) {
            // Written whole under a temporary name, then renamed: a concurrent start reads the old file or the new.
            const tmp = `${file}.${process.pid}.tmp`;
            try {
                external_node_fs_default().writeFileSync(tmp, Buffer.concat([Buffer.from(key), script.createCachedData()]), { mode: 0o600 });
                external_node_fs_default().renameSync(tmp, file);
            }
            catch {
                external_node_fs_default().rmSync(tmp, { force: true });
            }
        }
    });
}

;// CONCATENATED MODULE: ./src/run/hold-signals.ts
// The first thing the CLI's and the action's entry points do, before loading the rest (a bundle of a few
// hundred kilobytes takes tens of milliseconds to load): hold SIGINT and SIGTERM, so that a Ctrl-C or a
// cancelled workflow in those first moments is not Node's default (exit at once, no report). No imports:
// this module must cost nothing to load.
const SIGNALS = ["SIGINT", "SIGTERM"];
function holdSignals() {
    const held = [];
    const onSignal = (signal) => void held.push(signal);
    for (const s of SIGNALS)
        process.on(s, onSignal);
    return {
        release() {
            for (const s of SIGNALS)
                process.off(s, onSignal);
            for (const signal of held.splice(0)) {
                if (process.listenerCount(signal) > 0)
                    process.emit(signal, signal);
                else
                    process.kill(process.pid, signal);
            }
        },
    };
}
/**
 * Resolves once a poll phase of the event loop has run: a signal that arrived while the bundle loaded is then
 * delivered (to the holding handler). Loading the bundle's chunks may not return to the event loop at all
 * (CommonJS chunks load synchronously; Node 22 and later may load ES modules so too), and the entry may itself
 * run inside a turn of the loop (an ES module entry, or `--import`): a single immediate can then run before
 * the next poll phase, so this waits for an immediate set from an immediate, which runs after it.
 */
function deliverPendingSignals() {
    return new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
}

;// CONCATENATED MODULE: ./src/cli/index.ts
// Entry point of the `flakeharden` CLI: no logic here (see main.ts). Signals are held first, before anything
// else is loaded; for `run` its handlers are installed before the rest of the CLI is loaded and anything is
// spawned, and a signal held meanwhile is handed to them (the run then starts no attempt and still reports).


const held = holdSignals();
const argv = process.argv.slice(2);
const HELP = new Set([undefined, "help", "--help", "-h"]);
async function start() {
    // The help loads its own module and the flags' table, nothing else (as main.ts would print it). Measured
    // on Node 20 (2 cores): 1.09x `node -e 0`, against 2.28x when the whole CLI was loaded for it.
    if (HELP.has(argv[0])) {
        const { USAGE } = await Promise.all(/* import() */[__nccwpck_require__.e(470), __nccwpck_require__.e(911)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7911));
        held.release();
        process.stdout.write(USAGE);
        return argv[0] === undefined ? 2 : 0;
    }
    // Later starts skip compiling the bundle's chunks (Node's own compile cache on Node >= 22.1). Not for the
    // help: its two small chunks compile in less time than setting the cache up takes.
    enableCompileCache();
    let interrupts;
    if (argv[0] === "run") {
        const { runInterrupts } = await Promise.all(/* import() */[__nccwpck_require__.e(470), __nccwpck_require__.e(172)]).then(__nccwpck_require__.bind(__nccwpck_require__, 172));
        // Before the run's handlers exist: a signal sent while loading (Node 22+ may load the chunks without a
        // turn of the event loop) reaches the hold first, and is handed to them once.
        await deliverPendingSignals();
        interrupts = runInterrupts(process.stderr);
        held.release();
    }
    const { main } = await Promise.all(/* import() */[__nccwpck_require__.e(470), __nccwpck_require__.e(172), __nccwpck_require__.e(898)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3898));
    if (!interrupts) {
        // Another command: a signal sent while it loaded is delivered to the hold, then raised again by release().
        await deliverPendingSignals();
        held.release();
    }
    const io = {
        stdout: process.stdout,
        stderr: process.stderr,
        // On demand: creating process.stdin loads Node's stream modules (about 1.5 ms), and only `--log -` reads it.
        get stdin() {
            return process.stdin;
        },
    };
    return main(argv, io, interrupts);
}
start().then((code) => {
    process.exitCode = code;
}, (error) => {
    process.stderr.write(`flakeharden: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 3;
});

module.exports = __webpack_exports__;
/******/ })()
;