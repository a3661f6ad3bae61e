import { orderByIds } from '@percurso/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queries } from '../../api/queries.ts';
import { PartnersFooter } from '../../ui/partners-footer.tsx';

/** The road map's sponsors and social networks. */
export function RoadMapPartners({ sponsorIds, socialNetIds }: { sponsorIds: string[]; socialNetIds: string[] }) {
  const { t } = useTranslation();
  const sponsors = useQuery({ ...queries.sponsors(), enabled: sponsorIds.length > 0 });
  const networks = useQuery({ ...queries.socialNetworks(), enabled: socialNetIds.length > 0 });
  const sponsorList = (sponsors.data?.sponsors ?? []).filter((sponsor) => sponsorIds.includes(sponsor.id));
  const networkList = (networks.data?.socialNetworks ?? []).filter((network) => socialNetIds.includes(network.id));
  return (
    <PartnersFooter
      sponsors={orderByIds(sponsorList, sponsorIds)}
      socialNetworks={orderByIds(networkList, socialNetIds)}
      labels={{ sponsors: t('visitor.guide.sponsors'), socialNetworks: t('visitor.guide.social_networks') }}
    />
  );
}
