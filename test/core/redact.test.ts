// Secrets never leave: the redactor on secret-shaped text, on every recorded log, on a whole report.
import { generateKeyPairSync } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/core/report/analyze.js";
import { parseJUnit } from "../../src/core/junit/index.js";
import { createRedactor, redactReport } from "../../src/core/redact/index.js";
import { TOKEN_FORMATS } from "../../src/core/redact/tokens.js";
import { scanLog } from "../../src/core/ingest/scan.js";
import { Report } from "../../src/core/schema.js";
import { CORPUS } from "../corpus/evaluate.js";
import { countRegexWork } from "../support/work.js";
import { SECRET_ENV, leaked, secretSamples } from "../support/secrets.js";

// Secret-shaped values: the right prefix and alphabet, made up (no tool here can print a real one).
const GHP = `ghp_${"A1b2C3d4E5".repeat(3)}xYz123`;
const PAT = `github_pat_11ABCDEFG0${"a1B2c3D4e5".repeat(8)}`;
const AKIA = "AKIAIOSFODNN7EXAMPLE";
const AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";

const redact = createRedactor({});

/**
 * One made-up token per documented format of tokens.ts (prefix, alphabet and length as the provider's page
 * says), in a line as a log would print it.
 */
const HEX = "0123456789abcdef";
const rep = (alphabet: string, n: number) =>
  Array.from({ length: n }, (_, i) => alphabet[(i * 7 + 3) % alphabet.length]).join("");
const AN = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const FORMAT_EXAMPLES: Record<string, string> = {
  "github-token": `ghs_${rep(AN, 36)}`,
  "github-fine-grained-pat": `github_pat_11${rep(AN, 20)}_${rep(AN, 59)}`,
  "aws-access-key-id": `ASIA${rep("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)}`,
  "slack-token": `xoxp-${rep("0123456789", 12)}-${rep("0123456789", 12)}-${rep(AN, 32)}`,
  "slack-app-token": `xapp-1-A${rep("ABCDEFGHIJ0123456789", 10)}-${rep("0123456789", 13)}-${rep(HEX, 64)}`,
  "slack-webhook": `hooks.slack.com/services/T${rep("ABCDEFGH0123456789", 8)}/B${rep("ABCDEFGH0123456789", 10)}/${rep(AN, 24)}`,
  "stripe-key": `rk_test_${rep(AN, 24)}`,
  "google-api-key": `AIza${rep(`${AN}_-`, 35)}`,
  "google-oauth-access-token": `ya29.${rep(`${AN}_-`, 120)}`,
  "google-oauth-client-secret": `GOCSPX-${rep(`${AN}_-`, 28)}`,
  "npm-token": `npm_${rep(AN, 36)}`,
  "gitlab-pat": `glpat-${rep(`${AN}_-`, 20)}`,
  "gitlab-token": `glrt-${rep(`${AN}_-`, 20)}`,
  "openai-key": `sk-svcacct-${rep(`${AN}_-`, 100)}`,
  "anthropic-key": `sk-ant-api03-${rep(`${AN}_-`, 93)}AA`,
  "huggingface-token": `hf_${rep(AN, 34)}`,
  "docker-hub-access-token": `dckr_pat_${rep(`${AN}_-`, 27)}`,
  "pypi-token": `pypi-AgEIcHlwaS5vcmc${rep(`${AN}_-`, 150)}`,
  "rubygems-key": `rubygems_${rep(HEX, 48)}`,
  "digitalocean-token": `dop_v1_${rep(HEX, 64)}`,
  "vault-token": `hvs.${rep(`${AN}_-`, 90)}`,
  "shopify-token": `shpat_${rep(HEX, 32)}`,
  "sendgrid-key": `SG.${rep(`${AN}_-`, 22)}.${rep(`${AN}_-`, 43)}`,
  "postman-key": `PMAK-${rep(HEX, 24)}-${rep(HEX, 34)}`,
  "databricks-token": `dapi${rep(HEX, 32)}`,
  "grafana-service-account-token": `glsa_${rep(AN, 32)}_${rep(HEX, 8)}`,
  "newrelic-user-key": `NRAK-${rep("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 27)}`,
  "buildkite-token": `bkua_${rep(HEX, 40)}`,
  "pulumi-token": `pul-${rep(HEX, 40)}`,
  "doppler-token": `dp.pt.${rep(AN, 43)}`,
  "age-secret-key": `AGE-SECRET-KEY-1${rep("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)}`,
  "telegram-bot-token": `123456789:AA${rep(`${AN}_-`, 33)}`,
  jwt: `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.${rep(`${AN}_-`, 43)}`,
};

