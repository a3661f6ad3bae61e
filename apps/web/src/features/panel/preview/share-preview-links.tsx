import {
  ActionIcon,
  Badge,
  Button,
  CopyButton,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { type CreatedPreviewLink, PREVIEW_LINK_DAYS, type PreviewLink } from '@percurso/shared';
import { IconCheck, IconCopy, IconLink, IconLinkOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewPath } from '../../preview/preview-frame.ts';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { previewApi, previewQueries } from './preview-api.ts';

const STATE_COLOUR: Record<PreviewLink['state'], string> = { active: 'teal', expired: 'gray', revoked: 'red' };

/** The address a curator opens: the guide's visitor page reading the draft through the token. */
const shareUrl = (guideName: string, link: CreatedPreviewLink) =>
  new URL(previewPath(guideName, `t.${link.token}`), location.origin).href;

/** Shareable preview links of a guide: create one with an expiry, copy it (once), list, revoke. */
export function SharePreviewLinks({ guideId, guideName }: { guideId: string; guideName: string }) {
  const { t, i18n } = useTranslation();
  const toasts = usePanelToasts();
  const queryClient = useQueryClient();
  const links = useQuery(previewQueries.links(guideId));
  const [days, setDays] = useState<number>(PREVIEW_LINK_DAYS.default);
  const [created, setCreated] = useState<CreatedPreviewLink | null>(null);
  const refresh = () => queryClient.invalidateQueries(previewQueries.links(guideId));
  const create = useMutation({
    mutationFn: () => previewApi.create(guideId, { days }),
    onSuccess: async ({ link }) => {
      setCreated(link);
      await refresh();
    },
    onError: (error) => toasts.failure(error),
  });
  const revoke = useMutation({
    mutationFn: (linkId: string) => previewApi.revoke(guideId, linkId),
    onSuccess: async ({ link }) => {
      if (created?.id === link.id) setCreated(null);
      toasts.success('panel.preview.revoked');
      await refresh();
    },
    onError: (error) => toasts.failure(error),
  });
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <Stack gap="sm" data-testid="preview-links">
      <Title order={2} fz="h4">
        {t('panel.preview.links_title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('panel.preview.links_hint')}
      </Text>
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={t('panel.preview.days')}
          min={PREVIEW_LINK_DAYS.min}
          max={PREVIEW_LINK_DAYS.max}
          clampBehavior="strict"
          allowDecimal={false}
          value={days}
          onChange={(value) => setDays(typeof value === 'number' ? value : PREVIEW_LINK_DAYS.default)}
          w={200}
          data-testid="preview-link-days"
        />
        <Button
          leftSection={<IconLink size={16} aria-hidden />}
          loading={create.isPending}
          onClick={() => create.mutate()}
          data-testid="preview-link-create"
        >
          {t('panel.preview.create')}
        </Button>
      </Group>
      {created && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('panel.preview.created')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              aria-label={t('panel.preview.new_link')}
              readOnly
              value={shareUrl(guideName, created)}
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: 1 }}
              data-testid="preview-link-url"
            />
            <CopyButton value={shareUrl(guideName, created)}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('panel.preview.copied') : t('panel.preview.copy')} withArrow>
                  <ActionIcon
                    variant="light"
                    size="lg"
                    onClick={copy}
                    aria-label={t('panel.preview.copy')}
                    data-testid="preview-link-copy"
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </Stack>
      )}
      {links.data && links.data.links.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('panel.preview.none')}
        </Text>
      )}
      {links.data?.links.map((link) => (
        <Group key={link.id} justify="space-between" gap="xs" data-testid="preview-link" data-state={link.state}>
          <Stack gap={0}>
            <Group gap="xs">
              <Badge color={STATE_COLOUR[link.state]} variant="light">
                {t(`panel.preview.state.${link.state}`)}
              </Badge>
              <Text size="sm">{t('panel.preview.expires_at', { date: date(link.expiresAt) })}</Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t('panel.preview.created_at', { date: date(link.createdAt) })}
            </Text>
          </Stack>
          {link.state === 'active' && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconLinkOff size={16} aria-hidden />}
              loading={revoke.isPending && revoke.variables === link.id}
              onClick={() => revoke.mutate(link.id)}
              data-testid="preview-link-revoke"
            >
              {t('panel.preview.revoke')}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
