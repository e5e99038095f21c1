// The compare API (`GET /repos/{owner}/{repo}/compare/{base}...{head}`) as both fake GitHubs answer it: the
// files as GitHub lists them and one commit per author login (null: a commit GitHub matched to no account).

/** What a fake holds for one `base...head`. */
export interface Compare {
  files: unknown[];
  authors: (string | null)[];
}

/** The status and body GitHub answers for `c` (404 when the fake holds no such comparison). */
export function compareAnswer(c: Compare | undefined): [number, unknown] {
  if (c === undefined) return [404, { message: "Not Found" }];
  const commits = c.authors.map((login) => ({ author: login === null ? null : { login }, committer: null }));
  return [200, { files: c.files, commits }];
}
