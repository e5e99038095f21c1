"use strict";
exports.id = 213;
exports.ids = [213,883];
exports.modules = {

/***/ 8213:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AnalyzeArgsSchema: () => (/* binding */ AnalyzeArgsSchema),
  RunArgsSchema: () => (/* binding */ RunArgsSchema),
  refusal: () => (/* binding */ refusal)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/run/flags.ts
var flags = __webpack_require__(7470);
// EXTERNAL MODULE: ./src/run/jitless.ts
var jitless = __webpack_require__(883);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(8532);
;// CONCATENATED MODULE: ./src/run/flag-schemas.ts
// The run flags' zod schemas, built from their table (flags.ts). Loaded only when the table refuses a value
// (parseFlags), to say why: loading zod and building schemas costs more than the rest of the CLI's start-up.



const intFlag = (spec) => {
    const error = `allowed: ${(0,flags/* allowedText */.En)(spec)}`;
    return schemas/* string */.YjP()
        .trim()
        .regex(/^\d+$/, { error })
        .transform(Number)
        .pipe(schemas/* number */.aig().int().min(spec.min, { error }).max(spec.max, { error }))
        .optional();
};
const enumFlag = (spec) => schemas/* enum */.k5n(spec.values, { error: `allowed: ${(0,flags/* allowedText */.En)(spec)}` }).optional();
const boolFlag = (spec) => schemas/* union */.KCZ([schemas/* literal */.euz(true), schemas/* enum */.k5n(["true", "false"])], { error: `allowed: ${(0,flags/* allowedText */.En)(spec)}` })
    .transform((v) => v === true || v === "true")
    .optional();
const textFlag = (spec) => {
    const error = `allowed: ${(0,flags/* allowedText */.En)(spec)}`;
    return schemas/* string */.YjP().min(1, { error }).max(spec.max, { error }).optional();
};
const listFlag = (spec) => {
    const error = `allowed: ${(0,flags/* allowedText */.En)(spec)}`;
    return schemas/* string */.YjP()
        .transform((v, ctx) => {
        const items = v.split(flags/* LIST_SEPARATORS */.ij).filter((s) => s !== "");
        const known = (s) => spec.values.includes(s);
        if (items.length === 0 || !items.every(known)) {
            ctx.addIssue({ code: "custom", message: error });
            return core/* NEVER */.tm;
        }
        return [...new Set(items.filter(known))];
    })
        .optional();
};
/**
 * Every run flag's schema, from its text (an action input, a CLI flag's value; a CLI switch arrives as
 * `true`). A flag not given is undefined, so that `resolveRunFlags` can tell "not given" from a default.
 */
const RunFlagsSchema = schemas/* strictObject */.rej({
    retries: intFlag(flags/* RUN_FLAGS */.WB.retries),
    "jitter-ms": intFlag(flags/* RUN_FLAGS */.WB["jitter-ms"]),
    "timeout-minutes": intFlag(flags/* RUN_FLAGS */.WB["timeout-minutes"]),
    mode: enumFlag(flags/* RUN_FLAGS */.WB.mode),
    attempts: intFlag(flags/* RUN_FLAGS */.WB.attempts),
    junit: textFlag(flags/* RUN_FLAGS */.WB.junit),
    "reset-command": textFlag(flags/* RUN_FLAGS */.WB["reset-command"]),
    "retry-on": listFlag(flags/* RUN_FLAGS */.WB["retry-on"]),
    "retry-scope": enumFlag(flags/* RUN_FLAGS */.WB["retry-scope"]),
    "on-flaky": enumFlag(flags/* RUN_FLAGS */.WB["on-flaky"]),
    "fail-on-flaky": boolFlag(flags/* RUN_FLAGS */.WB["fail-on-flaky"]),
    config: textFlag(flags/* RUN_FLAGS */.WB.config),
    "prompt-budget": intFlag(flags/* RUN_FLAGS */.WB["prompt-budget"]),
});
/** A flag's schema by its kind (a `multiple` flag: a list of texts). */
function flagSchema(spec) {
    const one = spec.kind === "int"
        ? intFlag(spec)
        : spec.kind === "enum"
            ? enumFlag(spec)
            : spec.kind === "bool"
                ? boolFlag(spec)
                : spec.kind === "text"
                    ? textFlag(spec)
                    : listFlag(spec);
    return spec.multiple ? z.array(one.unwrap()).optional() : one;
}
/** The schema of a table of flags (strict: a name not in the table is refused). */
const flagsSchema = (flags) => z.strictObject(Object.fromEntries(Object.entries(flags).map(([name, spec]) => [name, flagSchema(spec)])));

// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(7911);
;// CONCATENATED MODULE: ./src/cli/arg-schemas.ts
// The CLI's zod schemas of its flags, built from the flags' tables (help.ts, run/flags.ts). Loaded only when
// the tables refuse a value (args.ts), to say why in zod's words, the same as before the tables read them.





const RunArgsSchema = RunFlagsSchema.extend({
    report: schemas/* string */.YjP().min(1, { error: "allowed: a file path in an existing directory" }).optional(),
});
const arg_schemas_text = (flag) => {
    const spec = help/* ANALYZE_FLAGS */.XU[flag];
    const error = `allowed: ${(0,flags/* allowedText */.En)(spec)}`;
    return schemas/* string */.YjP({ error })
        .min(1, { error })
        .max(spec.kind === "text" ? spec.max : 4_096, { error });
};
const arg_schemas_int = (flag) => {
    const spec = help/* ANALYZE_FLAGS */.XU[flag];
    const error = `allowed: ${(0,flags/* allowedText */.En)(spec)}`;
    if (spec.kind !== "int")
        throw new Error(`${flag} is not a number flag`);
    return schemas/* string */.YjP()
        .trim()
        .regex(/^\d+$/, { error })
        .transform(Number)
        .pipe(schemas/* number */.aig().int().min(spec.min, { error }).max(spec.max, { error }))
        .optional();
};
const AnalyzeArgsSchema = schemas/* strictObject */.rej({
    log: arg_schemas_text("log").optional(),
    junit: schemas/* array */.YOg(arg_schemas_text("junit")).default([]),
    workspace: arg_schemas_text("workspace").default("."),
    report: arg_schemas_text("report").optional(),
    json: schemas/* union */.KCZ([schemas/* literal */.euz(true), schemas/* enum */.k5n(["true", "false"])])
        .transform((v) => v === true || v === "true")
        .default(false),
    "prompt-budget": arg_schemas_int("prompt-budget"),
    command: arg_schemas_text("command").optional(),
    "exit-code": arg_schemas_int("exit-code"),
});
/** Why `schema` refuses `values`, on one line (a user error is one line); null if it does not. */
function refusal(schema, values, who) {
    const parsed = schema.safeParse(values);
    return parsed.success ? null : (0,errors/* describeIssues */.wF)(parsed.error, values, `${who}: --`).split("\n").join("; ");
}


/***/ }),

/***/ 883:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8532);
// Imported first by the CLI's and the action's entry points, before any schema is built. zod compiles a
// fast path (`new Function`) for each object schema on its first parse: worth it in a server that parses
// the same shape many times, a loss in a process that parses each shape once or twice.

(0,zod__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W)({ jitless: true });


/***/ })

};
;