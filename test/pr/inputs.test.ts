// The PR action's inputs: action.yml and the schema declare the same ones, and a bad one is named.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { InputError, PR_INPUTS, readInputs } from "../../src/pr/inputs.js";
import { PermissionError, permissionFor } from "../../src/pr/api.js";

const RUNNER = { GITHUB_EVENT_NAME: "workflow_run", GITHUB_EVENT_PATH: "/tmp/event.json" };

describe("the PR action's inputs", () => {
  it("pr/action.yml declares exactly the inputs the schema reads; only the token has a default there", () => {
    const yml = parse(readFileSync(join(import.meta.dirname, "..", "..", "pr", "action.yml"), "utf8")) as {
      inputs: Record<string, { default: string }>;
      runs: { using: string; main: string };
    };
    expect(Object.keys(yml.inputs)).toEqual([...PR_INPUTS]);
    for (const [name, input] of Object.entries(yml.inputs))
      expect(input.default, name).toBe(name === "github-token" ? "${{ github.token }}" : "");
    expect(yml.runs).toEqual({ using: "node24", main: "../dist/pr/index.js" });
  });

  it("reads the defaults, and names a bad input with what is allowed", () => {
    expect(readInputs({ ...RUNNER, "INPUT_GITHUB-TOKEN": "t" })).toMatchObject({
      config: ".github/flakeharden.yml",
      "bot-login": "github-actions[bot]",
      "timeout-seconds": 30,
      GITHUB_API_URL: "https://api.github.com",
    });
    expect(() => readInputs({ ...RUNNER, "INPUT_GITHUB-TOKEN": "t", "INPUT_TIMEOUT-SECONDS": "0" })).toThrow(
      /timeout-seconds.*1 to 600/,
    );
    expect(() => readInputs({ ...RUNNER, "INPUT_GITHUB-TOKEN": "t", INPUT_CONFIG: "../x.yml" })).toThrow(
      InputError,
    );
    expect(() => readInputs({ ...RUNNER })).toThrow(/github-token/);
  });

  it("names the permission each route needs, as the workflow writes it", () => {
    expect(permissionFor("POST /repos/{owner}/{repo}/statuses/{sha}")).toBe("statuses: write");
    expect(permissionFor("GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts")).toBe("actions: read");
    expect(permissionFor("POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs")).toBe(
      "actions: write",
    );
    expect(permissionFor("POST /repos/{owner}/{repo}/issues/{issue_number}/comments")).toBe(
      "pull-requests: write",
    );
    expect(permissionFor("GET /repos/{owner}/{repo}/contents/{path}")).toBe("contents: read");
    expect(permissionFor("GET /repos/{owner}/{repo}/compare/{basehead}")).toBe("contents: read");
    expect(
      new PermissionError(403, "POST /x", "statuses: write", "Resource not accessible by integration")
        .message,
    ).toBe(
      "the token lacks `statuses: write`: POST /x answered 403 (Resource not accessible by integration); add `statuses: write` under `permissions:` in the workflow",
    );
  });
});
