import { describe, expect, it } from 'vitest';
import { Mutex } from './mutex.ts';

describe('Mutex', () => {
  it('lets holders in one at a time, in the order they asked', async () => {
    const mutex = new Mutex();
    const events: string[] = [];
    const hold = async (name: string, ms: number) => {
      const release = await mutex.lock();
      events.push(`${name} in`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      events.push(`${name} out`);
      release();
    };
    await Promise.all([hold('a', 10), hold('b', 1), hold('c', 1)]);
    expect(events).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
  });

  it('ignores a second release of the same lock', async () => {
    const mutex = new Mutex();
    const first = await mutex.lock();
    first();
    first();
    const second = await mutex.lock();
    let thirdIn = false;
    const third = mutex.lock().then((release) => {
      thirdIn = true;
      release();
    });
    first();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(thirdIn).toBe(false);
    second();
    await third;
    expect(thirdIn).toBe(true);
  });
});
