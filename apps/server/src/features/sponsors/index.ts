export { listEnabledSponsors, saveSponsor } from './sponsors.repository.ts';
