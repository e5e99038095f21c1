// `flakeharden/config` (core/agent/config-status.ts): failing while the file is invalid, back to success once, and
// no write at all for a repository whose file was never invalid.
import { describe, expect, it } from "vitest";
import { CONFIG_INVALID, CONFIG_VALID, configStatus } from "../../src/core/agent/config-status.js";

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
