import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queries } from '../../api/queries.ts';
import { loadArMessages } from '../../i18n/ar-messages.ts';
import { initI18n } from '../../i18n/setup.ts';
import { SessionProvider } from '../account/use-session.tsx';
import { Component as ArCameraPage } from './ar-camera-route.tsx';
import { Component as ArScenePage } from './ar-scene-route.tsx';

const lookup = {
  point: {
    id: 'p-ar',
    name: { pt: 'Torrador de café' },
    immersive: { raContent: true, ra3DModels: ['/media/demo/ar/torrador.glb'] },
  },
  guideId: 'g1',
  guideName: 'Museu',
};

function renderAt(path: string, page: React.ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(queries.point('p-ar').queryKey, lookup as never);
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <SessionProvider>
          <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A browser whose visitor blocked the camera: the permission says denied, getUserMedia refuses. */
function cameraBlocked() {
  const getUserMedia = vi.fn(async () => {
    throw new DOMException('Permission denied', 'NotAllowedError');
  });
  vi.stubGlobal('navigator', {
    ...navigator,
    permissions: {
      query: async () => ({ state: 'denied', addEventListener: () => undefined, removeEventListener: () => undefined }),
    },
    mediaDevices: { getUserMedia },
  });
  return getUserMedia;
}

describe('AR screens with the camera denied', () => {
  beforeAll(async () => {
    await initI18n();
    await loadArMessages();
  });

  beforeEach(() => {
    // No server here: the session read answers "nobody signed in".
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('null', { status: 200 })),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('/raScene explains the blocked camera, offers to try again and the point content, not a blank page', async () => {
    const getUserMedia = cameraBlocked();
    renderAt('/raScene?point=p-ar', <ArScenePage />);
    const problem = await screen.findByTestId('ar-camera-problem');
    expect(problem.getAttribute('data-reason')).toBe('denied');
    expect(problem.textContent).toContain('A câmera está bloqueada');
    expect(problem.textContent).toContain('toque no cadeado');
    expect(screen.getByTestId('ar-camera-retry')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Ver o conteúdo do ponto' })[0]?.getAttribute('href')).toBe(
      '/Museu?point=p-ar',
    );
    expect(screen.queryByTestId('ar-overlay')).toBeNull();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
  });

  it('/RA shows the explanation at once when the browser already says the camera is denied', async () => {
    cameraBlocked();
    renderAt('/RA?point=p-ar', <ArCameraPage />);
    expect((await screen.findByTestId('ar-camera-problem')).textContent).toContain('A câmera está bloqueada');
    expect(screen.getByText(/A realidade aumentada mostra vídeos/)).toBeTruthy();
  });

  it('/raScene with no camera at all says so', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    renderAt('/raScene?point=p-ar', <ArScenePage />);
    expect((await screen.findByTestId('ar-camera-problem')).getAttribute('data-reason')).toBe('unavailable');
  });
});
