import { socialNetwork, sponsor } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildSocialNetwork, buildSponsor } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();

describe('sponsors and social networks', () => {
  it('lists enabled sponsors only', async () => {
    const shown = await buildSponsor({ name: 'Cooperativa do Café' });
    const hidden = await buildSponsor({ enabled: false });
    const body = z.object({ sponsors: z.array(sponsor) }).parse(await (await t.app.request('/api/sponsors')).json());
    expect(body.sponsors).toContainEqual(shown);
    expect(body.sponsors.map((item) => item.id)).not.toContain(hidden.id);
  });

  it('lists enabled social networks only, with their handle', async () => {
    const shown = await buildSocialNetwork({ name: 'Instagram', suffix: '@museudocafe' });
    const hidden = await buildSocialNetwork({ enabled: false });
    const response = await t.app.request('/api/social-networks');
    const body = z.object({ socialNetworks: z.array(socialNetwork) }).parse(await response.json());
    expect(body.socialNetworks).toContainEqual(shown);
    expect(body.socialNetworks.map((item) => item.id)).not.toContain(hidden.id);
  });
});
