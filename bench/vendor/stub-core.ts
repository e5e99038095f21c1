// Stand-ins for @actions/core and glob, so the vendored parsers run outside an action: logging is dropped
// (the action would print it to the job log) and no workspace is searched for source files.
/* eslint-disable */
export const debug = (_m: string) => {};
export const info = (_m: string) => {};
export const warning = (_m: string) => {};
export const error = (_m: string) => {};
export const glob = async (_p: string, _o?: unknown): Promise<string[]> => [];
