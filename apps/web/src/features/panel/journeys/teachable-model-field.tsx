import { Fieldset, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MediaInput } from '../common/media-input.tsx';

interface TeachableModelFieldProps {
  guideId: string | undefined;
  modelUrl: string;
  metadataUrl: string;
  onChange: (model: { modelUrl: string; metadataUrl: string }) => void;
}

/**
 * The journey's Teachable Machine image model (spec: iaModel {urlModel, urlMetaData}): the
 * exported model.json with its weights file beside it, and metadata.json.
 */
export function TeachableModelField({ guideId, modelUrl, metadataUrl, onChange }: TeachableModelFieldProps) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('panel.journey.model')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('panel.journey.model_hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MediaInput
          guideId={guideId}
          kind="url"
          label="model.json"
          value={modelUrl || undefined}
          onChange={(url) => onChange({ modelUrl: url ?? '', metadataUrl })}
          testId="journey-model"
        />
        <MediaInput
          guideId={guideId}
          kind="url"
          label="metadata.json"
          value={metadataUrl || undefined}
          onChange={(url) => onChange({ modelUrl, metadataUrl: url ?? '' })}
          testId="journey-metadata"
        />
      </SimpleGrid>
    </Fieldset>
  );
}
