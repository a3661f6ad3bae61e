import { MantineProvider } from '@mantine/core';
import type { Locale } from '@percurso/i18n';
import type { Point } from '@percurso/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/http.ts';
import { changeLocale, initI18n, loadPanelMessages } from '../../../i18n/setup.ts';
import { loadVrMessages } from '../../../i18n/vr-messages.ts';
import { SceneEditor } from './scene-editor.tsx';

// The panorama needs WebGL, which jsdom lacks: the editor's form is what these tests drive.
vi.mock('../scene-viewer.tsx', () => ({ SceneViewer: () => <div data-testid="vr-editor-viewer" /> }));

const point = (immersive: Point['immersive']): Point =>
  ({ id: 'p1', guideId: 'g1', name: { pt: 'Moenda' }, immersive }) as unknown as Point;

/** A tour stored before the server checked its graph: a link to a scene it no longer has. */
const dangling = point({
  image360: '/media/a.jpg',
  rvImagesConnections: [{ from: 'main', to: 'adega', yaw: 10, pitch: 0 }],
});
const outOfRange = point({
  image360: '/media/a.jpg',
  rvImages: [{ id: 'patio', url: '/media/b.jpg' }],
  rvPoints: [{ scene: 'patio', yaw: 200, pitch: 0, title: { pt: 'Fonte' } }],
});

function renderEditor(shown: Point, save = vi.fn(async () => undefined)) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SceneEditor point={shown} save={save} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return save;
}

const MISSING_SCENE: Record<Locale, string> = {
  'pt-BR': 'Um link ou marcador aponta para uma cena que não existe.',
  en: 'A link or marker points to a scene that does not exist.',
  es: 'Un enlace o marcador apunta a una escena que no existe.',
  fr: "Un lien ou un repère pointe vers une scène qui n'existe pas.",
};
const BAD_COORDINATES: Record<Locale, string> = {
  'pt-BR': 'Posição fora do panorama: yaw de −180 a 180 e pitch de −90 a 90 graus.',
  en: 'Position outside the panorama: yaw from −180 to 180 and pitch from −90 to 90 degrees.',
  es: 'Posición fuera del panorama: yaw de −180 a 180 y pitch de −90 a 90 grados.',
  fr: 'Position hors du panorama : yaw de −180 à 180 et pitch de −90 à 90 degrés.',
};
const SAVE: Record<Locale, string> = { 'pt-BR': 'Salvar', en: 'Save', es: 'Guardar', fr: 'Enregistrer' };
const LOCALES = Object.keys(SAVE) as Locale[];

describe('the scene editor’s checks', () => {
  beforeAll(async () => {
    await initI18n();
    await loadPanelMessages();
  });
  afterEach(async () => {
    await changeLocale('pt-BR');
  });

  it.each(LOCALES)('refuses a link to a missing scene before sending, in %s', async (locale) => {
    await changeLocale(locale);
    await loadVrMessages();
    const save = renderEditor(dangling);
    fireEvent.click(screen.getByRole('button', { name: SAVE[locale] }));
    expect((await screen.findByTestId('vr-editor-status')).textContent).toBe(MISSING_SCENE[locale]);
    expect(save).not.toHaveBeenCalled();
  });

  it.each(LOCALES)('refuses a marker out of the panorama before sending, in %s', async (locale) => {
    await changeLocale(locale);
    await loadVrMessages();
    const save = renderEditor(outOfRange);
    fireEvent.click(screen.getByRole('button', { name: SAVE[locale] }));
    expect((await screen.findByTestId('vr-editor-status')).textContent).toBe(BAD_COORDINATES[locale]);
    expect(save).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the manager's language", async () => {
    await changeLocale('fr');
    await loadVrMessages();
    const save = vi.fn(async () => {
      throw new ApiError('rvScene/unknown-scene', 400, {});
    });
    renderEditor(point({ image360: '/media/a.jpg' }), save);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByTestId('vr-editor-status')).textContent).toBe(MISSING_SCENE.fr);
    expect(save).toHaveBeenCalledOnce();
  });

  it('removing a scene takes its links and markers along, so the tour saves', async () => {
    await loadVrMessages();
    const save = renderEditor(
      point({
        image360: '/media/a.jpg',
        rvImages: [{ id: 'patio', url: '/media/b.jpg', name: { pt: 'Pátio' } }],
        rvImagesConnections: [{ from: 'main', to: 'patio', yaw: 10, pitch: 0 }],
        rvPoints: [{ scene: 'patio', yaw: 0, pitch: 0, title: { pt: 'Fonte' } }],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remover cena: Pátio' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByTestId('vr-editor-status')).textContent).toBe('Cena 360° salva.');
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ rvImages: [], rvImagesConnections: [], rvPoints: [], image360: '/media/a.jpg' }),
    );
  });
});
