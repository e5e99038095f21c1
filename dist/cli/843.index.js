"use strict";
exports.id = 843;
exports.ids = [843];
exports.modules = {

/***/ 5843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AttemptJUnit: () => (/* binding */ AttemptJUnit),
/* harmony export */   JUnitGlob: () => (/* binding */ JUnitGlob)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var minimatch__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3581);
/* harmony import */ var _core_junit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3580);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8739);
/* harmony import */ var _workspace_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6120);
// Finds and reads the JUnit files an attempt wrote. A malformed file is a warning, never a crash.
//
// Globs are GitHub's: the matcher @actions/glob uses (minimatch) with its options (dotfiles match; no
// braces, extglobs, comments or negation), rooted at the working directory, so `junit.xml` is only
// ./junit.xml, never a file of that name at any depth; a pattern that matches a folder matches the files in
// it. Absolute patterns work inside the workspace; a pattern reaching outside it is refused. The files are
// walked here, not by @actions/glob: a walk bounded in files, that does not enter dependency or VCS folders
// (unless the pattern starts inside one) and follows no symbolic link.
//
// Fresh files only, by time-check, not by clearing: deleting what a glob matches could delete a user's
// files. Before each attempt every matching file's stamp (inode, size, modification and change times) is
// taken; after it, only the files that are new or whose stamp changed are the attempt's. So a file left by
// an earlier run, or by an earlier attempt, is never read as this attempt's, and an attempt that wrote none
// has no test results (with a warning naming the stale files), not the previous attempt's. Stamps are
// compared with stamps, never with a clock: a file system's coarse timestamps cannot make a fresh file
// look old.






