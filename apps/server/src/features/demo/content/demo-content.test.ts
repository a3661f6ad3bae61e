import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  appProperties,
  distanceInMeters,
  guide,
  guideMap,
  journey,
  LANGUAGES,
  point,
  roadMap,
  socialNetwork,
  sponsor,
} from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { buildDemoContent, DEMO_SOCIAL_ICONS } from './index.ts';

const MEDIA_DIR = fileURLToPath(new URL('../../../../demo/media/', import.meta.url));
const MEDIA_URL_PREFIX = '/media/demo/';
/**
 * Fields that may legitimately be an empty object: no narration (so no transcript), no AR/VR
 * material, no easy-read text, its narration or an audio description (issue 30 item 4).
 */
const MAY_BE_EMPTY = new Set([
  'audio',
  'audioTranscript',
  'immersive',
  'easyRead',
  'easyReadAudio',
  'audioDescription',
]);
const ALLOWED_HTML_TAGS = new Set(['p', 'strong', 'em', 'ul', 'li', 'h3', 'a']);

const content = buildDemoContent();
const [museum, tour] = content.venues;
const allPoints = content.venues.flatMap((venue) => venue.points);
const allJourneys = content.venues.flatMap((venue) => venue.journeys);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isLanguageObject(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => (LANGUAGES as readonly string[]).includes(key));
}

/** Every nested object with its path, e.g. `venues.0.points.3.name`. */
function collectObjects(value: unknown, path = ''): { path: string; value: Record<string, unknown> }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => collectObjects(item, `${path}.${index}`));
  if (!isPlainObject(value)) return [];
  return [
    { path, value },
    ...Object.entries(value).flatMap(([key, child]) => collectObjects(child, path ? `${path}.${key}` : key)),
  ];
}

function collectMediaUrls(value: unknown): string[] {
  const matches = JSON.stringify(value).match(/\/media\/demo\/[^"'\s<>)\\]+/g) ?? [];
  return [...new Set(matches)];
}

describe('buildDemoContent', () => {
  it('builds the same records on every call', () => {
    expect(buildDemoContent()).toEqual(content);
  });

  it('gives every record a valid shape for its shared schema', () => {
    expect(() => appProperties.parse(content.appProperties)).not.toThrow();
    for (const record of content.sponsors) expect(() => sponsor.parse(record)).not.toThrow();
    for (const record of content.socialNetworks) expect(() => socialNetwork.parse(record)).not.toThrow();
    for (const record of content.roadMaps) expect(() => roadMap.parse(record)).not.toThrow();
    for (const venue of content.venues) {
      expect(() => guide.parse(venue.guide)).not.toThrow();
      for (const record of venue.maps) expect(() => guideMap.parse(record)).not.toThrow();
      for (const record of venue.journeys) expect(() => journey.parse(record)).not.toThrow();
      for (const record of venue.points) expect(() => point.parse(record)).not.toThrow();
    }
  });

  it('gives every record an id used nowhere else', () => {
    const ids = [
      ...content.sponsors,
      ...content.socialNetworks,
      ...content.roadMaps,
      ...content.venues.flatMap((venue) => [venue.guide, ...venue.maps, ...venue.journeys, ...venue.points]),
    ].map((record) => record.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^demo-[a-z0-9-]+$/);
  });

  it('writes every visitor-facing text in Portuguese, English, Spanish and French', () => {
    const languageObjects = collectObjects(content).filter(({ value }) => isLanguageObject(value));
    expect(languageObjects.length).toBeGreaterThan(150);
    for (const { path, value } of languageObjects) {
      for (const language of LANGUAGES) {
        expect(typeof value[language] === 'string' && value[language].trim() !== '', `${path}.${language}`).toBe(true);
      }
    }
  });

  it('leaves no text empty', () => {
    for (const { path, value } of collectObjects(content)) {
      const key = path.split('.').at(-1) ?? '';
      if (Object.keys(value).length === 0) expect(MAY_BE_EMPTY.has(key), `${path} is empty`).toBe(true);
    }
  });

  it('points every /media/demo/ URL at a file of apps/server/demo/media or a bundled social icon', () => {
    const urls = collectMediaUrls(content);
    expect(urls.length).toBeGreaterThan(50);
    for (const url of urls) {
      const relativePath = url.slice(MEDIA_URL_PREFIX.length);
      const bundled = relativePath in DEMO_SOCIAL_ICONS;
      const onDisk = existsSync(`${MEDIA_DIR}${relativePath}`) && statSync(`${MEDIA_DIR}${relativePath}`).isFile();
      expect(bundled || onDisk, `${url} has no file`).toBe(true);
    }
  });

  it('draws the bundled social icons as standalone SVG files', () => {
    for (const network of content.socialNetworks) {
      const svg = DEMO_SOCIAL_ICONS[network.image.slice(MEDIA_URL_PREFIX.length)];
      expect(svg, network.name).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"[^>]*>.*<\/svg>\n$/s,
      );
    }
  });

  it('uses only the small set of rich-text tags in point content', () => {
    for (const record of allPoints) {
      for (const language of LANGUAGES) {
        const html = record.content[language] ?? '';
        const tags = [...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)];
        expect(tags.length, `${record.id}.${language}`).toBeGreaterThan(0);
        for (const [, tag = '', attributes = ''] of tags) {
          expect(ALLOWED_HTML_TAGS.has(tag), `<${tag}> in ${record.id}.${language}`).toBe(true);
          if (attributes.trim()) expect(attributes).toMatch(/^ href="\/media\/demo\/[^"]+"$/);
        }
      }
    }
  });
});

