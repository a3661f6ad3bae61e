import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config.ts';

export type { Logger } from 'pino';

/** JSON lines on stdout (or `destination`), ready for any log shipper. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino({ level, base: { service: 'percurso' } }, destination);
}
