import { describe, expect, it } from 'vitest';
import { instantOf } from './wall-clock.ts';

describe('a scheduled publish time in the venue time zone', () => {
  it('reads Saturday 10:00 in São Paulo as 13:00 UTC', () => {
    expect(instantOf('2026-12-05T10:00', 'America/Sao_Paulo')?.toISOString()).toBe('2026-12-05T13:00:00.000Z');
  });

  it('follows daylight saving time where the zone has it', () => {
    expect(instantOf('2026-07-04T10:00', 'Europe/Lisbon')?.toISOString()).toBe('2026-07-04T09:00:00.000Z');
    expect(instantOf('2026-12-05T10:00', 'Europe/Lisbon')?.toISOString()).toBe('2026-12-05T10:00:00.000Z');
  });

  it('refuses a time the zone skips and a date that does not exist', () => {
    expect(instantOf('2026-03-29T01:30', 'Europe/Lisbon')).toBeUndefined();
    expect(instantOf('2026-02-30T10:00', 'America/Sao_Paulo')).toBeUndefined();
  });
});
