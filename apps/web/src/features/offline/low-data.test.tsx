import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, initI18n } from '../../i18n/setup.ts';
import { PointVideo } from '../point/point-video.tsx';
import { LOW_DATA_STORAGE_KEY, setLowData } from './low-data.ts';

const video = {
  fileType: 'video',
  url: '/media/film.mp4',
  posterUrl: '/media/film.webp',
  caption: { pt: 'O engenho' },
} as const;

const renderVideo = () =>
  render(
    <MantineProvider>
      <PointVideo media={video} />
    </MantineProvider>,
  );

describe('low-data mode', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLocale('pt-BR');
  });
  afterEach(() => setLowData(false));

  it('loads a video (no poster, no metadata) only when the visitor asks, and is remembered', async () => {
    setLowData(true);
    expect(localStorage.getItem(LOW_DATA_STORAGE_KEY)).toBe('on');
    renderVideo();
    expect(screen.queryByTestId('point-video')).toBeNull();
    expect(screen.getByTestId('point-video-held').textContent).toContain('Vídeo não carregado para economizar dados.');
    fireEvent.click(screen.getByRole('button', { name: 'Carregar o vídeo' }));
    const player = await screen.findByTestId('point-video');
    expect(player.getAttribute('src')).toBe('/media/film.mp4');
    expect(player.getAttribute('preload')).toBe('none');
    expect(player.hasAttribute('autoplay')).toBe(false);
  });

  it('shows the video player at once when it is off, the file still waiting for play', async () => {
    renderVideo();
    const player = await screen.findByTestId('point-video');
    expect(player.getAttribute('poster')).toBe('/media/film.webp');
    expect(player.getAttribute('preload')).toBe('none');
  });
});
