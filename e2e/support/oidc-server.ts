import { OAuth2Server } from 'oauth2-mock-server';
import { E2E_OIDC_USER } from './oidc-user.ts';

/**
 * The e2e run's OpenID Connect provider (configured as OIDC_* for the app under test): a local
 * oauth2-mock-server that approves every authorization at once and issues tokens for one visitor.
 * Usage: node --import tsx e2e/support/oidc-server.ts <port>
 */
const port = Number(process.argv[2]);
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, { ...E2E_OIDC_USER, email_verified: true });
});
await server.start(port, 'localhost');
process.stdout.write(`OIDC server at ${server.issuer.url}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.stop().finally(() => process.exit(0));
  });
}
