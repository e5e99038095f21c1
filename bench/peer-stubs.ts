// Stand-ins for @actions/core and glob when mikepenz/action-junit-report's parser runs outside an action
// (bench/junit.ts bundles it with these in their place): its logging is dropped (the action prints a line per
// failing case to the job log, which would be timed here as well) and no workspace is searched for source files.
export const debug = (_message: string): void => {};
export const info = (_message: string): void => {};
export const warning = (_message: string): void => {};
export const error = (_message: string): void => {};
export const glob = (_pattern: string | string[], _options?: unknown): Promise<string[]> =>
  Promise.resolve([]);
