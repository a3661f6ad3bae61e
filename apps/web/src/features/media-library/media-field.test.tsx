import { MantineProvider } from '@mantine/core';
import { MEDIA_KINDS, type MediaItem, type MediaKind } from '@percurso/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n, loadPanelMessages } from '../../i18n/setup.ts';
import { MediaField } from './media-field.tsx';

const photo: MediaItem = {
  id: 'm1',
  guideId: 'g1',
  kind: 'image',
  name: 'fachada.jpg',
  mimeType: 'image/jpeg',
  size: 1000,
  fileUrl: '/media/library/m1/original.jpg',
  width: 1600,
  height: 900,
  variants: [{ width: 400, height: 225, fileUrl: '/media/library/m1/w400.webp' }],
  createdAt: '2026-01-01T00:00:00Z',
};
const narration: MediaItem = {
  ...photo,
  id: 'm2',
  kind: 'audio',
  name: 'narracao.mp3',
  fileUrl: '/media/x.mp3',
  variants: [],
};

function renderField(onChange = vi.fn(), value: string | null = null, kinds: readonly MediaKind[] = ['image']) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MediaField guideId="g1" kinds={kinds} value={value} onChange={onChange} label="Banner" />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onChange;
}

describe('MediaField', () => {
  beforeAll(async () => {
    await initI18n();
    // MediaField is a panel part: its messages come with the panel's catalogue.
    await loadPanelMessages();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLocale('pt-BR');
  });

  it('says which kinds it takes and up to what size, in the reader language', async () => {
    renderField();
    expect(screen.getByText('Aceita: Imagem. Até 15 MB.')).toBeTruthy();
    await changeLocale('fr');
    expect(await screen.findByText("Accepte : Image. Jusqu'à 15 MB.")).toBeTruthy();
  });

  it('refuses a file over the limit before sending anything', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const onChange = renderField();
    const big = new File([new Uint8Array(16 * 1024 * 1024)], 'enorme.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('media-file-input'), { target: { files: [big] } });
    expect(await screen.findByText('enorme.jpg tem 16 MB; o limite é 15 MB.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("refuses a 17 MB photo in a field of every kind before sending it, naming the image's limit", async () => {
    const send = vi.fn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ items: [] }), { status: 200 })),
    );
    vi.stubGlobal(
      'XMLHttpRequest',
      vi.fn(() => ({ send, open: vi.fn(), upload: {}, setRequestHeader: vi.fn() })),
    );
    const onChange = renderField(vi.fn(), null, MEDIA_KINDS);
    const photo17 = new File([new Uint8Array(17 * 1024 * 1024)], 'foto.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('media-file-input'), { target: { files: [photo17] } });
    expect(await screen.findByText('foto.jpg tem 17 MB; o limite é 15 MB.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says a file removed from the library is gone instead of showing the copy the browser kept', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ items: [photo] }), { status: 200 })),
    );
    renderField(vi.fn(), '/media/library/apagada/original.jpg');
    expect(await screen.findByText(/Arquivo removido da biblioteca/)).toBeTruthy();
    expect(screen.queryByTestId('media-preview-image')).toBeNull();
  });

  it("offers only the accepted kinds from the guide's library and picks one", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ items: [photo, narration] }), { status: 200 })),
    );
    const onChange = renderField();
    fireEvent.click(screen.getByTestId('media-pick-button'));
    const choice = await screen.findByRole('button', { name: 'Escolher fachada.jpg' });
    expect(screen.queryByRole('button', { name: 'Escolher narracao.mp3' })).toBeNull();
    fireEvent.click(choice);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(photo.fileUrl, photo));
  });

  it('shows the chosen image and clears it', () => {
    const onChange = renderField(vi.fn(), '/media/library/m1/original.jpg');
    expect(screen.getByTestId('media-preview-image').getAttribute('src')).toBe('/media/library/m1/original.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Remover' }));
    expect(onChange).toHaveBeenCalledWith(null, null);
  });
});
