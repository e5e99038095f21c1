// The app's settings, read once from the environment at start-up. A missing or malformed one stops
// start-up with a message that says what to set.
import { readFileSync } from "node:fs";
import { z } from "zod";
import { describeIssues } from "../src/core/errors.js";

export class SettingsError extends Error {
  override name = "SettingsError";
}

const PEM = /^-----BEGIN (?:RSA )?PRIVATE KEY-----\r?\n[\s\S]*?\r?\n-----END (?:RSA )?PRIVATE KEY-----\s*$/;

const Env = z
  .object({
    APP_ID: z
      .string({ error: "allowed: the GitHub App's numeric ID (on the app's settings page)" })
      .regex(/^\d{1,12}$/, { error: "allowed: the GitHub App's numeric ID (on the app's settings page)" }),
    PRIVATE_KEY: z.string().optional(),
    PRIVATE_KEY_PATH: z.string().min(1).optional(),
    WEBHOOK_SECRET: z
      .string({ error: "required: the webhook secret set on the GitHub App" })
      .min(8, { error: "allowed: at least 8 characters (the webhook secret set on the GitHub App)" }),
    PORT: z
      .string()
      .regex(/^\d{1,5}$/, { error: "allowed: a TCP port, 0 to 65535" })
      .transform(Number)
      .pipe(z.number().max(65_535, { error: "allowed: a TCP port, 0 to 65535" }))
      .default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    /**
     * The operations port: GET /healthz and GET /metrics, nothing else, on OPS_HOST (loopback unless said). Kept off
     * the public port, which serves webhooks and the flakiness page to anyone.
     */
    OPS_PORT: z
      .string()
      .regex(/^\d{1,5}$/, { error: "allowed: a TCP port, 0 to 65535" })
      .transform(Number)
      .pipe(z.number().max(65_535, { error: "allowed: a TCP port, 0 to 65535" }))
      .default(3001),
    OPS_HOST: z.string().min(1).default("127.0.0.1"),
    /** When set, the public port also answers /healthz and /metrics to `Authorization: Bearer <OPS_TOKEN>`. */
    OPS_TOKEN: z.string().min(32, { error: "allowed: at least 32 random characters" }).max(200).optional(),
    FLAKEHARDEN_DB: z.string().min(1).default("./flakeharden.sqlite"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(?:ql)?:\/\//, { error: "allowed: a postgres:// or postgresql:// connection URL" })
      .optional(),
    /** GitHub Enterprise Server (or a local fake): host[:port], with GHE_PROTOCOL http or https. */
    GHE_HOST: z.string().min(1).optional(),
    GHE_PROTOCOL: z.enum(["http", "https"]).default("https"),
    LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).default("info"),
    /** Deliveries handled at once by this process. */
    WORKERS: count(1, 64, "a whole number of workers, 1 to 64").default(8),
    /** Seconds between reconcile passes (0: only at start-up). */
    RECONCILE_INTERVAL_SECONDS: count(0, 86_400, "seconds, 0 (only at start-up) to 86400").default(600),
    /** Seconds between sweeps for agents' pushes with no workflow run (0: no sweep). */
    SWEEP_INTERVAL_SECONDS: count(0, 3_600, "seconds, 0 (no sweep) to 3600").default(60),
    /** Every GitHub request's timeout. */
    GITHUB_TIMEOUT_SECONDS: count(1, 600, "seconds, 1 to 600").default(30),
    /** Content-creating requests per installation: GitHub's secondary limits (divide them among replicas). */
    WRITES_PER_MINUTE: count(1, 80, "1 to 80 (GitHub's secondary limit is about 80 a minute)").default(80),
    WRITES_PER_HOUR: count(1, 500, "1 to 500 (GitHub's secondary limit is about 500 an hour)").default(500),
    /** The flakiness page's sign-in: the app's OAuth client (the manifest flow writes both). */
    GITHUB_CLIENT_ID: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,100}$/, { error: "allowed: the GitHub App's client ID" })
      .optional(),
    GITHUB_CLIENT_SECRET: z
      .string()
      .min(20, { error: "allowed: the GitHub App's client secret (40 characters)" })
      .max(200)
      .optional(),
    /** Where users reach the app (the flakiness page): its OAuth callback is PUBLIC_URL/auth/callback. */
    PUBLIC_URL: z
      .string()
      .regex(/^https?:\/\/[^\s/?#]+(?:\/[^\s?#]*)?$/, {
        error: "allowed: the app's address, https://host[:port][/path]",
      })
      .optional(),
    /** Signs and encrypts the page's session cookies; derived from GITHUB_CLIENT_SECRET when unset. */
    SESSION_SECRET: z.string().min(32, { error: "allowed: at least 32 random characters" }).optional(),
  })
  .refine((e) => e.PRIVATE_KEY !== undefined || e.PRIVATE_KEY_PATH !== undefined, {
    path: ["PRIVATE_KEY"],
    error: "required: PRIVATE_KEY (the app's PEM private key) or PRIVATE_KEY_PATH (a file holding it)",
  })
  .refine(
    (e) =>
      e.GITHUB_CLIENT_ID === undefined ||
      (e.GITHUB_CLIENT_SECRET !== undefined && e.PUBLIC_URL !== undefined),
    {
      path: ["GITHUB_CLIENT_ID"],
      error:
        "the flakiness page also needs GITHUB_CLIENT_SECRET (the app's client secret) and PUBLIC_URL (the app's address); unset GITHUB_CLIENT_ID to serve no page",
    },
  );

