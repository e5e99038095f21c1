// Starting the app: settings from the environment, the store, Probot's server. No `.env` file is
// read (Probot's `run` would copy one over the environment a deployment set).
import { type AddressInfo, createServer } from "node:net";
import type { ProbotOctokit } from "probot";
import { Probot, Server } from "probot";
import { pino } from "pino";
import { flakeharden } from "./app.js";
import type { Settings } from "./settings.js";
import { openStore, type Store } from "./store/index.js";

export interface Started {
  server: Server;
  store: Store;
  /** The port it listens on (PORT=0 picks a free one). */
  port: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** An Octokit class to use (tests turn off retries and pacing); Probot's own by default. */
  Octokit?: typeof ProbotOctokit;
  now?: () => Date;
}

export async function startApp(settings: Settings, options: StartOptions = {}): Promise<Started> {
  const log = pino({ level: settings.logLevel, name: "flakeharden" });
  const store = await openStore(
    settings.databaseUrl !== undefined
      ? { databaseUrl: settings.databaseUrl }
      : { sqlitePath: settings.sqlitePath },
  );
  const server = new Server({
    host: settings.host,
    // Probot's server reads port 0 as "unset" (3000): pick the free port ourselves.
    port: settings.port === 0 ? await freePort(settings.host) : settings.port,
    log,
    Probot: Probot.defaults({
      appId: settings.appId,
      privateKey: settings.privateKey,
      secret: settings.webhookSecret,
      baseUrl: settings.baseUrl,
      log,
      ...(options.Octokit !== undefined ? { Octokit: options.Octokit } : {}),
    }),
  });
  const serverUrl =
    settings.baseUrl === "https://api.github.com"
      ? "https://github.com"
      : settings.baseUrl.replace(/\/api\/v3$/, "");
  await server.load(
    flakeharden({ store, serverUrl, ...(options.now !== undefined ? { now: options.now } : {}) }),
  );
  const http = await server.start();
  const port = (http.address() as AddressInfo).port;
  return {
    server,
    store,
    port,
    async stop() {
      await server.stop();
      await store.close();
    },
  };
}

/** A port the system says is free on `host` now. */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