const SKIP = new Set(["node_modules", ".git", ".hg", ".svn"]);
const MAX_FILES = 1_000;
const MAX_BYTES = 256 * 1024 * 1024;
/** Stale files named in a warning, at most. */
const MAX_NAMED = 10;
/** @actions/glob's minimatch options (internal-pattern.ts), on Linux and macOS. */
const GITHUB_GLOB = { dot: true, nobrace: true, noext: true, nocomment: true, nonegate: true };
/** True when a pattern segment holds a wildcard, as minimatch reads it with GITHUB_GLOB. */
const MAGIC = /[*?[]/;
function inside(root, path) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path);
    return rel === "" || (!rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) && rel !== ".." && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
}
/** A JUnit glob resolved against the working directory and checked against the workspace. */
class JUnitGlob {
    glob;
    cwd;
    root;
    /** The folder the walk starts from: the pattern's leading segments without a wildcard (absolute). */
    base;
    matcher;
    /**
     * @param o.glob the `junit` input or flag; @param o.cwd where the command runs; @param o.root the
     * workspace, which no matched file may be outside of.
     * @throws RunOptionsError when the pattern is empty or reaches outside the workspace.
     */
    constructor(o) {
        this.glob = o.glob;
        this.cwd = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(o.cwd);
        this.root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(o.root);
        const pattern = o.glob.trim();
        if (pattern === "")
            throw new _options_js__WEBPACK_IMPORTED_MODULE_4__/* .RunOptionsError */ .y1([`junit: got ${JSON.stringify(o.glob)}; allowed: a glob of JUnit XML files`]);
        // Rooted like @actions/glob: a relative pattern is under the working directory.
        const segments = pattern.split("/");
        const firstMagic = segments.findIndex((seg, i) => i < segments.length - 1 && MAGIC.test(seg));
        const fixedCount = firstMagic < 0 ? segments.length - 1 : firstMagic;
        const rest = segments.slice(fixedCount);
        const fixed = segments.slice(0, fixedCount).map((seg) => seg.replace(/\\(.)/g, "$1"));
        this.base = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(this.cwd, fixed.join("/") || ".");
        const refuse = (why) => new _options_js__WEBPACK_IMPORTED_MODULE_4__/* .RunOptionsError */ .y1([
            `junit: got ${JSON.stringify(o.glob)}, which ${why}; allowed: a glob inside the workspace ` +
                `${this.root}, relative to the working directory or absolute`,
        ]);
        if (!inside(this.root, this.base))
            throw refuse(`reaches outside the workspace (at ${this.base})`);
        if (rest.includes(".."))
            throw refuse("has `..` after a wildcard");
        // The folder's own name escaped, so that a folder named `a[1]` is no character class.
        const absolute = `${this.base === "/" ? "" : (0,minimatch__WEBPACK_IMPORTED_MODULE_2__/* .escape */ .ih)(this.base)}/${rest.join("/")}`;
        this.matcher = new minimatch__WEBPACK_IMPORTED_MODULE_2__/* .Minimatch */ .VR(absolute, GITHUB_GLOB);
    }
    /** Absolute paths of the matching files, sorted; at most 1,000. */
    files() {
        const from = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(this.root, this.base).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/");
        const skip = from.split("/").some((s) => SKIP.has(s)) ? new Set() : SKIP;
        return (0,_workspace_js__WEBPACK_IMPORTED_MODULE_5__/* .walkFiles */ .Fv)(this.root, {
            from,
            skip,
            limit: MAX_FILES,
            keep: (rel) => this.matches(rel),
        }).map((rel) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.root, rel));
    }
    /** The file matches, or a folder above it (below the base) does: @actions/glob's implicit descendants. */
    matches(rel) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.root, rel);
        if (this.matcher.match(path))
            return true;
        for (let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path, ".."); dir.length > this.base.length && inside(this.base, dir);) {
            if (this.matcher.match(dir))
                return true;
            dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir, "..");
        }
        return false;
    }
    /** How a file is named in reports and warnings: relative to the working directory. */
    label(path) {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(this.cwd, path).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/");
    }
}
function stamp(path) {
    try {
        const s = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path, { bigint: true });
        return `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
    }
    catch {
        return null;
    }
}
/** The JUnit files of each attempt: mark() before it starts, read() after it ends. */
class AttemptJUnit {
    glob;
    before = new Map();
    constructor(glob) {
        this.glob = glob;
    }
    /** Takes the stamp of every file the glob matches now: none of them is the next attempt's unless rewritten. */
    mark() {
        this.before = new Map(this.glob.files().map((f) => [f, stamp(f)]));
    }
    /** Reads and parses the files written since mark(); problems and stale files become warnings. */
    read(warnings) {
        const fresh = [];
        const stale = [];
        for (const f of this.glob.files()) {
            const now = stamp(f);
            if (now !== null && this.before.has(f) && this.before.get(f) === now)
                stale.push(f);
            else if (now !== null)
                fresh.push(f);
        }
        const glob = JSON.stringify(this.glob.glob);
        if (stale.length > 0) {
            const named = stale.slice(0, MAX_NAMED).map((f) => this.glob.label(f));
            const more = stale.length > MAX_NAMED ? ` and ${stale.length - MAX_NAMED} more` : "";
            warnings.push(fresh.length === 0
                ? `junit: ${glob} matches only files not written during this attempt (left by an earlier attempt or run), not read: ${named.join(", ")}${more}`
                : `junit: not read, not written during this attempt: ${named.join(", ")}${more}`);
        }
        else if (fresh.length === 0)
            warnings.push(`junit: no file matches ${glob}`);
        return readAll(fresh, this.glob, warnings);
    }
}
function readAll(files, glob, warnings) {
    const out = [];
    let total = 0;
    for (const path of files) {
        const f = glob.label(path);
        const size = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).size;
        total += size;
        if (total > MAX_BYTES) {
            warnings.push(`junit: ${f} and later files not read: more than 256 MiB of JUnit XML`);
            break;
        }
        try {
            out.push((0,_core_junit_js__WEBPACK_IMPORTED_MODULE_3__/* .parseJUnit */ .iM)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path), f));
        }
        catch (e) {
            if (!(e instanceof _core_junit_js__WEBPACK_IMPORTED_MODULE_3__/* .JUnitParseError */ .qI))
                throw e;
            warnings.push(`JUnit file not used: ${e.message}`);
        }
    }
    return out;
}


/***/ })

};
;