function count(min: number, max: number, allowed: string) {
  const error = `allowed: ${allowed}`;
  return z
    .string()
    .regex(/^\d{1,6}$/, { error })
    .transform(Number)
    .pipe(z.number().min(min, { error }).max(max, { error }));
}

const SECRET_SETTINGS = [
  "PRIVATE_KEY",
  "WEBHOOK_SECRET",
  "DATABASE_URL",
  "GITHUB_CLIENT_SECRET",
  "SESSION_SECRET",
  "OPS_TOKEN",
] as const;

/** The flakiness page's sign-in with GitHub (see app/oauth.ts). */
export interface OAuthSettings {
  clientId: string;
  clientSecret: string;
  /** The app's address, without a trailing slash. */
  publicUrl: string;
  sessionSecret: string;
}

export interface Settings {
  appId: number;
  privateKey: string;
  webhookSecret: string;
  port: number;
  host: string;
  /** The operations port (/healthz, /metrics) and its address. */
  opsPort: number;
  opsHost: string;
  /** The bearer token that opens /healthz and /metrics on the public port too; null: only on the ops port. */
  opsToken: string | null;
  sqlitePath: string;
  databaseUrl: string | undefined;
  /** The REST API base URL (`https://api.github.com` unless GHE_HOST is set). */
  baseUrl: string;
  logLevel: "trace" | "debug" | "info" | "warn" | "error" | "fatal" | "silent";
  workers: number;
  /** 0: reconcile only at start-up. */
  reconcileIntervalMs: number;
  /** 0: no sweep for pushes without a run (app/sweep.ts). */
  sweepIntervalMs: number;
  githubTimeoutMs: number;
  writesPerMinute: number;
  writesPerHour: number;
  /** null: no flakiness page (GITHUB_CLIENT_ID unset). */
  oauth: OAuthSettings | null;
}

/** Reads the settings from `env`; throws a SettingsError listing every problem. */
export function readSettings(env: Readonly<Record<string, string | undefined>>): Settings {
  // An empty variable is an unset one.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = Env.safeParse(present);
  if (!parsed.success) {
    // Never echo a secret back into a log.
    const shown = { ...present };
    for (const k of SECRET_SETTINGS) if (shown[k] !== undefined) shown[k] = "(hidden)";
    throw new SettingsError(`flakeharden app: cannot start.\n${describeIssues(parsed.error, shown)}`);
  }
  const e = parsed.data;
  let privateKey: string;
  if (e.PRIVATE_KEY !== undefined) {
    privateKey = e.PRIVATE_KEY.replace(/\\n/g, "\n");
  } else {
    const path = e.PRIVATE_KEY_PATH as string;
    try {
      privateKey = readFileSync(path, "utf8");
    } catch (err) {
      throw new SettingsError(
        `flakeharden app: cannot start.\nPRIVATE_KEY_PATH: cannot read ${JSON.stringify(path)} (${(err as Error).message}); set it to the app's .pem file`,
      );
    }
  }
  if (!PEM.test(privateKey.trim() + "\n")) {
    throw new SettingsError(
      `flakeharden app: cannot start.\n${e.PRIVATE_KEY !== undefined ? "PRIVATE_KEY" : "PRIVATE_KEY_PATH"}: not a PEM private key (allowed: the .pem file GitHub generated for the app, "-----BEGIN RSA PRIVATE KEY-----" … "-----END RSA PRIVATE KEY-----")`,
    );
  }
  return {
    appId: Number(e.APP_ID),
    privateKey,
    webhookSecret: e.WEBHOOK_SECRET,
    port: e.PORT,
    host: e.HOST,
    opsPort: e.OPS_PORT,
    opsHost: e.OPS_HOST,
    opsToken: e.OPS_TOKEN ?? null,
    sqlitePath: e.FLAKEHARDEN_DB,
    databaseUrl: e.DATABASE_URL,
    baseUrl: e.GHE_HOST === undefined ? "https://api.github.com" : `${e.GHE_PROTOCOL}://${e.GHE_HOST}/api/v3`,
    logLevel: e.LOG_LEVEL,
    workers: e.WORKERS,
    reconcileIntervalMs: e.RECONCILE_INTERVAL_SECONDS * 1000,
    sweepIntervalMs: e.SWEEP_INTERVAL_SECONDS * 1000,
    githubTimeoutMs: e.GITHUB_TIMEOUT_SECONDS * 1000,
    writesPerMinute: e.WRITES_PER_MINUTE,
    writesPerHour: e.WRITES_PER_HOUR,
    oauth:
      e.GITHUB_CLIENT_ID === undefined || e.GITHUB_CLIENT_SECRET === undefined || e.PUBLIC_URL === undefined
        ? null
        : {
            clientId: e.GITHUB_CLIENT_ID,
            clientSecret: e.GITHUB_CLIENT_SECRET,
            publicUrl: withoutTrailingSlashes(e.PUBLIC_URL),
            sessionSecret: e.SESSION_SECRET ?? e.GITHUB_CLIENT_SECRET,
          },
  };
}

function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === "/") end--;
  return url.slice(0, end);
}
