import { MantineProvider } from '@mantine/core';
import type { Point } from '@percurso/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDrawnParts } from '../../app/preloadable.tsx';
import { changeLocale, initI18n } from '../../i18n/setup.ts';
import { SessionProvider } from '../account/use-session.tsx';
import { chooseContentFormat } from '../settings/content-format.ts';
import { PointContent, preloadPointParts } from './point-content.tsx';

const point: Point = {
  id: 'p1',
  guideId: 'g1',
  journeyIds: ['j1'],
  name: { pt: 'Moenda', en: 'Mill' },
  description: { pt: 'Descrição' },
  content: { pt: '<p>Texto em <strong>português</strong></p>', es: '<p>Texto en español</p>' },
  contentPreview: {},
  mapIconSize: 70,
  medias: [],
  sections: [],
  audio: { pt: '/media/moenda-pt.mp3' },
  audioTranscript: {},
  signLanguageVideos: [],
  geolocation: false,
  objectDetection: false,
  journeyRequired: false,
  qrRequired: false,
  qrNested: false,
  qrValidation: false,
  opensByNumber: false,
  immersive: {},
  keywords: [],
  tags: ['engenho'],
  questionnaire: {
    enabled: true,
    type: 'Quiz',
    open: true,
    content: { pt: 'Teste o que você aprendeu' },
    feedback: {},
    questions: [0, 1, 2].map(() => ({
      statement: { pt: '?' },
      options: [
        { content: {}, feedback: {} },
        { content: {}, feedback: {} },
      ],
    })),
  },
  enabled: true,
  createdAt: '2026-01-01T00:00:00Z',
};

function pointTree(shown: Point = point) {
  // The narration's link back to the point reads the location.
  const router = createMemoryRouter([{ path: '/', element: <PointContent point={shown} /> }]);
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}

function renderPoint(shown: Point = point) {
  return render(pointTree(shown));
}

