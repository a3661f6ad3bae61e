import type { Db } from './tables/index.ts';

/** A PostgreSQL pool's connections now: open, idle (open, not in use), and requests waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const sources = new WeakMap<Db, () => PoolStats>();

/** Called by createDatabase for a PostgreSQL database (PGlite has one connection and no pool). */
export function registerPoolStats(db: Db, read: () => PoolStats): void {
  sources.set(db, read);
}

/** The pool's connections now, or undefined on PGlite. */
export function poolStatsOf(db: Db): PoolStats | undefined {
  return sources.get(db)?.();
}
