import type { SocialNetwork, Sponsor } from '@percurso/shared';
import { useTranslation } from 'react-i18next';
import { PartnersFooter } from '../../ui/partners-footer.tsx';
import { orderedByIds } from './ordered-by-ids.ts';

interface GuideFooterProps {
  sponsors: Sponsor[];
  socialNetworks: SocialNetwork[];
  sponsorIds: string[];
  socialNetIds: string[];
}

/** The guide's sponsors and social networks, in the order the guide lists them. */
export function GuideFooter({ sponsors, socialNetworks, sponsorIds, socialNetIds }: GuideFooterProps) {
  const { t } = useTranslation();
  return (
    <PartnersFooter
      sponsors={orderedByIds(sponsors, sponsorIds)}
      socialNetworks={orderedByIds(socialNetworks, socialNetIds)}
      labels={{ sponsors: t('visitor.guide.sponsors'), socialNetworks: t('visitor.guide.social_networks') }}
    />
  );
}
