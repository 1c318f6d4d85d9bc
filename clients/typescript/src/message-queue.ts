/**
 * The messages of a stream waiting for its reader: pushed as they arrive, read by one async iterator,
 * ended once (cleanly, or with the error the reader throws).
 */
type Item<T> = { message: T } | { end: Error | null };

export class MessageQueue<T> {
  readonly #items: Item<T>[] = [];
  #waiting: ((item: Item<T>) => void) | undefined;

  push(message: T): void {
    this.#put({ message });
  }

  /** Ends the reading: after the queued messages, returns (null) or throws `error`. */
  end(error: Error | null): void {
    this.#put({ end: error });
  }

  /** Yields every message in order until the end; `done` runs however the reading stops. */
  async *read(done: () => void): AsyncGenerator<T> {
    try {
      while (true) {
        const item =
          this.#items.shift() ?? (await new Promise<Item<T>>((resolve) => (this.#waiting = resolve)));
        if ("message" in item) yield item.message;
        else if (item.end) throw item.end;
        else return;
      }
    } finally {
      done();
    }
  }

  #put(item: Item<T>) {
    const waiting = this.#waiting;
    this.#waiting = undefined;
    if (waiting) waiting(item);
    else this.#items.push(item);
  }
}
