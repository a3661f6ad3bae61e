export {
  AUTH_RATE_LIMITS,
  clientAddress,
  HELP_REQUEST_RATE_LIMITS,
  KIOSK_PIN_RATE_LIMITS,
  limitFailures,
  limitRecipient,
  PIN_RATE_LIMITS,
  PREVIEW_LINK_RATE_LIMITS,
  type RateLimitRule,
  type RateLimitSettings,
  RECIPIENT_RATE_LIMITS,
  rateLimit,
} from './rate-limit.ts';
