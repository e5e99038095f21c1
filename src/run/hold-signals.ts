// The first thing the CLI's and the action's entry points do, before loading the rest (a bundle of a few
// hundred kilobytes takes tens of milliseconds to load): hold SIGINT and SIGTERM, so that a Ctrl-C or a
// cancelled workflow in those first moments is not Node's default (exit at once, no report). No imports:
// this module must cost nothing to load.

const SIGNALS = ["SIGINT", "SIGTERM"] as const;

export interface HeldSignals {
  /**
   * Stops holding and hands each held signal, in order, to the handlers installed since; with none
   * installed (a command that does not handle signals), the signal is raised again, to its default effect.
   */
  release(): void;
}

export function holdSignals(): HeldSignals {
  const held: NodeJS.Signals[] = [];
  const onSignal = (signal: NodeJS.Signals) => void held.push(signal);
  for (const s of SIGNALS) process.on(s, onSignal);
  return {
    release() {
      for (const s of SIGNALS) process.off(s, onSignal);
      for (const signal of held.splice(0)) {
        if (process.listenerCount(signal) > 0) process.emit(signal, signal);
        else process.kill(process.pid, signal);
      }
    },
  };
}

/**
 * Resolves once a poll phase of the event loop has run: a signal that arrived while the bundle loaded is then
 * delivered (to the holding handler). Loading the bundle's chunks may not return to the event loop at all
 * (CommonJS chunks load synchronously; Node 22 and later may load ES modules so too), and the entry may itself
 * run inside a turn of the loop (an ES module entry, or `--import`): a single immediate can then run before
 * the next poll phase, so this waits for an immediate set from an immediate, which runs after it.
 */
export function deliverPendingSignals(): Promise<void> {
  return new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
}
