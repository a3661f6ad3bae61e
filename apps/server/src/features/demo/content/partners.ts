import type { SocialNetwork, Sponsor } from '@percurso/shared';
import { DEMO_IDS } from './ids.ts';
import { DEMO_CREATED_AT, demoMediaUrl } from './text.ts';

/** Fictional sponsors; their sites use the reserved example.org / example.com domains. */
export function buildDemoSponsors(): Sponsor[] {
  return [
    {
      id: DEMO_IDS.sponsorCooperative,
      name: 'Cooperativa dos Cafeicultores da Serra',
      url: 'https://cafe-da-serra.example.org/',
      image: demoMediaUrl('museum/logo.svg'),
      enabled: true,
      createdAt: DEMO_CREATED_AT,
    },
    {
      id: DEMO_IDS.sponsorHeritageFriends,
      name: 'Associação Amigos do Patrimônio Mineiro',
      url: 'https://amigos-do-patrimonio.example.com/',
      image: demoMediaUrl('tour/logo.svg'),
      enabled: true,
      createdAt: DEMO_CREATED_AT,
    },
  ];
}

/** Fictional accounts, on the URL shape of the real networks; icons come from social-icons.ts. */
export function buildDemoSocialNetworks(): SocialNetwork[] {
  const handle = 'percurso.demo';
  return [
    {
      id: DEMO_IDS.instagram,
      name: 'Instagram',
      url: `https://www.instagram.com/${handle}/`,
      image: demoMediaUrl('social/instagram.svg'),
      suffix: `@${handle}`,
      enabled: true,
      createdAt: DEMO_CREATED_AT,
    },
    {
      id: DEMO_IDS.facebook,
      name: 'Facebook',
      url: `https://www.facebook.com/${handle}`,
      image: demoMediaUrl('social/facebook.svg'),
      suffix: handle,
      enabled: true,
      createdAt: DEMO_CREATED_AT,
    },
    {
      id: DEMO_IDS.youtube,
      name: 'YouTube',
      url: `https://www.youtube.com/@${handle}`,
      image: demoMediaUrl('social/youtube.svg'),
      suffix: `@${handle}`,
      enabled: true,
      createdAt: DEMO_CREATED_AT,
    },
  ];
}
