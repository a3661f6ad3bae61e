export { listEnabledSocialNetworks, saveSocialNetwork } from './social-networks.repository.ts';