describe('the museum', () => {
  if (!museum) throw new Error('the museum venue is missing');
  const floorPlan = museum.maps[0];

  it('has at least two journeys and ten points', () => {
    expect(museum.journeys.length).toBeGreaterThanOrEqual(2);
    expect(museum.points.length).toBeGreaterThanOrEqual(10);
  });

  it('places every point on the 1600 × 1000 floor plan', () => {
    expect(floorPlan).toMatchObject({ type: 'floorPlan', width: 1600, height: 1000, position: 0 });
    for (const record of museum.points) {
      expect(record.mapId, record.id).toBe(floorPlan?.id);
      expect(record.x, record.id).toBeGreaterThanOrEqual(0);
      expect(record.x, record.id).toBeLessThanOrEqual(1600);
      expect(record.y, record.id).toBeGreaterThanOrEqual(0);
      expect(record.y, record.id).toBeLessThanOrEqual(1000);
      expect(record.mapIconSize).toBe(70);
    }
  });

  it('has exactly one quiz, with three questions and a right answer each, and one two-question poll', () => {
    const quizzes = museum.points.filter((record) => record.questionnaire?.type === 'Quiz');
    const polls = museum.points.filter((record) => record.questionnaire?.type === 'Enquete');
    expect(quizzes).toHaveLength(1);
    expect(polls).toHaveLength(1);
    const quiz = quizzes[0]?.questionnaire;
    expect(quiz?.questions).toHaveLength(3);
    for (const question of quiz?.questions ?? []) {
      expect(question.options.length).toBeGreaterThanOrEqual(3);
      expect(question.options.length).toBeLessThanOrEqual(4);
      expect(question.correctOptionIndex).toBeLessThan(question.options.length);
    }
    const poll = polls[0]?.questionnaire;
    expect(poll?.questions).toHaveLength(2);
    for (const question of poll?.questions ?? []) expect(question.correctOptionIndex).toBeUndefined();
  });

  it('shows an image carousel, a video, a PDF, a document, sections and one QR-validated point', () => {
    const medias = museum.points.flatMap((record) => record.medias);
    const mill = museum.points.find((record) => record.id === 'demo-museum-moenda');
    expect(mill?.medias.filter((media) => media.fileType === 'image')).toHaveLength(3);
    expect(medias.find((media) => media.fileType === 'video')?.posterUrl).toBeDefined();
    expect(medias.some((media) => media.fileType === 'pdf')).toBe(true);
    expect(medias.some((media) => media.fileType === 'doc')).toBe(true);
    expect(museum.points.filter((record) => record.sections.length > 0).length).toBeGreaterThanOrEqual(2);
    expect(museum.points.filter((record) => record.qrValidation)).toHaveLength(1);
    expect(museum.points.filter((record) => Object.keys(record.audio).length === 4)).toHaveLength(5);
  });
});

