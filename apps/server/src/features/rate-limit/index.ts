export {
  AUTH_RATE_LIMITS,
  clientAddress,
  limitRecipient,
  type RateLimitRule,
  type RateLimitSettings,
  RECIPIENT_RATE_LIMITS,
  rateLimit,
} from './rate-limit.ts';
