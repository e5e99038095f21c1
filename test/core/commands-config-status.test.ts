// `flakeharden/config` (core/agent/config-status.ts): failing while the file is invalid, back to success once, and
// no write at all for a repository whose file was never invalid.
import { describe, expect, it } from "vitest";
import {
  CONFIG_INVALID,
  CONFIG_VALID,
  configStatus,
  repoConfig,
} from "../../src/core/agent/config-status.js";

const sha = "a".repeat(40);

describe("configStatus", () => {
  it("sets nothing while the file is valid and was never failing", () => {
    expect(configStatus({ failing: false, invalid: false, sha })).toEqual({ effect: null, failing: false });
  });

  it("fails while the file is invalid, each time, and remembers it", () => {
    for (const failing of [false, true])
      expect(configStatus({ failing, invalid: true, sha })).toEqual({
        effect: {
          kind: "status",
          sha,
          context: "flakeharden/config",
          state: "failure",
          description: CONFIG_INVALID,
          url: null,
        },
        failing: true,
      });
  });

  it("sets success once the file is valid again, then nothing", () => {
    const back = configStatus({ failing: true, invalid: false, sha });
    expect(back).toEqual({
      effect: {
        kind: "status",
        sha,
        context: "flakeharden/config",
        state: "success",
        description: CONFIG_VALID,
        url: null,
      },
      failing: false,
    });
    expect(configStatus({ failing: back.failing, invalid: false, sha }).effect).toBeNull();
  });
});

describe("repoConfig", () => {
  it("none or an empty file is the defaults; a bad value names the file and the field", () => {
    expect(repoConfig(null)).toMatchObject({ ok: true });
    expect(repoConfig({ parsed: null })).toMatchObject({ ok: true });
    expect(repoConfig({ parsed: undefined })).toMatchObject({ ok: true });
    const bad = repoConfig({ parsed: { loop: { "max-attempts": 0 } } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/^\.github\/flakeharden\.yml: loop\.max-attempts/);
    const good = repoConfig({ parsed: { agent: { mention: "@copilot" } } });
    expect(good.ok && good.config.agent.mention).toBe("@copilot");
  });

  it("a file that is not YAML is said so, under the path it was read from", () => {
    expect(repoConfig({ unreadable: "bad indentation" })).toMatchObject({
      ok: false,
      error: ".github/flakeharden.yml: bad indentation",
    });
    expect(repoConfig({ unreadable: "bad indentation" }, "ci/fh.yml")).toMatchObject({
      ok: false,
      error: "ci/fh.yml: bad indentation",
    });
  });
});
