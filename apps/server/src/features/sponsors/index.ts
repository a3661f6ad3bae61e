export { listEnabledSponsors, listSponsorsByIds, saveSponsor } from './sponsors.repository.ts';
