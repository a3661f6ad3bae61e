import { describe, expect, it } from 'vitest';
import { isErrorCode } from '../errors.ts';
import {
  appPropertiesUpdate,
  guideInput,
  guideUpdate,
  journeyInput,
  managerInput,
  pointInput,
  pointUpdate,
  socialNetworkInput,
  sponsorInput,
} from './panel.ts';

/** The first issue's code and field, as the server answers it. */
function firstError(
  schema: { safeParse(value: unknown): { error?: { issues: Array<{ message: string; path: PropertyKey[] }> } } },
  value: unknown,
) {
  const issue = schema.safeParse(value).error?.issues[0];
  if (!issue) return 'ok';
  return `${isErrorCode(issue.message) ? issue.message : 'invalid-request'} ${issue.path.join('.')}`;
}

const address = {
  zipCode: '01000-000',
  road: 'Rua A',
  number: '10',
  neighborhood: 'Centro',
  city: 'Recife',
  state: 'PE',
};
const validGuide = {
  name: { pt: 'Museu do Açúcar' },
  type: 'Público',
  description: { pt: 'Um museu.' },
  latitude: -8.05,
  longitude: -34.9,
  address,
};

describe('guideInput', () => {
  it('accepts a complete guide and fills the defaults', () => {
    const parsed = guideInput.parse(validGuide);
    expect(parsed.frontImages).toEqual([]);
    expect(parsed.journeyOrder).toEqual([]);
    expect(parsed.hideTutorialName).toBe(false);
  });

  it.each([
    [{ ...validGuide, name: { pt: '  ' } }, 'name-empty name.pt'],
    [{ ...validGuide, name: {} }, 'name-empty name.pt'],
    [{ ...validGuide, name: { pt: 'Museu' } }, 'small-name name.pt'],
    [{ ...validGuide, type: undefined }, 'guideType-empty type'],
    [{ ...validGuide, type: 'Outro' }, 'guideType-empty type'],
    [{ ...validGuide, description: { en: 'x' } }, 'description-empty description.pt'],
    [{ ...validGuide, latitude: '' }, 'latitude-empty latitude'],
    [{ ...validGuide, latitude: 91 }, 'coordinates-invalid latitude'],
    [{ ...validGuide, latitude: 'abc' }, 'coordinates-invalid latitude'],
    [{ ...validGuide, longitude: undefined }, 'longitude-empty longitude'],
    [{ ...validGuide, address: undefined }, 'address-empty address'],
    [{ ...validGuide, address: { ...address, zipCode: '' } }, 'zipCode-empty address.zipCode'],
    [{ ...validGuide, address: { ...address, road: ' ' } }, 'road-empty address.road'],
    [{ ...validGuide, address: { ...address, number: '' } }, 'number-empty address.number'],
    [{ ...validGuide, address: { ...address, neighborhood: '' } }, 'neighborhood-empty address.neighborhood'],
    [{ ...validGuide, address: { ...address, city: '' } }, 'city-empty address.city'],
    [{ ...validGuide, address: { ...address, state: '' } }, 'state-empty address.state'],
  ])('answers the spec code of %j', (value, expected) => {
    expect(firstError(guideInput, value)).toBe(expected);
  });

  it('takes only http(s) links visitors open or pages embed', () => {
    expect(firstError(guideInput, { ...validGuide, visit3dUrl: 'javascript:alert(1)' })).toBe(
      'invalid-request visit3dUrl',
    );
    const link = { title: { pt: 'Site' }, link: { pt: 'data:text/html,x' } };
    expect(firstError(guideInput, { ...validGuide, toolTipLink: link })).toBe('invalid-request toolTipLink.link.pt');
    expect(firstError(guideInput, { ...validGuide, visit3dUrl: 'https://tour.example.org/3d' })).toBe('ok');
  });

  it('lets an update send only what changed, validated the same way', () => {
    expect(guideUpdate.parse({ enabled: true })).toEqual({ enabled: true });
    expect(firstError(guideUpdate, { name: { pt: 'Curto' } })).toBe('small-name name.pt');
    expect(guideUpdate.parse({ bannerUrl: null })).toEqual({ bannerUrl: null });
  });
});

describe('journeyInput', () => {
  const valid = {
    guideId: 'g1',
    name: { pt: 'Jornada', en: 'Journey' },
    description: { pt: 'Descrição', en: 'Description' },
  };
  it.each([
    [{ ...valid, guideId: undefined }, 'guide-empty guideId'],
    [{ ...valid, name: { en: 'Journey' } }, 'name-empty name.pt'],
    [{ ...valid, name: { pt: 'Jornada' } }, 'nameInEnglish-empty name.en'],
    [{ ...valid, description: { en: 'x' } }, 'description-empty description.pt'],
    [{ ...valid, description: { pt: 'x', en: '' } }, 'descriptionInEnglish-empty description.en'],
  ])('answers the spec code of %j', (value, expected) => {
    expect(firstError(journeyInput, value)).toBe(expected);
  });
});

