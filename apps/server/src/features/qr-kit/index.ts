export { qrKitRoutes } from './qr-kit.routes.ts';
