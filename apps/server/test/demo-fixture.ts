import { APP_VERSION, DEFAULT_TILE_URL, type Point } from '@percurso/shared';
import type { DemoContent } from '../src/features/demo/demo-content.types.ts';

const createdAt = '2024-01-01T00:00:00.000Z';

function fixturePoint(id: string): Point {
  return {
    id,
    guideId: 'fixture-guide',
    journeyIds: ['fixture-journey'],
    name: { pt: `Ponto ${id}` },
    description: { pt: 'Descrição' },
    content: { pt: '<p>Conteúdo</p>' },
    contentPreview: {},
    mapIconSize: 70,
    medias: [],
    sections: [],
    audio: {},
    audioTranscript: {},
    signLanguageVideos: [],
    geolocation: false,
    objectDetection: false,
    journeyRequired: true,
    qrRequired: false,
    qrNested: false,
    qrValidation: false,
    opensByNumber: false,
    immersive: {},
    keywords: [],
    tags: [],
    enabled: true,
    createdAt,
  };
}

/** A tiny DemoContent for seed tests that must not depend on the real demo's details. */
export function buildFixtureContent(): DemoContent {
  return {
    appProperties: {
      version: APP_VERSION,
      enabled: true,
      onEvaluation: false,
      rawEventsRetentionMonths: 24,
      tooltipTitle: { pt: 'Olá' },
      tooltipText: { pt: 'Escolha um guia' },
      tooltipImages: [],
      urlsPrefix: '',
      topics: [],
      tileUrl: DEFAULT_TILE_URL,
    },
    sponsors: [],
    socialNetworks: [],
    venues: [
      {
        guide: {
          id: 'fixture-guide',
          name: { pt: 'Museu de Fixture dos Testes' },
          description: { pt: 'Guia de teste' },
          type: 'Público',
          enabled: true,
          frontImages: [],
          theme: {},
          topics: [],
          introMessage: {},
          introAudio: {},
          hideTutorialName: false,
          gamification: false,
          helpRequestsEnabled: false,
          journeyOrder: ['fixture-journey'],
          sponsorIds: [],
          socialNetIds: [],
          createdAt,
          updatedAt: createdAt,
        },
        maps: [],
        journeys: [
          {
            id: 'fixture-journey',
            guideId: 'fixture-guide',
            name: { pt: 'Jornada' },
            description: { pt: 'Jornada de teste' },
            pointOrder: ['fixture-point-2', 'fixture-point-1'],
            enabled: true,
            createdAt,
          },
        ],
        points: [fixturePoint('fixture-point-1'), fixturePoint('fixture-point-2')],
      },
    ],
    roadMaps: [],
  };
}
