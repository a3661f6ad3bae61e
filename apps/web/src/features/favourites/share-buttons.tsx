import { ActionIcon, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@percurso/shared';
import {
  IconBrandFacebook,
  IconBrandThreads,
  IconBrandWhatsapp,
  IconBrandX,
  IconLink,
  IconShare,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { routeLink, shareLinks } from './share-links.ts';

const ICONS = { Threads: IconBrandThreads, X: IconBrandX, Facebook: IconBrandFacebook, WhatsApp: IconBrandWhatsapp };

/** A route's sharing: the device's share sheet where it has one, the four networks, and copy link. */
export function ShareButtons({ routeId, text }: { routeId: string; text: string }) {
  const { t } = useTranslation();
  const url = routeLink(routeId);
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    await navigator.clipboard.writeText(url);
    notifications.show({
      message: t('favourites.toast.link_copied'),
      color: 'teal',
      autoClose: TOAST_TIMEOUT_MS.linkCopy,
      withBorder: true,
    });
  };

  return (
    <Group gap={6} data-testid="favourite-share">
      <Text size="sm" c="dimmed">
        {t('favourites.share.title')}
      </Text>
      {canShare && (
        <ActionIcon
          variant="light"
          size="lg"
          radius="xl"
          aria-label={t('favourites.share.device')}
          onClick={() => void navigator.share({ title: text, text, url }).catch(() => undefined)}
        >
          <IconShare size={18} />
        </ActionIcon>
      )}
      {shareLinks(url, text).map(({ network, href }) => {
        const Icon = ICONS[network];
        return (
          <ActionIcon
            key={network}
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            size="lg"
            radius="xl"
            aria-label={t('favourites.share.on', { network })}
            data-testid={`favourite-share-${network.toLowerCase()}`}
          >
            <Icon size={18} />
          </ActionIcon>
        );
      })}
      <ActionIcon
        variant="light"
        size="lg"
        radius="xl"
        aria-label={t('favourites.share.copy')}
        onClick={() => void copy().catch(() => undefined)}
        data-testid="favourite-copy-link"
      >
        <IconLink size={18} />
      </ActionIcon>
    </Group>
  );
}
