import { MantineProvider } from '@mantine/core';
import type { Journey } from '@percurso/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n, loadPanelMessages } from '../../../i18n/setup.ts';
import { TeachableModelField } from './teachable-model-field.tsx';

const journey: Journey = {
  id: 'j1',
  guideId: 'g1',
  name: { pt: 'Jornada' },
  description: { pt: 'D' },
  pointOrder: [],
  enabled: true,
  createdAt: '2026-01-01T00:00:00Z',
};
const withModel: Journey = {
  ...journey,
  iaModel: { modelUrl: '/media/models/a/model.json', metadataUrl: '/media/models/a/metadata.json' },
};

/** A stand-in for XMLHttpRequest the test drives: progress, then the server's answer. */
class FakeRequest {
  static last: FakeRequest | undefined;
  method = '';
  url = '';
  body: FormData | undefined;
  status = 0;
  responseText = '';
  responseType = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeRequest.last = this;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

/** The field as the journey editor holds it: the saved journey's model goes back into it. */
function Harness(props: { journeyId: string | undefined; model?: Journey['iaModel']; onSaved: (j: Journey) => void }) {
  const [model, setModel] = useState(props.model);
  return (
    <TeachableModelField
      journeyId={props.journeyId}
      model={model}
      onSaved={(saved) => {
        setModel(saved.iaModel);
        props.onSaved(saved);
      }}
    />
  );
}

function renderField(props: { journeyId: string | undefined; model?: Journey['iaModel'] }, onSaved = vi.fn()) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <Harness {...props} onSaved={onSaved} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onSaved;
}

const exportFiles = () => [
  new File(['{"modelTopology":{}}'], 'model.json', { type: 'application/json' }),
  new File(['{"labels":["Vermelho"]}'], 'metadata.json', { type: 'application/json' }),
  new File([new Uint8Array(48)], 'weights.bin'),
];

describe('TeachableModelField', () => {
  beforeAll(async () => {
    await initI18n();
    await loadPanelMessages();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    FakeRequest.last = undefined;
    await changeLocale('pt-BR');
  });

  it('asks to save a new journey before its model can be uploaded', () => {
    renderField({ journeyId: undefined });
    expect(screen.getByText('Salve a jornada primeiro; depois envie o modelo.')).toBeTruthy();
    expect(screen.queryByTestId('journey-model-upload')).toBeNull();
  });

  it('uploads the three files together with a progress bar, then shows the labels the model recognises', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const onSaved = renderField({ journeyId: 'j1' });
    expect(screen.getByText('Nenhum modelo: a jornada não oferece reconhecimento pela câmera.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('journey-model-input'), { target: { files: exportFiles() } });

    const request = FakeRequest.last as FakeRequest;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/panel/journeys/j1/model');
    expect(((request.body?.getAll('files') ?? []) as File[]).map((file) => file.name)).toEqual([
      'model.json',
      'metadata.json',
      'weights.bin',
    ]);
    request.progress(40, 100);
    expect(await screen.findByText('Enviando o modelo… 40%')).toBeTruthy();
    request.progress(100, 100);
    expect(await screen.findByText('Conferindo o modelo…')).toBeTruthy();
    request.answer(200, { confirmation: 'journey-saved', journey: withModel, labels: ['Vermelho', 'Azul', 'Fundo'] });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(withModel));
    expect(await screen.findByText('Modelo carregado')).toBeTruthy();
    expect(screen.getByText('Fundo')).toBeTruthy();
    expect(screen.getByTestId('journey-model-remove')).toBeTruthy();
  });

  it('shows the labels of the current model (read from its metadata.json) and removes it', async () => {
    const fetchSpy = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') {
        return new Response(JSON.stringify({ confirmation: 'journey-saved', journey }), { status: 200 });
      }
      expect(url).toBe('/media/models/a/metadata.json');
      return new Response(JSON.stringify({ labels: ['Vermelho', 'Azul'] }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchSpy);
    const onSaved = renderField({ journeyId: 'j1', model: withModel.iaModel });
    expect(await screen.findByText('Vermelho')).toBeTruthy();
    expect(screen.getByText('Azul')).toBeTruthy();
    expect(screen.getByText('Substituir modelo')).toBeTruthy();
    fireEvent.click(screen.getByTestId('journey-model-remove'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(journey));
    expect(await screen.findByText('Nenhum modelo: a jornada não oferece reconhecimento pela câmera.')).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/panel/journeys/j1/model',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it("says what is wrong with the files in the reader's language", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const onSaved = renderField({ journeyId: 'j1' });
    await changeLocale('en');
    fireEvent.change(screen.getByTestId('journey-model-input'), { target: { files: exportFiles() } });
    (FakeRequest.last as FakeRequest).answer(400, { error: { code: 'tm-model/weights-mismatch', field: 'weights' } });
    expect(
      await screen.findByText('This weights.bin does not match model.json: upload the files of one export.'),
    ).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses files over the limit before sending anything', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    renderField({ journeyId: 'j1' });
    const big = new File([new Uint8Array(31 * 1024 * 1024)], 'weights.bin');
    fireEvent.change(screen.getByTestId('journey-model-input'), { target: { files: [big] } });
    expect(await screen.findByText('Os arquivos somam 31 MB; o limite é 30 MB.')).toBeTruthy();
    expect(FakeRequest.last).toBeUndefined();
  });
});
