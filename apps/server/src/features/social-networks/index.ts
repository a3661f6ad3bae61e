export { listEnabledSocialNetworks, listSocialNetworksByIds, saveSocialNetwork } from './social-networks.repository.ts';
