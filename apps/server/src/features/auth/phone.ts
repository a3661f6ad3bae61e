import type { SmsSender } from '../sms/index.ts';

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