describe('the walking tour', () => {
  if (!tour) throw new Error('the walking tour venue is missing');

  it('shows its stops on a geographic map of the historic centre of Ouro Preto', () => {
    const [streetMap] = tour.maps;
    expect(streetMap).toMatchObject({ type: 'geographic', zoom: 16 });
    expect(streetMap?.fileUrl).toBeUndefined();
    for (const record of tour.points) {
      expect(record.geolocation, record.id).toBe(true);
      expect(record.mapId).toBe(streetMap?.id);
      if (!record.coordinates || !streetMap?.center) throw new Error(`${record.id} has no coordinates`);
      expect(distanceInMeters(streetMap.center, record.coordinates), record.id).toBeLessThan(1000);
    }
  });
});

describe('links between records', () => {
  it('orders journeys with points of their own guide, which list the journey back', () => {
    for (const record of allJourneys) {
      expect(record.pointOrder.length, record.id).toBeGreaterThan(0);
      for (const pointId of record.pointOrder) {
        const target = allPoints.find((candidate) => candidate.id === pointId);
        expect(target?.guideId, `${record.id} → ${pointId}`).toBe(record.guideId);
        expect(target?.journeyIds).toContain(record.id);
      }
    }
  });

  it('puts every point in the journeys it lists, in its own guide', () => {
    for (const record of allPoints) {
      expect(record.journeyIds.length, record.id).toBeGreaterThan(0);
      for (const journeyId of record.journeyIds) {
        const target = allJourneys.find((candidate) => candidate.id === journeyId);
        expect(target?.guideId, `${record.id} → ${journeyId}`).toBe(record.guideId);
        expect(target?.pointOrder).toContain(record.id);
      }
    }
  });

  it("numbers each guide's points 1, 2, 3… in journey order (the first journey's stops first)", () => {
    for (const venue of content.venues) {
      const numbers = venue.points.map((record) => record.stopNumber).sort((a, b) => (a ?? 0) - (b ?? 0));
      expect(numbers, venue.guide.id).toEqual(venue.points.map((_, index) => index + 1));
      const firstJourney = venue.journeys.find((journey) => journey.id === venue.guide.journeyOrder[0]);
      const first = venue.points.find((record) => record.id === firstJourney?.pointOrder[0]);
      expect(first?.stopNumber, venue.guide.id).toBe(1);
    }
  });

  it('links each guide to its own journeys, maps and initial point, and to existing partners', () => {
    const sponsorIds = content.sponsors.map((record) => record.id);
    const socialNetIds = content.socialNetworks.map((record) => record.id);
    const roadMapIds = content.roadMaps.map((record) => record.id);
    for (const venue of content.venues) {
      const { guide: record } = venue;
      expect([...record.journeyOrder].sort()).toEqual(venue.journeys.map((item) => item.id).sort());
      expect(venue.points.map((item) => item.id)).toContain(record.initialPointId);
      for (const item of [...venue.maps, ...venue.journeys, ...venue.points]) expect(item.guideId).toBe(record.id);
      for (const item of venue.points) expect(venue.maps.map((map) => map.id)).toContain(item.mapId);
      for (const id of record.sponsorIds) expect(sponsorIds).toContain(id);
      for (const id of record.socialNetIds) expect(socialNetIds).toContain(id);
      expect(roadMapIds).toContain(record.roadMapId);
    }
  });

  it('links the road map to both guides, in one van', () => {
    const [record] = content.roadMaps;
    const guideIds = content.venues.map((venue) => venue.guide.id);
    expect(record?.guides.map((item) => item.id)).toEqual(guideIds);
    expect(record?.vans).toEqual([{ name: 'van 1', guideIds }]);
  });
});
