import { Alert, Button, Group, Paper, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import type { MessageKey } from '@percurso/i18n';
import { type PartnerSharing, socialNetworkInput, sponsorInput } from '@percurso/shared';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaInput } from '../common/media-input.tsx';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { schemaErrorKeys, serverFieldError } from '../common/schema-validation.ts';
import { socialNetworksApi, sponsorsApi } from './partners-api.ts';

export type PartnerKind = 'sponsor' | 'socialNetwork';

/** A sponsor or a social network: the same record (name, url, image, switch); networks add a handle. */
export interface PartnerRecord {
  id: string;
  name: string;
  url: string;
  image: string;
  enabled: boolean;
  suffix?: string | undefined;
  /** Other guides and road maps listing it, and whether this person may change it (the server's list). */
  sharing?: PartnerSharing | undefined;
  /** The version the list read it at: a save based on an older one is refused ('edit-conflict'). */
  version?: string | undefined;
}

/** 'Também em 2 outros guias · Também em 1 roteiro', or nothing when only this guide lists it. */
export function useSharedWith() {
  const { t } = useTranslation();
  return (sharing: PartnerSharing | undefined) =>
    [
      sharing?.otherGuides ? t('panel.partner.shared_guides', { count: sharing.otherGuides }) : '',
      sharing?.roadMaps ? t('panel.partner.shared_road_maps', { count: sharing.roadMaps }) : '',
    ]
      .filter(Boolean)
      .join(' · ');
}

interface PartnerFormProps {
  kind: PartnerKind;
  guideId: string;
  record?: PartnerRecord | undefined;
  onDone: (saved: PartnerRecord | null) => void;
}

/** Create or edit form; spec §5: name, url and image required ('name-empty', 'url-empty', 'image-empty'). */
export function PartnerForm({ kind, guideId, record, onDone }: PartnerFormProps) {
  const { t } = useTranslation();
  const toasts = usePanelToasts();
  const [name, setName] = useState(record?.name ?? '');
  const [url, setUrl] = useState(record?.url ?? '');
  const [image, setImage] = useState<string | undefined>(record?.image);
  const [suffix, setSuffix] = useState(record?.suffix ?? '');
  // Spec §4: social networks (and sponsors) start enabled.
  const [enabled, setEnabled] = useState(record?.enabled ?? true);
  const [errors, setErrors] = useState<Record<string, MessageKey>>({});
  const [isSaving, setSaving] = useState(false);
  const prefix = kind === 'sponsor' ? 'sponsor' : 'social-net';
  const sharedWith = useSharedWith()(record?.sharing);
  // A record others list too: saving changes it for all of them, which only someone who may edit
  // them all can do; anyone may save it as a copy that replaces it in this guide only.
  const mayChange = record?.sharing?.changeable ?? true;

  const handleSave = async (asCopy = !mayChange) => {
    const input = {
      name,
      url,
      image: image ?? '',
      enabled,
      ...(kind === 'socialNetwork' && suffix.trim() ? { suffix } : {}),
    };
    const found = schemaErrorKeys(kind === 'sponsor' ? sponsorInput : socialNetworkInput, input);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) return toasts.warning(first);
    setSaving(true);
    try {
      if (kind === 'sponsor') {
        const body = { ...input, version: record?.version };
        const answer = !record
          ? await sponsorsApi.create(guideId, input)
          : asCopy
            ? await sponsorsApi.copy(guideId, record.id, body)
            : await sponsorsApi.update(guideId, record.id, body);
        toasts.confirmed(answer.confirmation);
        onDone(answer.sponsor);
      } else {
        const body = { ...input, ...(record && !suffix.trim() ? { suffix: null } : {}), version: record?.version };
        const answer = !record
          ? await socialNetworksApi.create(guideId, input)
          : asCopy
            ? await socialNetworksApi.copy(guideId, record.id, body)
            : await socialNetworksApi.update(guideId, record.id, body);
        toasts.confirmed(answer.confirmation);
        onDone(answer.socialNetwork);
      }
    } catch (error) {
      const field = serverFieldError(error);
      if (field) setErrors({ [field.field]: field.key });
      toasts.failure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-gray-0)" data-testid={`${prefix}-form`}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void handleSave();
        }}
      >
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t(record ? `panel.${kind}.edit` : `panel.${kind}.new`)}
          </Title>
          {sharedWith && (
            <Alert
              color={mayChange ? 'blue' : 'yellow'}
              icon={<IconShare size={18} />}
              title={sharedWith}
              data-testid={`${prefix}-shared`}
            >
              {t(mayChange ? 'panel.partner.shared_changeable' : 'panel.partner.shared_locked')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('panel.partner.name')}
              required
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={errors.name && t(errors.name)}
              data-testid={`${prefix}-name`}
            />
            <TextInput
              label={t('panel.partner.url')}
              required
              placeholder="https://"
              value={url}
              onChange={(event) => setUrl(event.currentTarget.value)}
              error={errors.url && t(errors.url)}
              data-testid={`${prefix}-url`}
            />
          </SimpleGrid>
          {kind === 'socialNetwork' && (
            <TextInput
              label={t('panel.partner.suffix')}
              placeholder="@museu"
              value={suffix}
              onChange={(event) => setSuffix(event.currentTarget.value)}
              data-testid={`${prefix}-suffix`}
            />
          )}
          <MediaInput
            guideId={guideId}
            kind="image"
            label={t('panel.partner.image')}
            required
            value={image}
            onChange={setImage}
            error={errors.image && t(errors.image)}
            testId={`${prefix}-image`}
          />
          <Switch
            label={t('panel.partner.enabled')}
            checked={enabled}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onDone(null)}>
              {t('panel.delete.cancel')}
            </Button>
            {sharedWith && mayChange && (
              <Button variant="light" loading={isSaving} onClick={() => void handleSave(true)}>
                {t('panel.partner.save_copy')}
              </Button>
            )}
            <Button type="submit" loading={isSaving} data-testid={`${prefix}-save`}>
              {t(mayChange ? 'panel.save' : 'panel.partner.save_copy')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