describe("createRedactor: the documented token formats (tokens.ts)", () => {
  it("every format has an example here", () => {
    expect(TOKEN_FORMATS.map((f) => f.id).sort()).toEqual(Object.keys(FORMAT_EXAMPLES).sort());
  });

  it.each(Object.entries(FORMAT_EXAMPLES))("%s is masked, whole, in a line", (_id, token) => {
    expect(redact(`error: request with ${token} was refused`)).toBe("error: request with *** was refused");
    expect(redact(`"${token}",`)).toBe('"***",');
    // A longer run than the format says is masked whole, not cut at the format's length.
    expect(redact(`${token}Xy12`)).toBe("***");
  });

  it("the prefixes alone, or with a short body, are left", () => {
    for (const text of [
      "ghp_ is a prefix",
      "AKIA1234",
      "npm_install",
      "xoxb-1",
      "sk_live_x",
      "hf_hub_download",
    ])
      expect(redact(text)).toBe(text);
  });
});

describe("createRedactor: patterns", () => {
  it("GitHub tokens of every kind", () => {
    for (const p of ["ghp_", "gho_", "ghu_", "ghs_", "ghr_"]) {
      const token = `${p}${"Zz9".repeat(12)}`;
      expect(redact(`remote: token=${token} used`)).toBe("remote: token=*** used");
    }
    expect(redact(`GH_PAT: ${PAT}`)).toBe("GH_PAT: ***");
    expect(redact(`https://x-access-token:${GHP}@github.com/o/r.git`)).toBe(
      "https://x-access-token:***@github.com/o/r.git",
    );
  });

  it("AWS access key ids, and secret access keys when labelled", () => {
    expect(redact(`key id ${AKIA} in use`)).toBe("key id *** in use");
    expect(redact(`ASIA${"Q".repeat(16)}`)).toBe("***");
    expect(redact(`aws_secret_access_key = ${AWS_SECRET}`)).toBe("aws_secret_access_key = ***");
    expect(redact(`AWS_SECRET_ACCESS_KEY="${AWS_SECRET}"`)).toBe('AWS_SECRET_ACCESS_KEY="***"');
    // Unlabelled 40-character strings (commit SHAs) stay.
    const sha = "0123456789abcdef0123456789abcdef01234567";
    expect(redact(`HEAD is now at ${sha}`)).toBe(`HEAD is now at ${sha}`);
  });

  it("private key blocks across lines, with or without their end", () => {
    const { privateKey } = generateKeyPairSync("rsa", {
      modulusLength: 2048,
      privateKeyEncoding: { type: "pkcs1", format: "pem" },
      publicKeyEncoding: { type: "spki", format: "pem" },
    });
    const body = privateKey.split("\n")[1] as string;
    const out = redact(`before\n${privateKey}after`);
    expect(out).toBe("before\n-----BEGIN RSA PRIVATE KEY-----***-----END RSA PRIVATE KEY-----\nafter");
    expect(out).not.toContain(body);
    // A log cut inside the key: the base64 lines that follow the header go.
    const cut = privateKey.split("\n").slice(0, 6).join("\n");
    expect(redact(`${cut}`)).toBe("-----BEGIN RSA PRIVATE KEY-----***");
    // Escaped in JSON, on one line.
    const json = JSON.stringify({ key: privateKey });
    expect(redact(json)).toBe('{"key":"-----BEGIN RSA PRIVATE KEY-----***-----END RSA PRIVATE KEY-----\\n"}');
    // A public key is not a secret.
    expect(redact("-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----")).toBe(
      "-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----",
    );
  });

  it("Authorization headers, bearer tokens, Basic credentials", () => {
    expect(redact("> Authorization: Bearer abc.def-ghi_123")).toBe("> Authorization: Bearer ***");
    expect(redact('{"authorization":"token 0123456789abcdef"}')).toBe('{"authorization":"token ***"}');
    expect(redact('curl -H "Authorization: Basic dXNlcjpodW50ZXIy"')).toBe(
      'curl -H "Authorization: Basic ***"',
    );
    expect(redact("sent Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig")).toBe("sent Bearer ***");
    expect(redact(`Basic ${btoa("deploy:s3cr3t-pass")} sent`)).toBe("Basic *** sent");
    // Prose stays.
    expect(redact("Bearer authentication is required")).toBe("Bearer authentication is required");
    expect(redact("Basic usage: npm test")).toBe("Basic usage: npm test");
    expect(redact("Basic Authentication")).toBe("Basic Authentication");
  });

  it("never makes a text longer, so bounded fields stay within their bounds", () => {
    for (const t of [
      "-----BEGIN PRIVATE KEY-----",
      "-----BEGIN PRIVATE KEY-----!",
      "-----BEGIN PRIVATE KEY-----\nAB",
      "Authorization: x",
      "authorization=ab;",
      "https://u:pw@h",
    ])
      expect(redact(t).length, t).toBeLessThanOrEqual(t.length);
    expect(redact("Authorization: x")).toBe("Authorization: *");
  });

  it("passwords in URLs, never making the text longer", () => {
    expect(redact("postgres://app:hunter22@db:5432/app")).toBe("postgres://app:***@db:5432/app");
    expect(redact("https://u:p@example.com")).toBe("https://u:*@example.com");
    expect(redact("see https://example.com/a:b@c")).toBe("see https://example.com/a:b@c");
  });
});

