// An in-process keyed mutex: calls with the same key run one after another, in the order they came; calls with
// different keys do not wait for each other. Nothing is held while waiting (no connection, no timer).

export class KeyedMutex {
  readonly #tails = new Map<string, Promise<void>>();

  async run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(key) ?? Promise.resolve();
    let release: () => void = () => undefined;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    // `previous` never rejects: every tail is a chain of `mine` promises, which only resolve.
    const tail = previous.then(() => mine);
    this.#tails.set(key, tail);
    await previous;
    try {
      return await fn();
    } finally {
      release();
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    }
  }

  /** Keys with a call running or queued (for tests: the map must not grow without bound). */
  get size(): number {
    return this.#tails.size;
  }
}
