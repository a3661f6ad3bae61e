/** A FIFO lock: `lock()` resolves with a release function once every earlier holder released. */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  async lock(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => released);
    await previous;
    let isReleased = false;
    return () => {
      // Releasing twice would let a third holder in while the second still runs.
      if (isReleased) return;
      isReleased = true;
      release();
    };
  }
}
