import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { LocalizedText } from '@percurso/shared';
import { IconAlertTriangle, IconQrcode } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../api/http.ts';
import { useLocalize } from '../../i18n/use-content-language.ts';

interface QrKitJourneys {
  journeys: Array<{ id: string; name: LocalizedText; pointCount: number }>;
  /** What the printed codes open, and whether only the device itself can reach it. */
  origin: string;
  isLoopbackOrigin: boolean;
}

/** Links to the printable QR cards of each journey (GET /api/guides/{id}/qr-kit/{journeyId}.pdf). */
export function QrKitCard({ guideId }: { guideId: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const kit = useQuery({
    queryKey: ['qr-kit', guideId],
    queryFn: ({ signal }) => apiGet<QrKitJourneys>(`/api/guides/${encodeURIComponent(guideId)}/qr-kit`, signal),
  });
  if (!kit.data) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="qr-kit">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('media.library.qr_kit')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('media.library.qr_kit_hint')}
        </Text>
        {kit.data.isLoopbackOrigin && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="qr-kit-loopback">
            {t('panel.media.library.qr_kit_loopback', { origin: kit.data.origin })}
          </Alert>
        )}
        {kit.data.journeys.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('panel.media.library.qr_kit_empty')}
          </Text>
        )}
        {kit.data.journeys.map((journey) => (
          <Anchor
            key={journey.id}
            href={`/api/guides/${encodeURIComponent(guideId)}/qr-kit/${encodeURIComponent(journey.id)}.pdf`}
            download
          >
            <IconQrcode size={16} style={{ verticalAlign: 'middle' }} /> {localize(journey.name)} ({journey.pointCount})
          </Anchor>
        ))}
      </Stack>
    </Paper>
  );
}
