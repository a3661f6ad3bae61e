import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger.ts';
import { runPeriodically } from './periodic.ts';

describe('runPeriodically', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first turn after firstMs, then every everyMs; a failed turn is logged and the next one comes; abort stops it', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(line) });
    const stop = new AbortController();
    let turns = 0;
    runPeriodically(
      'test job',
      async () => {
        turns += 1;
        if (turns === 2) throw new Error('database away');
      },
      { everyMs: 1000, firstMs: 100, logger, signal: stop.signal },
    );
    await vi.advanceTimersByTimeAsync(99);
    expect(turns).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(turns).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(turns).toBe(3);
    expect(lines.filter((line) => line.includes('periodic job failed'))).toHaveLength(1);
    expect(lines.join('')).toContain('test job');
    stop.abort();
    await vi.advanceTimersByTimeAsync(5000);
    expect(turns).toBe(3);
  });
});
