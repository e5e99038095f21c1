import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readSettings, SettingsError } from "../../app/settings.js";
import { PRIVATE_KEY } from "./support.js";

const ROOT = join(import.meta.dirname, "..", "..");
const BASE = { APP_ID: "123", PRIVATE_KEY, WEBHOOK_SECRET: "a-long-secret" };

describe("the app's settings", () => {
  it("reads a complete environment, with defaults for the rest", () => {
    const s = readSettings(BASE);
    expect(s).toMatchObject({
      appId: 123,
      port: 3000,
      sqlitePath: "./flakeharden.sqlite",
      databaseUrl: undefined,
      baseUrl: "https://api.github.com",
    });
    expect(readSettings({ ...BASE, GHE_HOST: "ghe.example.com:8443" }).baseUrl).toBe(
      "https://ghe.example.com:8443/api/v3",
    );
    expect(readSettings({ ...BASE, DATABASE_URL: "postgres://fh@db/flakeharden" }).databaseUrl).toBe(
      "postgres://fh@db/flakeharden",
    );
  });

  it("reads the inbox's settings: workers, reconcile interval, GitHub timeout, the write budget", () => {
    expect(readSettings(BASE)).toMatchObject({
      workers: 8,
      reconcileIntervalMs: 600_000,
      githubTimeoutMs: 30_000,
      writesPerMinute: 80,
      writesPerHour: 500,
    });
    expect(
      readSettings({ ...BASE, WORKERS: "2", RECONCILE_INTERVAL_SECONDS: "0", WRITES_PER_MINUTE: "40" }),
    ).toMatchObject({ workers: 2, reconcileIntervalMs: 0, writesPerMinute: 40 });
    expect(() => readSettings({ ...BASE, WRITES_PER_MINUTE: "100" })).toThrow(
      /WRITES_PER_MINUTE[\s\S]*1 to 80/,
    );
    expect(() => readSettings({ ...BASE, WORKERS: "many" })).toThrow(/WORKERS[\s\S]*1 to 64/);
  });

  it("lists every missing or malformed setting with what to set, and never echoes a secret", () => {
    let message = "";
    try {
      readSettings({ APP_ID: "my-app", WEBHOOK_SECRET: "short", DATABASE_URL: "mysql://u:hunter22@db/x" });
    } catch (err) {
      expect(err).toBeInstanceOf(SettingsError);
      message = (err as Error).message;
    }
    expect(message).toMatch(/APP_ID: got "my-app"; allowed: the GitHub App's numeric ID/);
    expect(message).toMatch(/WEBHOOK_SECRET: got "\(hidden\)"/);
    expect(message).toMatch(/DATABASE_URL: got "\(hidden\)"; allowed: a postgres:\/\//);
    expect(message).toMatch(/PRIVATE_KEY: .*PRIVATE_KEY_PATH/);
    expect(message).not.toContain("hunter22");
    expect(message).not.toContain("short");
  });

  it("reads the key from PRIVATE_KEY_PATH and refuses a file that is not a PEM key", () => {
    const dir = mkdtempSync(join(tmpdir(), "fh-settings-"));
    try {
      const good = join(dir, "app.pem");
      writeFileSync(good, PRIVATE_KEY);
      expect(readSettings({ ...BASE, PRIVATE_KEY: undefined, PRIVATE_KEY_PATH: good }).privateKey).toBe(
        PRIVATE_KEY,
      );
      const bad = join(dir, "bad.pem");
      writeFileSync(bad, "not a key");
      expect(() => readSettings({ ...BASE, PRIVATE_KEY: undefined, PRIVATE_KEY_PATH: bad })).toThrow(
        /PRIVATE_KEY_PATH: not a PEM private key/,
      );
      expect(() =>
        readSettings({ ...BASE, PRIVATE_KEY: undefined, PRIVATE_KEY_PATH: join(dir, "missing.pem") }),
      ).toThrow(/PRIVATE_KEY_PATH: cannot read/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("start-up stops with the message when settings are missing (the real entry point)", () => {
    const env: Record<string, string> = { PATH: process.env.PATH ?? "" };
    const r = spawnSync(process.execPath, ["--import", "tsx", "app/main.ts"], {
      cwd: ROOT,
      env,
      encoding: "utf8",
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/cannot start/);
    expect(r.stderr).toMatch(/APP_ID/);
    expect(r.stderr).toMatch(/WEBHOOK_SECRET/);
    expect(r.stderr).toMatch(/README/);
  });
});
