import '@mantine/core/styles/Progress.css';
import { Badge, Button, Fieldset, Group, Progress, Stack, Text } from '@mantine/core';
import { type Journey, TEACHABLE_MODEL_SIZE_LIMIT } from '@percurso/shared';
import { IconBrain, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../api/error-messages.ts';
import { formatBytes } from '../../media-library/index.ts';
import { teachableModelApi } from './teachable-model-api.ts';

interface TeachableModelFieldProps {
  /** The saved journey; undefined while it is being created (the model is uploaded once it exists). */
  journeyId: string | undefined;
  model: Journey['iaModel'];
  disabled?: boolean;
  /** The journey as the server saved it after an upload or a removal. */
  onSaved: (journey: Journey) => void;
}

type Step = { step: 'idle' } | { step: 'uploading'; percent: number } | { step: 'checking' };

/**
 * The journey's Teachable Machine image model (spec: iaModel {urlModel, urlMetaData}): the manager
 * uploads the export (model.json, metadata.json and weights.bin, or the .zip Teachable Machine
 * downloads) with a progress bar; the server checks and stores it and saves it on the journey.
 * Shows the labels the model recognises, and removes it.
 */
export function TeachableModelField({ journeyId, model, disabled, onSaved }: TeachableModelFieldProps) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [state, setState] = useState<Step>({ step: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const [uploadedLabels, setUploadedLabels] = useState<{ url: string; labels: string[] } | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const metadataUrl = model?.metadataUrl;
  const knownLabels = uploadedLabels && uploadedLabels.url === metadataUrl ? uploadedLabels.labels : undefined;
  const fetched = useQuery({
    queryKey: ['panel', 'teachable-model-labels', metadataUrl],
    queryFn: ({ signal }) => teachableModelApi.labels(metadataUrl ?? '', signal),
    enabled: metadataUrl !== undefined && knownLabels === undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const labels = knownLabels ?? fetched.data ?? null;

  const start = async (files: File[]) => {
    if (!journeyId || files.length === 0) return;
    setProblem(null);
    const total = files.reduce((sum, file) => sum + file.size, 0);
    if (total > TEACHABLE_MODEL_SIZE_LIMIT) {
      setProblem(
        t('panel.journey.model_too_large', {
          size: formatBytes(total, i18n.language),
          limit: formatBytes(TEACHABLE_MODEL_SIZE_LIMIT, i18n.language),
        }),
      );
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'uploading', percent: 0 });
    try {
      const answer = await teachableModelApi.upload(journeyId, files, {
        signal: controller.signal,
        onProgress: ({ percent }) => setState(percent >= 100 ? { step: 'checking' } : { step: 'uploading', percent }),
      });
      setUploadedLabels({ url: answer.journey.iaModel?.metadataUrl ?? '', labels: answer.labels });
      onSaved(answer.journey);
    } catch (failure) {
      if (!(failure instanceof DOMException && failure.name === 'AbortError')) setProblem(t(errorMessageKey(failure)));
    } finally {
      abort.current = null;
      setState({ step: 'idle' });
    }
  };

  const remove = async () => {
    if (!journeyId) return;
    setProblem(null);
    try {
      onSaved((await teachableModelApi.remove(journeyId)).journey);
      setUploadedLabels(null);
    } catch (failure) {
      setProblem(t(errorMessageKey(failure)));
    }
  };

  const busy = state.step !== 'idle';
  return (
    <Fieldset legend={t('panel.journey.model')} data-testid="journey-model">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('panel.journey.model_hint')}
        </Text>
        {!journeyId ? (
          <Text size="sm" data-testid="journey-model-save-first">
            {t('panel.journey.model_save_first')}
          </Text>
        ) : (
          <>
            {model ? (
              <Stack gap={6} data-testid="journey-model-current">
                <Group gap="xs" wrap="nowrap">
                  <IconBrain size={18} aria-hidden />
                  <Text size="sm" fw={500}>
                    {t('panel.journey.model_loaded')}
                  </Text>
                </Group>
                {labels ? (
                  <Group gap={6} aria-label={t('panel.journey.model_labels')} data-testid="journey-model-labels">
                    <Text size="sm" c="dimmed">
                      {t('panel.journey.model_labels')}:
                    </Text>
                    {labels.map((label) => (
                      <Badge key={label} variant="light" tt="none">
                        {label}
                      </Badge>
                    ))}
                  </Group>
                ) : (
                  fetched.isFetched && (
                    <Text size="sm" c="dimmed">
                      {t('panel.journey.model_labels_unreadable')}
                    </Text>
                  )
                )}
              </Stack>
            ) : (
              !busy && (
                <Text size="sm" c="dimmed">
                  {t('panel.journey.model_none')}
                </Text>
              )
            )}
            {busy && (
              <Stack gap={4} aria-live="polite">
                <Text size="sm">
                  {state.step === 'uploading'
                    ? t('panel.journey.model_uploading', { percent: state.percent })
                    : t('panel.journey.model_checking')}
                </Text>
                <Progress
                  value={state.step === 'uploading' ? state.percent : 100}
                  animated={state.step === 'checking'}
                  aria-label={t('panel.journey.model')}
                  data-testid="journey-model-progress"
                />
              </Stack>
            )}
            {problem && (
              <Text size="sm" c="red" role="alert" data-testid="journey-model-error">
                {problem}
              </Text>
            )}
            <Group gap="xs">
              {busy ? (
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconX size={16} />}
                  onClick={() => abort.current?.abort()}
                >
                  {t('media.field.cancel')}
                </Button>
              ) : (
                <>
                  <Button
                    size="xs"
                    leftSection={<IconUpload size={16} />}
                    onClick={() => fileInput.current?.click()}
                    disabled={disabled}
                    data-testid="journey-model-upload"
                  >
                    {model ? t('panel.journey.model_replace') : t('panel.journey.model_upload')}
                  </Button>
                  {model && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={16} />}
                      onClick={() => void remove()}
                      disabled={disabled}
                      data-testid="journey-model-remove"
                    >
                      {t('panel.journey.model_remove')}
                    </Button>
                  )}
                </>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {t('panel.journey.model_files', { limit: formatBytes(TEACHABLE_MODEL_SIZE_LIMIT, i18n.language) })}
            </Text>
            <input
              ref={fileInput}
              id={inputId}
              type="file"
              multiple
              accept=".json,.bin,.zip,application/json,application/zip,application/octet-stream"
              hidden
              data-testid="journey-model-input"
              onChange={(event) => {
                const files = [...(event.currentTarget.files ?? [])];
                event.currentTarget.value = '';
                void start(files);
              }}
            />
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
