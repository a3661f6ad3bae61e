import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/setup.ts';
import { Component as CameraAndGpsPage } from './camera-and-gps-route.tsx';

/** A browser permission whose state the test changes, firing 'change' like the browser does. */
function fakeStatus(state: PermissionState) {
  const listeners = new Set<() => void>();
  const status = {
    state,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    set(next: PermissionState) {
      status.state = next;
      for (const listener of listeners) listener();
    },
  };
  return status;
}

function renderPage() {
  return render(
    <MantineProvider>
      <MemoryRouter>
        <CameraAndGpsPage />
      </MemoryRouter>
    </MantineProvider>,
  );
}

const stateOf = (kind: 'camera' | 'gps') => screen.getByTestId(`permission-${kind}`).getAttribute('data-state');

describe('/cameraAndGps', () => {
  beforeAll(async () => {
    await initI18n();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts pending, asks for location, then follows changes made in the browser', async () => {
    const camera = fakeStatus('prompt');
    const geolocation = fakeStatus('prompt');
    let answer: ((position: unknown) => void) | undefined;
    vi.stubGlobal('navigator', {
      permissions: { query: async ({ name }: { name: string }) => (name === 'camera' ? camera : geolocation) },
      mediaDevices: { getUserMedia: vi.fn() },
      geolocation: {
        getCurrentPosition: (success: (position: unknown) => void) => {
          answer = success;
        },
      },
    });
    renderPage();
    expect(stateOf('camera')).toBe('pending');
    expect(stateOf('gps')).toBe('pending');
    expect(screen.getByTestId('permission-gps-state').textContent).toBe('Ainda não pedida');

    fireEvent.click(screen.getByTestId('request-gps'));
    await act(async () => answer?.({ coords: { latitude: 0, longitude: 0 } }));
    expect(stateOf('gps')).toBe('granted');
    expect(screen.queryByTestId('request-gps')).toBeNull();

    await act(async () => camera.set('denied'));
    expect(stateOf('camera')).toBe('denied');
    expect(screen.getByTestId('permission-camera-help').textContent).toContain('recarregue a página');
  });

  it('tells a refused camera request, and a browser without location', async () => {
    vi.stubGlobal('navigator', {
      mediaDevices: {
        getUserMedia: async () => {
          throw new DOMException('refused', 'NotAllowedError');
        },
      },
    });
    renderPage();
    await act(async () => undefined);
    expect(stateOf('gps')).toBe('unavailable');
    await act(async () => fireEvent.click(screen.getByTestId('request-camera')));
    expect(stateOf('camera')).toBe('denied');
  });
});