describe('PointContent', () => {
  beforeAll(async () => {
    await initI18n();
    // The quiz asks for the session and progress; these tests are about the content, offline.
    vi.stubGlobal('fetch', async () => new Response('{"error":{"code":"auth/session-required"}}', { status: 401 }));
  });

  afterAll(() => {
    vi.unstubAllGlobals();
  });

  // DOMPurify itself is not exercised here: happy-dom's DOM does not let it sanitise (it returns
  // the input), so sanitising is checked in the real browser (e2e).
  it('shows the content in the visitor language', async () => {
    await changeLocale('es');
    renderPoint();
    expect(screen.getByTestId('point-text').textContent).toBe('Texto en español');
  });

  it('falls back to Portuguese content and audio, and says which language the audio is in', async () => {
    await changeLocale('en');
    renderPoint();
    const text = screen.getByTestId('point-text');
    expect(text.textContent).toBe('Texto em português');
    expect(text.querySelector('strong')?.textContent).toBe('português');
    expect(screen.getByTestId('point-audio').getAttribute('data-src')).toBe('/media/moenda-pt.mp3');
    // Nothing of the file loads before play: the visit's one <audio> is made when the visitor presses it.
    expect(document.querySelector('audio')).toBeNull();
    expect(screen.getByText('Narration in Português')).toBeTruthy();
    expect(screen.getByTestId('question-count').textContent).toBe('3 questions');
  });

  it('has one player per narration (no browser controls beside it) and shows the transcript of the file heard', async () => {
    await changeLocale('en');
    renderPoint({ ...point, audioTranscript: { pt: 'Bem-vindo à moenda.', en: 'Welcome to the mill.' } });
    expect(screen.getAllByTestId('point-audio')).toHaveLength(1);
    expect(document.querySelector('audio[controls], video[controls]')).toBeNull();
    expect(screen.getByTestId('point-audio-seek').getAttribute('aria-label')).toBe('Narration position');
    // The English page plays the Portuguese file (the only one), so its transcript is the Portuguese one.
    expect(screen.getByTestId('point-audio-transcript').textContent).toContain('Bem-vindo à moenda.');
  });

  it('names known topic tags in the visitor language and shows other tags as written', async () => {
    await changeLocale('en');
    renderPoint({ ...point, tags: ['engenho', 'Sala 3'] });
    expect(screen.getByText('sugar mill')).toBeTruthy();
    expect(screen.getByText('Sala 3')).toBeTruthy();
  });

  it('notes a machine translation in the visitor language only where the shown text is one', async () => {
    await changeLocale('es');
    renderPoint({ ...point, translationFlags: { content: { es: 'machine' } } });
    expect(screen.getByTestId('point-machine-translated').textContent).toBe('Traducido automáticamente');
    cleanup();
    // A person's (or a reviewed) Spanish text carries no note.
    renderPoint({ ...point, translationFlags: { content: { es: 'human' } } });
    expect(screen.queryByTestId('point-machine-translated')).toBeNull();
    cleanup();
    // English has no content of its own (Portuguese shows): the English flag is about no text shown.
    await changeLocale('en');
    renderPoint({ ...point, translationFlags: { content: { en: 'machine' } } });
    expect(screen.queryByTestId('point-machine-translated')).toBeNull();
  });

  it("draws the rich text in its first render, so a server's page carries it and hydration keeps it (issue 28)", async () => {
    await changeLocale('pt-BR');
    // The server loads the parts a page draws before drawing it (the format line, at a point's top).
    await preloadPointParts();
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(pointTree());
    document.body.append(container);
    try {
      const drawn = container.querySelector('[data-testid="point-text"]');
      const html = drawn?.innerHTML;
      expect(drawn?.textContent).toBe('Texto em português');
      const root = await act(async () => hydrateRoot(container, pointTree(), { onRecoverableError: recoverable }));
      // The server's element is kept as it is: nothing drawn again, nothing reported.
      expect(container.querySelector('[data-testid="point-text"]')).toBe(drawn);
      expect(drawn?.innerHTML).toBe(html);
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      act(() => root.unmount());
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });

  const sheet: Point['technicalSheet'] = [
    { label: { pt: 'Artista', en: 'Artist' }, value: { pt: 'Tarsila do Amaral' } },
    { label: { pt: 'Técnica', en: 'Technique' }, value: { pt: 'Óleo sobre tela', en: 'Oil on canvas' } },
    { label: { en: 'Only English' }, value: {} },
  ];
  const sheetOf = (root: ParentNode) => {
    const list = root.querySelector('[data-testid="technical-sheet"] dl');
    return [...(list?.children ?? [])].map((child) => `${child.tagName}:${child.textContent}`);
  };

  it('shows the technical sheet as a definition list in the visitor language, Portuguese where one is missing', async () => {
    await changeLocale('en');
    renderPoint({ ...point, technicalSheet: sheet });
    const drawn = await screen.findByTestId('technical-sheet');
    // Portuguese (the fallback) shows until the part's English messages arrive.
    await waitFor(() => expect(drawn.querySelector('h3')?.textContent).toBe('Technical details'));
    expect(sheetOf(document)).toEqual([
      'DT:Artist',
      'DD:Tarsila do Amaral',
      'DT:Technique',
      'DD:Oil on canvas',
      'DT:Only English',
      'DD:',
    ]);
    cleanup();
    await changeLocale('fr');
    renderPoint({ ...point, technicalSheet: sheet });
    const french = await screen.findByTestId('technical-sheet');
    await waitFor(() => expect(french.querySelector('h3')?.textContent).toBe('Fiche technique'));
    expect(sheetOf(document).slice(0, 2)).toEqual(['DT:Artista', 'DD:Tarsila do Amaral']);
    cleanup();
    // No sheet, no section.
    renderPoint({ ...point, technicalSheet: [] });
    expect(screen.queryByTestId('technical-sheet')).toBeNull();
  });

  it('draws the technical sheet on the server and hydrates it as it is, once its part is loaded', async () => {
    await changeLocale('es');
    await loadDrawnParts(['technical-sheet']);
    const shown = { ...point, technicalSheet: sheet };
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(pointTree(shown));
    document.body.append(container);
    try {
      const drawn = container.querySelector('[data-testid="technical-sheet"]');
      expect(drawn?.querySelector('h3')?.textContent).toBe('Ficha técnica');
      expect(sheetOf(container).slice(0, 2)).toEqual(['DT:Artista', 'DD:Tarsila do Amaral']);
      const root = await act(async () => hydrateRoot(container, pointTree(shown), { onRecoverableError: recoverable }));
      expect(container.querySelector('[data-testid="technical-sheet"]')).toBe(drawn);
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      act(() => root.unmount());
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });

  it('fetches nothing of a video before play: the poster stands for it (issue 28 item 4)', async () => {
    await changeLocale('pt-BR');
    renderPoint({ ...point, medias: [{ fileType: 'video', url: '/media/moenda.mp4' }] });
    const video = await screen.findByTestId('point-video');
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.hasAttribute('autoplay')).toBe(false);
  });

  it('uses the pt-BR catalogue by default', async () => {
    await changeLocale('pt-BR');
    renderPoint();
    expect(screen.getByTestId('question-count').textContent).toBe('3 perguntas');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  describe('in the visitor’s content format (issue 30 item 3)', () => {
    afterAll(() => chooseContentFormat({ format: 'standard' }));

    it('opens in easy-read: its text and narration first, the full text behind a button', async () => {
      await changeLocale('pt-BR');
      chooseContentFormat({ format: 'easy-read' });
      renderPoint({
        ...point,
        easyRead: { pt: 'A moenda mói a cana.' },
        easyReadAudio: { pt: '/media/facil.mp3' },
      });
      expect((await screen.findByTestId('point-easy-read-text')).textContent).toBe('A moenda mói a cana.');
      expect(screen.getByTestId('easy-read-audio').getAttribute('data-src')).toBe('/media/facil.mp3');
      expect(screen.getByTestId('point-text').closest('[hidden]')).not.toBeNull();
      act(() => screen.getByTestId('point-full-text-toggle').click());
      expect(screen.getByTestId('point-text').closest('[hidden]')).toBeNull();
      expect(screen.getByTestId('point-format-current').textContent).toBe('Formato: Leitura fácil');
    });

    it('says briefly that a point lacks the format, and opens it in the standard one', async () => {
      await changeLocale('en');
      chooseContentFormat({ format: 'sign-language', signLanguage: 'bzs' });
      renderPoint();
      // Portuguese (the fallback) shows until the English messages of the format part arrive.
      await waitFor(() =>
        expect(screen.getByTestId('point-format-missing').textContent).toBe(
          'This point has no “Sign language — Libras” format; it opens in the standard format.',
        ),
      );
      expect(screen.getByTestId('point-text').textContent).toBe('Texto em português');
    });

    it('opens in the sign language chosen, else names it and offers the ones the point has', async () => {
      await changeLocale('pt-BR');
      const signed = {
        ...point,
        signLanguageVideos: [
          { language: 'bzs', url: '/media/libras.mp4' },
          { language: 'ase', url: '/media/asl.mp4' },
        ],
      } satisfies Point;
      chooseContentFormat({ format: 'sign-language', signLanguage: 'ase' });
      const first = renderPoint(signed);
      expect((await screen.findByTestId('point-format-current')).textContent).toBe('Formato: Língua de sinais — ASL');
      const frame = screen.getByTestId('point-sign-language-video-frame');
      expect(frame.getAttribute('data-sign-language')).toBe('ase');
      expect(screen.queryByTestId('sign-language-toggle')).toBeNull();
      first.unmount();

      chooseContentFormat({ format: 'sign-language', signLanguage: 'fsl' });
      renderPoint({ ...signed, signLanguageVideos: [{ language: 'bzs', url: '/media/libras.mp4' }] });
      expect((await screen.findByTestId('point-format-missing')).textContent).toBe(
        'Este ponto não tem vídeo em LSF; ele abre no formato padrão. Há vídeo em outra língua de sinais:',
      );
      expect(screen.getByTestId('point-sign-language-other-bzs')).toBeTruthy();
      expect(screen.queryByTestId('sign-language-toggle')).toBeNull();
    });

    it('opens with the narration above the picture when narration comes first', async () => {
      await changeLocale('pt-BR');
      chooseContentFormat({ format: 'narration' });
      renderPoint({ ...point, frontImage: '/media/front.webp' });
      await screen.findByTestId('point-format');
      const audio = screen.getByTestId('point-audio');
      const picture = document.querySelector('img[src="/media/front.webp"]');
      expect(picture && audio.compareDocumentPosition(picture) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  });
});
