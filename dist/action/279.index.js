"use strict";
exports.id = 279;
exports.ids = [279,883];
exports.modules = {

/***/ 883:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8532);
// Imported first by the CLI's and the action's entry points, before any schema is built. zod compiles a
// fast path (`new Function`) for each object schema on its first parse: worth it in a server that parses
// the same shape many times, a loss in a process that parses each shape once or twice.

(0,zod__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W)({ jitless: true });


/***/ }),

/***/ 5279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RunOptionsSchema: () => (/* binding */ RunOptionsSchema)
/* harmony export */ });
/* harmony import */ var _jitless_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(883);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2857);
/* harmony import */ var _option_limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5105);
// The zod schema of runAttempts' options: what is allowed, and every error's words. Loaded only for options
// options.ts's own check does not pass (plainOptions): an error, or a case it leaves to the schema.



const int = (field, min, max, extra = "") => {
    const error = (iss) => `${field}: got ${(0,_option_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(iss.input)}; allowed: an integer from ${min} to ${max}${extra}`;
    return zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig({ error }).int({ error }).min(min, { error }).max(max, { error });
};
const text = (field, allowed) => {
    const error = (iss) => `${field}: got ${(0,_option_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(iss.input)}; allowed: ${allowed}`;
    return zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP({ error }).min(1, { error });
};
const fn = (field) => zod__WEBPACK_IMPORTED_MODULE_2__/* .custom */ .IeY((v) => typeof v === "function", {
    error: (iss) => `${field}: got ${(0,_option_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(iss.input)}; allowed: a function`,
});
const RunOptionsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    /** Run as a GitHub workflow `run:` step runs it: `bash -e -o pipefail -c <command>`. */
    command: text("command", "a non-empty string"),
    cwd: text("cwd", "a directory path"),
    /** The child's whole environment (the caller merges it over process.env); default process.env. */
    env: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(), {
        error: (iss) => `env: got ${(0,_option_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(iss.input)}; allowed: an object of string values`,
    })
        .optional(),
    mode: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["retry", "measure"], {
        error: (iss) => `mode: got ${(0,_option_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(iss.input)}; allowed: "retry" or "measure"`,
    }),
    /** Retry mode: how many times a failed attempt is run again. */
    retries: int("retries", 0, _option_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_RETRIES */ .kd).optional(),
    /** Measure mode: how many attempts run, whatever their outcome. */
    attempts: int("attempts", 1, _option_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_MEASURE_ATTEMPTS */ .hw).optional(),
    /** Each delay before an attempt after the first is drawn uniformly from [0, jitterMs]. */
    jitterMs: int("jitterMs", 0, _option_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_JITTER_MS */ .hU).default(0),
    /** Per attempt (and per reset); null: no limit. */
    timeoutMs: int("timeoutMs", 1, _option_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_TIMEOUT_MS */ .mn, " (6 hours), or null").nullable().default(null),
    /** After SIGTERM to the process group on timeout, how long before SIGKILL. */
    killGraceMs: int("killGraceMs", 0, 60_000).default(_option_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_KILL_GRACE_MS */ .ZY),
    /** After bash exits, how long background processes may hold its output open before it is closed. */
    drainMs: int("drainMs", 0, 60_000).default(_option_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_DRAIN_MS */ .op),
    /** Run (the same bash way, same cwd) before every attempt after the first. */
    resetCommand: text("resetCommand", "a non-empty string, or null").nullable().default(null),
    /** Bound on the output kept per attempt: the first quarter and the last three quarters. */
    captureBytes: int("captureBytes", 1024, 1024 * 1024 * 1024).default(_option_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_CAPTURE_BYTES */ .fK),
    /** Aborting kills the running attempt's process group and runs no further attempt. */
    abortSignal: zod__WEBPACK_IMPORTED_MODULE_2__/* .custom */ .IeY((v) => v instanceof AbortSignal, {
        error: (iss) => `abortSignal: got ${(0,_option_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(iss.input)}; allowed: an AbortSignal`,
    })
        .optional(),
    onAttemptStart: fn("onAttemptStart").optional(),
    /** Live output (stdout and stderr merged, decoded), as it arrives; not retained beyond the capture. */
    onOutput: fn("onOutput").optional(),
    /**
     * After each attempt; a returned promise is awaited before the next attempt (or its delay) begins.
     * Returning "stop" ends the run there (the caller found the failure not worth a retry).
     */
    onAttemptEnd: fn("onAttemptEnd").optional(),
}, {
    error: (iss) => iss.code === "unrecognized_keys"
        ? `unknown option(s) ${iss.keys.map((k) => (0,_option_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(k)).join(", ")}; allowed: ${_option_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .OPTION_KEYS */ .XJ.join(", ")}`
        : `options: got ${(0,_option_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .show */ .WU)(iss.input)}; allowed: an object`,
})
    .superRefine((o, ctx) => {
    const need = (field, min, max, mode) => ctx.addIssue({
        code: "custom",
        path: [field],
        message: `${field}: got undefined; allowed: an integer from ${min} to ${max} (required in ${mode} mode)`,
    });
    const unused = (field, value, mode) => ctx.addIssue({
        code: "custom",
        path: [field],
        message: `${field}: got ${value}; allowed: nothing in ${mode} mode`,
    });
    if (o.mode === "retry") {
        if (o.retries === undefined)
            need("retries", 0, _option_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_RETRIES */ .kd, "retry");
        if (o.attempts !== undefined)
            unused("attempts", o.attempts, "retry");
    }
    else {
        if (o.attempts === undefined)
            need("attempts", 1, _option_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_MEASURE_ATTEMPTS */ .hw, "measure");
        if (o.retries !== undefined)
            unused("retries", o.retries, "measure");
    }
});


/***/ })

};
;