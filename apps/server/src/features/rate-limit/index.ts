export {
  AUTH_RATE_LIMITS,
  clientAddress,
  type RateLimitRule,
  type RateLimitSettings,
  rateLimit,
} from './rate-limit.ts';