describe("createRedactor: every kind of secret", () => {
  const r = createRedactor(SECRET_ENV);
  it.each(secretSamples().map((s) => [s.kind, s] as const))("%s", (_kind, s) => {
    const out = r(s.line);
    expect(out).not.toContain(s.value);
    expect(out).toContain("***");
    expect(out.length).toBeLessThanOrEqual(s.line.length);
  });

  it("all of them at once, in one text, and in JSON", () => {
    const text = secretSamples()
      .map((s) => s.line)
      .join("\n");
    expect(leaked(r(text))).toEqual([]);
    expect(leaked(r(JSON.stringify({ log: text })))).toEqual([]);
  });

  it("values written as variables' references or placeholders stay", () => {
    expect(r("PGPASSWORD=$PGPASS psql")).toBe("PGPASSWORD=$PGPASS psql");
    expect(r("NPM_TOKEN=${{ secrets.NPM_TOKEN }}")).toContain("secrets.NPM_TOKEN");
  });
});

describe("createRedactor: environment values", () => {
  it("values of secret-named variables, wherever they appear; short or innocent ones stay", () => {
    const r = createRedactor({
      CI: "true",
      NPM_TOKEN: "npm_0123456789",
      DB_PASSWORD: "correct horse battery staple",
      MY_API_KEY: "k3y!$(){}[]*+?.^|",
      SHORT_SECRET: "abc",
      HOME: "/home/runner",
      GOOGLE_APPLICATION_CREDENTIALS_JSON: '{\n  "private_key_id": "0123456789abcdef"\n}',
      UNSET_TOKEN: undefined,
    });
    const text = [
      "CI=true HOME=/home/runner",
      "npm ERR! using npm_0123456789 for registry",
      "connect: password 'correct horse battery staple' rejected",
      "key=k3y!$(){}[]*+?.^| abc",
      '  "private_key_id": "0123456789abcdef"',
    ].join("\n");
    expect(r(text)).toBe(
      [
        "CI=true HOME=/home/runner",
        "npm ERR! using *** for registry",
        "connect: password '***' rejected",
        "key=*** abc",
        "  ***",
      ].join("\n"),
    );
  });

  it("changes nothing in any recorded log under a runner's usual environment", () => {
    const r = createRedactor({
      CI: "true",
      GITHUB_ACTIONS: "true",
      GITHUB_TOKEN: `ghs_${"x".repeat(36)}`,
      HOME: "/root",
      RUNNER_TEMP: "/tmp/runner",
    });
    let n = 0;
    for (const id of readdirSync(CORPUS)) {
      for (const f of readdirSync(join(CORPUS, id))) {
        if (!/\.(txt|xml)$/.test(f)) continue;
        const text = readFileSync(join(CORPUS, id, f), "utf8");
        expect(r(text), `${id}/${f}`).toBe(text);
        n++;
      }
    }
    expect(n).toBeGreaterThan(100);
  });
});

