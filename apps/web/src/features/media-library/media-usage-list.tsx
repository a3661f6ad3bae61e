import { Alert, List, Loader, Text } from '@mantine/core';
import type { MediaUsage } from '@percurso/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../api/error-messages.ts';
import { mediaUsagesQuery } from './media-library-api.ts';

/** The name of a record in the reader's language (content names are LocalizedText). */
function nameOf(name: MediaUsage['name'], language: string): string {
  if (typeof name === 'string') return name;
  const short = language.slice(0, 2);
  return name[short] || name.pt || Object.values(name).find(Boolean) || '';
}

/** Where a library file is used, for the delete dialog; reports how many (null while unknown). */
export function MediaUsageList({
  guideId,
  mediaId,
  onCount,
}: {
  guideId: string;
  mediaId: string;
  onCount: (count: number | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const usages = useQuery(mediaUsagesQuery(guideId, mediaId));
  useEffect(() => onCount(usages.data ? usages.data.length : null), [usages.data, onCount]);

  if (usages.isPending) return <Loader size="sm" aria-label={t('panel.media.library.usages_loading')} />;
  if (usages.isError) return <Alert color="red">{t(errorMessageKey(usages.error))}</Alert>;
  if (usages.data.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="media-usages">
        {t('panel.media.library.unused')}
      </Text>
    );
  return (
    <Alert color="orange" data-testid="media-usages">
      <Text size="sm" fw={600}>
        {t('panel.media.library.used_by', { count: usages.data.length })}
      </Text>
      <List size="sm" mt={4}>
        {usages.data.map((usage) => (
          <List.Item key={`${usage.kind}:${usage.id}`}>
            {t(`panel.media.usage.${usage.kind}`)}: {nameOf(usage.name, i18n.language) || usage.id}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
