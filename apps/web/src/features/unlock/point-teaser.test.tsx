import { MantineProvider } from '@mantine/core';
import type { Point } from '@percurso/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/setup.ts';
import { SessionProvider } from '../account/use-session.tsx';
import { stopLocation } from './location-store.ts';
import { PointTeaser } from './point-teaser.tsx';

const teaser: Point = {
  id: 'p1',
  guideId: 'g1',
  journeyIds: ['j1'],
  name: { pt: 'Balança' },
  description: {},
  content: {},
  contentPreview: { pt: 'Tudo passava por aqui.' },
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
  qrValidation: true,
  opensByNumber: false,
  immersive: {},
  keywords: [],
  tags: [],
  enabled: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderTeaser(point: Point) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <SessionProvider>
          <MemoryRouter>
            <PointTeaser point={point} guideId="g1" />
          </MemoryRouter>
        </SessionProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('PointTeaser', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => {
    stopLocation();
    vi.unstubAllGlobals();
  });

  it('shows the preview and the scan button of a point that opens with its QR code', () => {
    renderTeaser(teaser);
    expect(screen.getByText('Tudo passava por aqui.')).toBeTruthy();
    expect(screen.getByText(/se abre quando você escaneia o QR code/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Escanear QR code' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Usar minha localização' })).toBeNull();
  });

  it('takes the venue PIN for a point that opens with its QR code, checking it is 4 to 8 digits', () => {
    renderTeaser(teaser);
    const input = screen.getByLabelText('Digite o PIN do local');
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Desbloquear' }));
    expect(screen.getByText('O PIN tem de 4 a 8 números.')).toBeTruthy();
  });

  it('offers no PIN for a located point: the desk does not say the visitor stands there', () => {
    renderTeaser({ ...teaser, qrValidation: false, geolocation: true, coordinates: { latitude: -20, longitude: -43 } });
    expect(screen.queryByLabelText('Digite o PIN do local')).toBeNull();
  });

  it('offers the location for a located point, then says how far is left to walk (beyond the 25 m)', () => {
    let report: ((position: GeolocationPosition) => void) | undefined;
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        watchPosition: (success: (position: GeolocationPosition) => void) => {
          report = success;
          return 1;
        },
        clearWatch: () => undefined,
      },
    });
    const coordinates = { latitude: -20.385, longitude: -43.504 };
    renderTeaser({ ...teaser, qrValidation: false, geolocation: true, coordinates });
    expect(screen.getByText(/a menos de 25 m dele/)).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Usar minha localização' }).click());
    // About 125 m north of the point: 100 m still to walk.
    act(() =>
      report?.({
        coords: { latitude: coordinates.latitude + 0.001124, longitude: coordinates.longitude, accuracy: 5 },
      } as GeolocationPosition),
    );
    expect(screen.getByTestId('teaser-distance').textContent).toBe('Faltam 100 m até este ponto.');
    expect(screen.getByRole('button', { name: 'Escanear QR code' })).toBeTruthy();
  });
});
