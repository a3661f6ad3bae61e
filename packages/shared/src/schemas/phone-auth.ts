import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../constants.ts';

/** Whether an SMS code is asked for to sign in to an existing account or to register a new one. */
export const PHONE_INTENTS = ['sign-in', 'sign-up'] as const;
export type PhoneIntent = (typeof PHONE_INTENTS)[number];

/** POST /api/auth/phone-number/send-otp: the number as typed (the server normalises it). */
export const sendPhoneCodeInput = z.object({
  phoneNumber: z.string().max(40).default(''),
  intent: z.enum(PHONE_INTENTS),
});
export type SendPhoneCodeInput = z.input<typeof sendPhoneCodeInput>;

/** POST /api/auth/phone-number/verify: the code received by SMS (and, to register, a name). */
export const verifyPhoneCodeInput = z.object({
  phoneNumber: z.string().max(40).default(''),
  code: z.string().trim().min(1).max(12),
  intent: z.enum(PHONE_INTENTS),
  name: z.string().trim().max(MAX_NAME_LENGTH, { error: 'name-too-long' }).optional(),
});
export type VerifyPhoneCodeInput = z.input<typeof verifyPhoneCodeInput>;
