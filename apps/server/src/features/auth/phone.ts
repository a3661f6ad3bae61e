import { phoneNumber } from 'better-auth/plugins';
import type { Logger } from '../../logger.ts';
import type { SmsSender } from '../sms/index.ts';
import { requestLocale, translate } from './mail-language.ts';

declare module './auth.ts' {
  interface AuthSettings {
    /** Sends the sign-in codes; without it asking for a code fails (createApp always sets one). */
    sms?: SmsSender;
  }
}

/** The placeholder e-mail of an account made by phone (auth_users.email is required and unique). */
export function phoneAccountEmail(normalizedPhone: string): string {
  return `phone-${normalizedPhone.replace(/\D/g, '')}${PHONE_EMAIL_DOMAIN}`;
}

const PHONE_EMAIL_DOMAIN = '@phone.percurso.invalid';

/** Whether the e-mail is a phone account's placeholder (nobody reads it, nothing to verify). */
export function isPhoneAccountEmail(email: string): boolean {
  return email.endsWith(PHONE_EMAIL_DOMAIN);
}

/** Codes last 5 minutes (the SMS says so); 3 wrong tries void a code. */
export const PHONE_CODE_SECONDS = 300;

/**
 * better-auth's phone-number plugin: SMS codes through our SmsSender, columns in snake_case
 * (migration 0005_phone). Numbers reach it normalised and resolved to the stored one by
 * phone.routes.ts, which also keeps the anonymous user's id on sign-up
 * (docs/decisions/0009-phone-auth.md).
 */
export function phoneAuth(settings: { sms?: SmsSender }, logger: Logger) {
  return phoneNumber({
    otpLength: 6,
    expiresIn: PHONE_CODE_SECONDS,
    allowedAttempts: 3,
    sendOTP: async ({ phoneNumber: to, code }, ctx) => {
      if (!settings.sms) throw new Error('phone sign-in: no SMS sender configured');
      const locale = requestLocale(ctx?.headers);
      await settings.sms.send({ to, text: translate(locale, 'sms.otp', { code }) });
      logger.debug({ component: 'sms', to }, 'sign-in code sent');
    },
    // Only reached through phone.routes.ts after it checked the number is free.
    signUpOnVerification: { getTempEmail: phoneAccountEmail, getTempName: (phone) => phone },
    schema: { user: { fields: { phoneNumber: 'phone_number', phoneNumberVerified: 'phone_number_verified' } } },
  });
}
