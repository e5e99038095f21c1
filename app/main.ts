// `npm start`: the flakeharden PR app. Thin: read the settings, start, stop on a signal.
import { readSettings, SettingsError } from "./settings.js";
import { startApp } from "./server.js";

/** The Node major the app is supported on (the action and the CLI: 20.18.1). */
const MIN_NODE = 22;

async function main(): Promise<void> {
  let settings;
  try {
    settings = readSettings(process.env);
  } catch (err) {
    if (err instanceof SettingsError) {
      process.stderr.write(`${err.message}\nSee README.md, "The PR app", for how to set these.\n`);
      process.exit(1);
    }
    throw err;
  }
  const app = await startApp(settings);
  app.log.info(
    { port: app.port, opsPort: app.opsPort, store: app.store.kind },
    `flakeharden app listening on ${settings.host}:${app.port}, /healthz and /metrics on ${settings.opsHost}:${app.opsPort} (store: ${app.store.kind})`,
  );
  // Probot 14 pulls content-type 3 (through @octokit/request), which declares Node >= 22.
  const major = Number(process.versions.node.split(".")[0]);
  if (major < MIN_NODE)
    app.log.warn(
      `Node ${process.versions.node}: the app is supported on Node >= ${MIN_NODE} (a dependency of Probot declares it); it runs here, unsupported`,
    );
  let stopping = false;
  const stop = (): void => {
    if (stopping) process.exit(1);
    stopping = true;
    app.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`flakeharden app: ${(err as Error).message}\n`);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((err: unknown) => {
  process.stderr.write(
    `flakeharden app: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
