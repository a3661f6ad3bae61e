export { kioskGuideIdOf, kioskLock, kioskRoutes, panelKioskRoutes } from './kiosk.routes.ts';
export { kioskOf } from './kiosk.service.ts';