describe("createRedactor: linear work", () => {
  // Counted, not timed (bench/linearity.ts has the times): the characters handed to the regex engine grow as
  // the input does, and stay a small multiple of it.
  it("hostile inputs of a megabyte hand the regex engine work linear in their size", () => {
    const r = createRedactor({ API_TOKEN: "abcdef" });
    const hostile = (k: number) => [
      "-----BEGIN ".repeat(100_000 / k),
      `-----BEGIN RSA PRIVATE KEY-----${"A".repeat(20)}\n`.repeat(20_000 / k),
      "Bearer ".repeat(150_000 / k),
      `Bearer ${"a".repeat(1_000_000 / k)}`,
      "Basic ".repeat(150_000 / k),
      `Basic ${"QUJD".repeat(250_000 / k)}`,
      "https://a:".repeat(100_000 / k),
      `https://${"a".repeat(1_000_000 / k)}`,
      "aws_secret_access_key=".repeat(50_000 / k),
      "Authorization: ".repeat(70_000 / k),
      "ghp_".repeat(250_000 / k),
      "AKIA".repeat(250_000 / k),
      `ghp_${"a".repeat(1_000_000 / k)}`,
      "eyJ".repeat(300_000 / k),
      `eyJ${"a".repeat(20)}.`.repeat(40_000 / k),
      "sk-ant-api03-".repeat(70_000 / k),
      "1234567890:AA".repeat(70_000 / k),
      "hooks.slack.com/services/T1234567/".repeat(30_000 / k),
      "abcde".repeat(200_000 / k),
    ];
    const small = hostile(4);
    hostile(1).forEach((h, i) => {
      const s = small[i] ?? "";
      const a = countRegexWork(() => r(s));
      const b = countRegexWork(() => r(h));
      // Work in proportion to the input (none at all on text no pattern can match: `abcde…`).
      expect(b.chars, h.slice(0, 30)).toBeLessThanOrEqual(a.chars * 4.4);
      // One pass per pattern (13), each linear.
      expect(b.chars, h.slice(0, 30)).toBeLessThan(h.length * 24);
    });
  });
});

function realReport(): Report {
  const dir = join(CORPUS, "ts-vitest-mixed");
  const files = readFileSync(join(dir, "files.txt"), "utf8").split("\n").filter(Boolean);
  const cases = parseJUnit(readFileSync(join(dir, "junit.xml"), "utf8"), "junit.xml").cases;
  return analyze({
    scan: scanLog(readFileSync(join(dir, "log.txt"), "utf8")),
    junit: [{ file: "junit.xml", cases }],
    workspace: { files, root: "/work/main/samples/ts-vitest" },
    // The command as a workflow might spell it, with a credential in it.
    command: "DATABASE_URL=postgres://ci:hunter22@localhost/db npx vitest run",
    exitCode: 1,
    version: "test",
  });
}

describe("redactReport", () => {
  it("redacts every string field, deep, in a new object that still parses", () => {
    const report = realReport();
    const before = JSON.stringify(report);
    // A secret that happens to be a word of the log: every occurrence goes.
    const out = redactReport(report, createRedactor({ SESSION_SECRET: "coupon" }));
    expect(JSON.stringify(report)).toBe(before); // the input is untouched
    const text = JSON.stringify(out);
    expect(text).not.toContain("coupon");
    expect(text).not.toContain("hunter22");
    expect(out.command).toBe("DATABASE_URL=postgres://ci:***@localhost/db npx vitest run");
    const runtime = out.buckets.find((b) => b.category === "runtime")?.failures[0];
    expect(runtime?.test).toBe("checkout > uppercases the *** code");
    expect(runtime?.excerpt).toContain("cart.***!.code.toUpperCase()");
    expect(Report.parse(out)).toEqual(out);
  });

  it("keeps identifiers and enumerations, even when a secret value occurs in them", () => {
    const report = realReport();
    const fp = report.buckets[0]?.failures[0]?.fingerprint ?? "";
    const out = redactReport(report, createRedactor({ X_TOKEN: fp.slice(0, 8), Y_SECRET: "assertion" }));
    expect(out.buckets[0]?.failures[0]?.fingerprint).toBe(fp);
    expect(out.primary).toBe("assertion");
    expect(out.buckets[0]?.category).toBe("assertion");
    expect(out.tool.name).toBe("flakeharden");
    // Free text is redacted: the rule id `assertion.js-expect`.
    expect(out.buckets[0]?.patterns).toEqual(["***.js-expect"]);
  });
});

describe("createRedactor", () => {
  it("makes one redactor for a frozen environment, and a new one for an environment that may change", () => {
    const snapshot = Object.freeze({ DEPLOY_TOKEN: "s3cr3t-value-1" });
    expect(createRedactor(snapshot)).toBe(createRedactor(snapshot));
    expect(createRedactor(snapshot)("x s3cr3t-value-1 y")).toBe("x *** y");
    // A live environment gains a secret after its first redactor: the next redactor knows it.
    const live: Record<string, string> = { DEPLOY_TOKEN: "s3cr3t-value-1" };
    const first = createRedactor(live);
    live.API_KEY = "an0ther-s3cret";
    expect(first("an0ther-s3cret")).toBe("an0ther-s3cret");
    expect(createRedactor(live)("an0ther-s3cret")).toBe("***");
  });
});
