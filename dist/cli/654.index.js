"use strict";
exports.id = 654;
exports.ids = [654];
exports.modules = {

/***/ 4654:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   analyzeCommand: () => (/* binding */ analyzeCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_analyze_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3713);
/* harmony import */ var _core_junit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3580);
/* harmony import */ var _core_prompt_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6022);
/* harmony import */ var _core_redact_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3554);
/* harmony import */ var _core_render_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1595);
/* harmony import */ var _core_scan_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4943);
/* harmony import */ var _core_version_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(3323);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7593);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7911);
/* harmony import */ var _run_workspace_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6120);
// `flakeharden analyze`: a log and JUnit files read, analysed, written. Its own module, loaded by main.ts for
// `analyze` only: the JUnit parser and the file reading it brings are no part of `run`'s start-up.











const MAX_JUNIT_BYTES = 512 * 1024 * 1024;
/**
 * V8 collects lazily: streaming hundreds of megabytes of log through the scanner leaves that much garbage
 * behind before a full collection runs. A full collection every 8 MB of input keeps the peak bounded
 * (200 MB of log in under 200 MB of memory) for about 1% of the time.
 */
let collector;
/**
 * A full collection, when V8 lets us ask for one (set up on first use: a new context costs milliseconds, and
 * node:v8 alone 1.5 ms of start-up that `run` does not need).
 */
function collect() {
    if (collector === undefined) {
        try {
            process.getBuiltinModule("node:v8").setFlagsFromString("--expose-gc");
            const gc = process.getBuiltinModule("node:vm").runInNewContext("gc");
            collector = typeof gc === "function" ? gc : null;
        }
        catch {
            collector = null;
        }
    }
    collector?.();
}
async function scanStream(stream) {
    const scanner = new _core_scan_js__WEBPACK_IMPORTED_MODULE_6__/* .LogScanner */ .LD();
    // Bytes, not text: the scanner decodes only the lines it needs.
    let sinceCollect = 0;
    for await (const chunk of stream) {
        scanner.push(chunk);
        sinceCollect += chunk.length;
        if (collect && sinceCollect >= 16 * 1024 * 1024) {
            sinceCollect = 0;
            collect();
        }
    }
    return scanner.end();
}
function readJUnit(paths, warnings) {
    const out = [];
    for (const p of paths) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p).size > MAX_JUNIT_BYTES)
            throw new _args_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`flakeharden analyze: --junit: got ${JSON.stringify(p)}, larger than 512 MiB; allowed: a JUnit file of at most 512 MiB`);
        try {
            out.push((0,_core_junit_js__WEBPACK_IMPORTED_MODULE_2__/* .parseJUnit */ .iM)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(p), p));
        }
        catch (e) {
            if (!(e instanceof _core_junit_js__WEBPACK_IMPORTED_MODULE_2__/* .JUnitParseError */ .qI))
                throw e;
            // A broken JUnit file must not hide what the log says.
            warnings.push(`JUnit file not used: ${e.message}`);
        }
    }
    return out;
}
async function analyzeCommand(argv, io) {
    const args = await (0,_args_js__WEBPACK_IMPORTED_MODULE_7__/* .parseAnalyzeArgs */ .$B)(argv);
    if ("help" in args) {
        io.stdout.write(_help_js__WEBPACK_IMPORTED_MODULE_8__/* .ANALYZE_HELP */ .VP);
        return 0;
    }
    const warnings = [];
    const junit = readJUnit(args.junit, warnings);
    const scan = args.log
        ? await scanStream(args.log === "-" ? io.stdin : (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(args.log, { highWaterMark: 1 << 20 }))
        : null;
    // Secrets never leave: the report, the summary and the prompt are built from the redacted report.
    const redact = (0,_core_redact_js__WEBPACK_IMPORTED_MODULE_4__/* .createRedactor */ .lY)(process.env);
    const report = (0,_core_redact_js__WEBPACK_IMPORTED_MODULE_4__/* .redactReport */ .a5)((0,_core_analyze_js__WEBPACK_IMPORTED_MODULE_1__/* .analyze */ .ns)({
        scan,
        junit,
        workspace: (0,_run_workspace_js__WEBPACK_IMPORTED_MODULE_9__/* .loadWorkspace */ .CJ)(args.workspace),
        command: args.command ?? null,
        exitCode: args["exit-code"] ?? null,
        warnings,
        version: _core_version_js__WEBPACK_IMPORTED_MODULE_10__/* .VERSION */ .x,
    }), redact);
    const json = `${JSON.stringify(report, null, 2)}\n`;
    if (args.report)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(args.report, json);
    if (args.json)
        io.stdout.write(json);
    else
        io.stdout.write(`${(0,_core_render_js__WEBPACK_IMPORTED_MODULE_5__/* .renderText */ .S)(report)}\n\n${redact((0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_3__/* .buildPrompt */ .fn)(report, args["prompt-budget"] ?? _core_prompt_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_PROMPT_BUDGET */ .ju))}\n`);
    return 0;
}


/***/ })

};
;