import path from 'node:path';
import type { Logger } from '../../logger.ts';
import { createOutboxSmsSender } from './outbox-sms-sender.ts';
import type { SmsSender } from './sms-sender.ts';

export type { SmsMessage, SmsSender } from './sms-sender.ts';

/** The default sender: the outbox folder DATA_DIR/sms-outbox (no provider is built in). */
export function createSmsSender(settings: { dataDir: string }, logger: Logger): SmsSender {
  return createOutboxSmsSender(
    { outboxDir: path.join(settings.dataDir, 'sms-outbox') },
    logger.child({ component: 'sms' }),
  );
}
