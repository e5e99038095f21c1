// `npm start`: the flakeharden PR app. Thin: read the settings, start, stop on a signal.
import { readSettings, SettingsError } from "./settings.js";
import { startApp } from "./server.js";

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
  process.stdout.write(
    `flakeharden app listening on ${settings.host}:${app.port} (store: ${app.store.kind})\n`,
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
