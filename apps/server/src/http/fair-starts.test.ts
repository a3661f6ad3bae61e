import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { fairStarts } from './fair-starts.ts';

describe('fairStarts', () => {
  it('starts a request at once on an idle server and passes its answer and its error through', async () => {
    const started: string[] = [];
    const handle = fairStarts(async (name: string) => {
      started.push(name);
      if (name === 'bad') throw new Error('refused');
      return `answer ${name}`;
    });
    const first = handle('a');
    expect(started).toEqual(['a']);
    expect(await first).toBe('answer a');
    await nextTurn();
    await nextTurn();
    await expect(handle('bad')).rejects.toThrow('refused');
  });

  it('starts a crowd arriving in one turn one per turn, in the order it arrived', async () => {
    const started: string[] = [];
    const handle = fairStarts(async (name: string) => {
      started.push(name);
      return name;
    });
    const crowd = ['a', 'b', 'c', 'd'].map((name) => handle(name));
    expect(started).toEqual(['a']);
    await nextTurn();
    expect(started).toEqual(['a', 'b']);
    // One arriving while others wait queues behind them.
    crowd.push(handle('late'));
    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(await Promise.all(crowd)).toEqual(['a', 'b', 'c', 'd', 'late']);
    expect(started).toEqual(['a', 'b', 'c', 'd', 'late']);
  });
});
