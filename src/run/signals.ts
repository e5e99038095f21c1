// SIGINT (Ctrl-C at a terminal; a cancelled workflow's first signal) and SIGTERM during a run. The command
// runs in its own process group, out of reach of the terminal's Ctrl-C: it is stopped from here. The first
// signal aborts the run (the running attempt's group gets SIGTERM, then SIGKILL after the grace period, as
// on a timeout; no further attempt starts) and the caller writes what was gathered. A second one exits at
// once, after a SIGKILL to every process group still running.
import { killRunningGroups } from "./spawn.js";

/** 128 + the signal's number, as a shell reports a process killed by it. */
export const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;
export type StopSignal = keyof typeof SIGNAL_EXIT_CODES;
const SIGNALS = Object.keys(SIGNAL_EXIT_CODES) as StopSignal[];

export interface Interrupts {
  /** Aborted, with the signal's name as its reason, on the first signal. */
  readonly signal: AbortSignal;
  /** The first signal received, or null. */
  readonly received: StopSignal | null;
  /** Stops listening: a later signal has Node's default effect again. */
  dispose(): void;
}

export interface InterruptOptions {
  /** Called once, on the first signal, before the abort. */
  onFirst?: (signal: StopSignal) => void;
  /** How the second signal ends the process (tests replace it). */
  exit?: (code: number) => void;
}

export function handleInterrupts(o: InterruptOptions = {}): Interrupts {
  const controller = new AbortController();
  let received: StopSignal | null = null;
  const handler = (name: NodeJS.Signals) => {
    const signal = name as StopSignal;
    if (received === null) {
      received = signal;
      o.onFirst?.(signal);
      controller.abort(signal);
      return;
    }
    killRunningGroups();
    (o.exit ?? process.exit)(SIGNAL_EXIT_CODES[signal]);
  };
  for (const s of SIGNALS) process.on(s, handler);
  return {
    signal: controller.signal,
    get received() {
      return received;
    },
    dispose: () => {
      for (const s of SIGNALS) process.off(s, handler);
    },
  };
}
