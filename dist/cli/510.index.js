"use strict";exports.id=510;exports.ids=[510];exports.modules={8510:((__unused_webpack_module,__webpack_exports__,__webpack_require__)=>{__webpack_require__.d(__webpack_exports__,{USAGE:()=>USAGE,VP:()=>ANALYZE_HELP,WU:()=>RUN_HELP,XU:()=>ANALYZE_FLAGS,x9:()=>RUN_CLI_FLAGS});var _core_limits_js__WEBPACK_IMPORTED_MODULE_0__=__webpack_require__(1312);var _core_version_js__WEBPACK_IMPORTED_MODULE_2__=__webpack_require__(9010);var _run_flags_js__WEBPACK_IMPORTED_MODULE_1__=__webpack_require__(2396);const REPORT={kind:"text",max:4096,default:null,allowed:"a file path in an existing directory",placeholder:"FILE",meaning:"also write the JSON report to FILE (schema: schema/flakeharden.report.schema.json)"};const RUN_CLI_FLAGS={..._run_flags_js__WEBPACK_IMPORTED_MODULE_1__.WB,report:REPORT};const ANALYZE_FLAGS={log:{kind:"text",max:4096,default:null,allowed:"a file path, or - for standard input",placeholder:"FILE",meaning:"a CI log of any size, streamed"},junit:{kind:"text",max:4096,default:null,allowed:"a file path",placeholder:"FILE",multiple:true,meaning:"a JUnit XML file; repeat for several"},workspace:{kind:"text",max:4096,default:".",allowed:"a directory path",placeholder:"DIR",meaning:"the repository the log is about, to verify file:line"},report:REPORT,json:{kind:"bool",default:false,meaning:"print the JSON report instead of the summary and prompt"},"prompt-budget":{..._run_flags_js__WEBPACK_IMPORTED_MODULE_1__.WB["prompt-budget"],shownDefault:String(_core_limits_js__WEBPACK_IMPORTED_MODULE_0__.ju)},command:{kind:"text",max:4e3,default:null,allowed:"a command of at most 4000 characters",placeholder:"CMD",meaning:"the command that produced the log, recorded in the report"},"exit-code":{kind:"int",min:0,max:255,default:null,meaning:"its exit code, when known: a failing run whose log names no failure is still reported"}};const placeholder=spec=>spec.kind==="int"?" N":spec.kind==="enum"?` ${spec.values.join("|")}`:spec.kind==="text"?` ${spec.placeholder}`:spec.kind==="list"?" LIST":"";function flagHelp(flags){const rows=Object.entries(flags).map(([name,spec])=>{const allowed=spec.kind==="bool"?"a switch":(0,_run_flags_js__WEBPACK_IMPORTED_MODULE_1__.En)(spec);const def=spec.kind==="bool"?"off":(0,_run_flags_js__WEBPACK_IMPORTED_MODULE_1__.VC)(spec).replace(/`/g,"");return[`--${name}${placeholder(spec)}`,`${spec.meaning.replace(/`/g,"")}. Allowed: ${allowed}; default: ${def}`]});rows.push(["-h, --help","this help"]);const width=Math.max(...rows.map(([f])=>f.length))+2;return rows.map(([f,m])=>`  ${f.padEnd(width)}${m}`).join("\n")}const RUN_HELP=`Usage: flakeharden run [flags] [--] <command\u2026>

Runs the command as a workflow step would (bash -e -o pipefail -c), retrying a failure (or, in
measure mode, running every attempt), and prints a line per attempt, the summary and the prompt.
Flags are read up to the first word that is not a flag (or up to --): everything after it is the
command's, so \`flakeharden run echo hi --retries 5\` runs \`echo hi --retries 5\` once.

${flagHelp(RUN_CLI_FLAGS)}

Ctrl-C (SIGINT) or SIGTERM stops the command's processes and starts no further attempt; the report
covers the attempts that ran. A second signal exits at once.
Exit codes: 0 passed (or flaky, unless --on-flaky fail), 1 failed, 2 usage error, 130 interrupted by
SIGINT, 143 by SIGTERM.
`;const ANALYZE_HELP=`Usage: flakeharden analyze --log FILE [--junit FILE]... [flags]

Analyses a CI log and/or JUnit files: categorized failures at verified file:line, reproduce commands,
and a targeted prompt.

${flagHelp(ANALYZE_FLAGS)}

Exit codes: 0 the analysis ran (failures found or not), 2 usage error or unreadable input.
`;const USAGE=`flakeharden ${_core_version_js__WEBPACK_IMPORTED_MODULE_2__.x}: categorized, located, reproducible CI failures.

Usage:
  flakeharden run [flags] [--] <command\u2026>     run a command with bounded retries
  flakeharden analyze --log FILE [flags]      analyse a CI log and JUnit files
  flakeharden help | --help                   this help
  flakeharden --version                       the version

${RUN_HELP}
${ANALYZE_HELP}`}),9010:((__unused_webpack_module,__webpack_exports__,__webpack_require__)=>{__webpack_require__.d(__webpack_exports__,{x:()=>VERSION});const VERSION="0.1.0"})};;
