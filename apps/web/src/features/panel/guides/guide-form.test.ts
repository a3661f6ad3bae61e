import { guideInput, guideUpdate } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { schemaErrorKeys } from '../common/schema-validation.ts';
import { emptyGuideForm, type GuideFormValues, toGuideInput, toGuideUpdate } from './guide-form.ts';

const filled: GuideFormValues = {
  ...emptyGuideForm,
  name: { pt: 'Casa das Rendas', en: '' },
  description: { pt: 'Museu das rendas de bilro.' },
  latitude: -3.7271,
  longitude: '-38,527',
  address: {
    zipCode: '60060-000',
    road: 'Rua das Rendeiras',
    number: '120',
    complement: '',
    neighborhood: 'Centro',
    city: 'Fortaleza',
    state: 'CE',
  },
  theme: { toolBarColor: '#7B2D26', intPointBarColor: '', buttonColor: '' },
};

describe('the guide editor form', () => {
  it('asks for every field spec §5 requires on an empty guide, with the spec codes', () => {
    const errors = schemaErrorKeys(guideInput, toGuideInput(emptyGuideForm));
    expect(errors).toMatchObject({
      'name.pt': 'errors.name-empty',
      'description.pt': 'errors.description-empty',
      latitude: 'errors.latitude-empty',
      longitude: 'errors.longitude-empty',
      'address.zipCode': 'errors.zipCode-empty',
      'address.road': 'errors.road-empty',
      'address.number': 'errors.number-empty',
      'address.neighborhood': 'errors.neighborhood-empty',
      'address.city': 'errors.city-empty',
      'address.state': 'errors.state-empty',
    });
  });

  it('rejects a guide name shorter than 10 characters', () => {
    const errors = schemaErrorKeys(guideInput, toGuideInput({ ...filled, name: { pt: 'Rendas' } }));
    expect(errors['name.pt']).toBe('errors.small-name');
  });

  it('sends a complete guide as the server schema accepts it, empty languages and colours left out', () => {
    const input = toGuideInput(filled);
    expect(input.name).toEqual({ pt: 'Casa das Rendas' });
    // The coordinates go as typed (a comma here); the server's schema reads them as the same number.
    expect(input.longitude).toBe('-38,527');
    expect(guideInput.parse(input)).toMatchObject({ latitude: -3.7271, longitude: -38.527 });
    expect(input.theme).toEqual({ toolBarColor: '#7B2D26' });
    expect(input.address.complement).toBeUndefined();
  });

  it('clears removed images and links with null on update and carries the switch', () => {
    const update = toGuideUpdate({ ...filled, bannerUrl: '', visit3dUrl: '', enabled: true });
    expect(guideUpdate.safeParse(update).success).toBe(true);
    expect(update).toMatchObject({ bannerUrl: null, visit3dUrl: null, initialPointId: null, enabled: true });
  });
});
