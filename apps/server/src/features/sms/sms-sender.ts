/** One text message to one phone number. */
export interface SmsMessage {
  /** The number, normalised (spaces, dashes and parentheses removed; see @percurso/shared). */
  to: string;
  text: string;
}

/**
 * Sends SMS. The default (outbox-sms-sender.ts) writes each message to DATA_DIR/sms-outbox; a real
 * provider implements this interface and is passed to createApp as `sms` (docs/decisions/0009-phone-auth.md).
 * `send` resolves once the provider has accepted the message and rejects when it has not.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
