/** The one visitor the e2e run's OpenID Connect provider (oidc-server.ts) issues tokens for. */
export const E2E_OIDC_USER = { sub: 'e2e-social-visitor', email: 'social.visitor@example.com', name: 'Bia Social' };