describe('pointInput', () => {
  const valid = { guideId: 'g1', journeyIds: ['j1'], name: { pt: 'Ponto' }, description: { pt: 'Texto' } };
  it('keeps every content field of the editor', () => {
    const parsed = pointInput.parse({
      ...valid,
      sections: [{ name: { pt: 'Seção' }, description: { pt: 'x' }, medias: [], audio: { pt: '/media/a.mp3' } }],
      audio: { pt: '/media/p.mp3', en: '/media/e.mp3' },
      signLanguageVideos: [
        { language: 'bzs', url: '/media/libras.mp4' },
        { language: 'ase', url: '/media/asl.mp4' },
      ],
      geolocation: true,
      coordinates: { latitude: 1, longitude: 2 },
      qrRequired: true,
      qrNested: true,
      qrValidation: true,
      journeyRequired: true,
      objectLabel: 'vaso',
      questionnaire: {
        type: 'Quiz',
        questions: [
          {
            statement: { pt: 'Qual?', en: 'Which?', es: '¿Cuál?', fr: 'Lequel ?' },
            options: [{ content: { pt: 'A' }, feedback: { pt: 'Certo' } }, { content: { pt: 'B' } }],
            correctOptionIndex: 0,
          },
        ],
      },
      immersive: { image360: '/media/360.jpg', raContent: true },
    });
    expect(parsed.mapIconSize).toBe(70);
    expect(parsed.questionnaire?.questions[0]?.options[1]?.feedback).toEqual({});
    expect(parsed.sections[0]?.audio).toEqual({ pt: '/media/a.mp3' });
    expect(parsed.signLanguageVideos.map((video) => video.language)).toEqual(['bzs', 'ase']);
  });

  it('takes one video per sign language of the list', () => {
    const twice = { language: 'bzs', url: '/media/b.mp4' };
    expect(pointInput.safeParse({ ...valid, signLanguageVideos: [twice, twice] }).success).toBe(false);
    expect(pointInput.safeParse({ ...valid, signLanguageVideos: [{ language: 'xx', url: '/m.mp4' }] }).success).toBe(
      false,
    );
    expect(pointInput.parse(valid).signLanguageVideos).toEqual([]);
  });

  it.each([
    [{ ...valid, name: {} }, 'name-empty name.pt'],
    [{ ...valid, description: {} }, 'description-empty description.pt'],
    [{ ...valid, guideId: '' }, 'guide-empty guideId'],
    [{ ...valid, journeyIds: [] }, 'journey-empty journeyIds'],
    [{ ...valid, journeyIds: undefined }, 'journey-empty journeyIds'],
  ])('answers the spec code of %j', (value, expected) => {
    expect(firstError(pointInput, value)).toBe(expected);
  });

  it('accepts a guide change alone in an update (the server then asks for journeys)', () => {
    expect(pointUpdate.parse({ guideId: 'g2' })).toEqual({ guideId: 'g2' });
  });
});

describe('sponsor and social network inputs', () => {
  const valid = { name: 'Instagram', url: 'https://instagram.com/museu', image: '/media/ig.png' };
  it.each([
    [{ ...valid, name: '' }, 'name-empty name'],
    [{ ...valid, url: '' }, 'url-empty url'],
    [{ ...valid, url: undefined }, 'url-empty url'],
    [{ ...valid, url: 'not a url' }, 'invalid-request url'],
    [{ ...valid, url: 'javascript:alert(1)' }, 'invalid-request url'],
    [{ ...valid, image: '' }, 'image-empty image'],
  ])('answers the spec code of %j', (value, expected) => {
    expect(firstError(socialNetworkInput, value)).toBe(expected);
    expect(firstError(sponsorInput, value)).toBe(expected);
  });
});

describe('managers and app properties', () => {
  it('needs a chosen role (no default) and an e-mail', () => {
    expect(firstError(managerInput, { email: 'a@b.c' })).toBe('roles-empty roles');
    expect(firstError(managerInput, { email: 'a@b.c', roles: [] })).toBe('roles-empty roles');
    expect(managerInput.parse({ email: 'a@b.c', roles: ['Análise'] }).roles).toEqual(['Análise']);
    expect(firstError(managerInput, { email: '', roles: ['Análise'] })).toBe('email-empty email');
    expect(firstError(managerInput, { email: 'a@b.c', roles: ['Dono'] })).toBe('invalid-request roles.0');
  });

  it('checks the app version format', () => {
    expect(appPropertiesUpdate.parse({ version: '1.1.12' })).toEqual({ version: '1.1.12' });
    expect(firstError(appPropertiesUpdate, { version: 'x' })).toBe('version-empty version');
  });
});
