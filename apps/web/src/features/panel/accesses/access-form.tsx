import {
  Button,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import type { MessageKey } from '@percurso/i18n';
import type { LocalizedText } from '@percurso/shared';
import { ACCESS_TYPES, type AccessInput, accessInput, type PanelAccess } from '@percurso/shared/road-map';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import { ConfirmDeleteButton } from '../common/confirm-delete.tsx';
import { LocalizedTextField } from '../common/localized-text-field.tsx';
import { MediaInput } from '../common/media-input.tsx';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { schemaErrorKeys, serverFieldError } from '../common/schema-validation.ts';
import { guideQueries } from '../guides/guides-api.ts';
import { accessesApi } from './accesses-api.ts';

const ADDRESS_PARTS = [
  ['zipCode', 'panel.guide.field.zip_code'],
  ['road', 'panel.guide.field.road'],
  ['number', 'panel.guide.field.number'],
  ['complement', 'panel.guide.field.complement'],
  ['neighborhood', 'panel.guide.field.neighborhood'],
  ['city', 'panel.guide.field.city'],
  ['state', 'panel.guide.field.state'],
] as const;
type AddressPart = (typeof ADDRESS_PARTS)[number][0];
const REQUIRED_PARTS = new Set<AddressPart>(['zipCode', 'road', 'number', 'neighborhood', 'city', 'state']);

/** A number input's value as the schema sees it: '' stays '' (missing → 'latitude-empty'). */
const asNumber = (value: string | number) => (value === '' ? '' : Number(value));

/**
 * accessEdit: an access of the guide's venue with every §5 rule (name, English name, type,
 * descriptions, coordinates, address parts, image, at least one map), checked here by the
 * server's schema and shown under each field and as a toast.
 */
export function AccessForm({
  guideId,
  access,
  canDelete,
  onDone,
}: {
  guideId: string;
  access?: PanelAccess | undefined;
  canDelete: boolean;
  onDone: (saved: PanelAccess | null) => void;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const toasts = usePanelToasts();
  const maps = useQuery(guideQueries.maps(guideId)).data ?? [];
  const [name, setName] = useState<LocalizedText>(access?.name ?? {});
  const [type, setType] = useState<string | null>(access?.type ?? null);
  const [description, setDescription] = useState<LocalizedText>(access?.description ?? {});
  const [latitude, setLatitude] = useState<string | number>(access?.coordinates.latitude ?? '');
  const [longitude, setLongitude] = useState<string | number>(access?.coordinates.longitude ?? '');
  const [address, setAddress] = useState<Partial<Record<AddressPart, string>>>(access?.address ?? {});
  const [image, setImage] = useState<string | undefined>(access?.image);
  const [mapIds, setMapIds] = useState<string[]>(access?.mapIds ?? []);
  const [enabled, setEnabled] = useState(access?.enabled ?? true);
  const [errors, setErrors] = useState<Record<string, MessageKey>>({});
  const [isSaving, setSaving] = useState(false);
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);

  const handleSave = async () => {
    const input = {
      name,
      type: type ?? undefined,
      description,
      coordinates: { latitude: asNumber(latitude), longitude: asNumber(longitude) },
      address: Object.fromEntries(Object.entries(address).filter(([, value]) => value !== '')),
      image: image ?? '',
      mapIds,
      enabled,
    };
    const found = schemaErrorKeys(accessInput, input);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) return toasts.warning(first);
    setSaving(true);
    try {
      const body = accessInput.parse(input) as AccessInput;
      const answer = access ? await accessesApi.save(access.id, body) : await accessesApi.create(guideId, body);
      toasts.confirmed(answer.confirmation);
      onDone(answer.access);
    } catch (failure) {
      const field = serverFieldError(failure);
      if (field) setErrors({ [field.field]: field.key });
      toasts.failure(failure);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!access) return;
    try {
      toasts.confirmed((await accessesApi.remove(access.id)).confirmation);
      onDone(null);
    } catch (failure) {
      toasts.failure(failure);
    }
  };

  return (
    <form
      noValidate
      data-testid="access-form"
      onSubmit={(event) => {
        event.preventDefault();
        void handleSave();
      }}
    >
      <Stack gap="md">
        <LocalizedTextField
          label={t('panel.access.name')}
          value={name}
          onChange={setName}
          required={['pt', 'en']}
          errors={{ pt: error('name.pt'), en: error('name.en') }}
          testId="access-name"
        />
        <Select
          label={t('panel.access.type')}
          required
          data={ACCESS_TYPES.map((value) => ({ value, label: t(`panel.access.type.${value}`) }))}
          value={type}
          onChange={setType}
          error={error('type')}
          data-testid="access-type"
        />
        <LocalizedTextField
          label={t('panel.access.description')}
          kind="multiline"
          value={description}
          onChange={setDescription}
          required={['pt', 'en']}
          errors={{ pt: error('description.pt'), en: error('description.en') }}
          testId="access-description"
        />
        <Fieldset legend={t('panel.access.place')}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <NumberInput
                label={t('panel.guide.field.latitude')}
                required
                decimalScale={7}
                min={-90}
                max={90}
                value={latitude}
                onChange={setLatitude}
                error={error('coordinates.latitude') ?? error('coordinates')}
                data-testid="access-latitude"
              />
              <NumberInput
                label={t('panel.guide.field.longitude')}
                required
                decimalScale={7}
                min={-180}
                max={180}
                value={longitude}
                onChange={setLongitude}
                error={error('coordinates.longitude')}
                data-testid="access-longitude"
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
              {ADDRESS_PARTS.map(([part, label]) => (
                <TextInput
                  key={part}
                  label={t(label)}
                  required={REQUIRED_PARTS.has(part)}
                  value={address[part] ?? ''}
                  onChange={(event) => setAddress({ ...address, [part]: event.currentTarget.value })}
                  error={error(`address.${part}`) ?? (part === 'zipCode' ? error('address') : undefined)}
                  data-testid={`access-${part}`}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <MediaInput
          guideId={guideId}
          kind="image"
          label={t('panel.access.image')}
          required
          value={image}
          onChange={setImage}
          error={error('image')}
          testId="access-image"
        />
        <MultiSelect
          label={t('panel.access.maps')}
          required
          data={maps.map((map) => ({ value: map.id, label: localize(map.name) || map.id }))}
          value={mapIds}
          onChange={setMapIds}
          error={error('mapIds')}
          nothingFoundMessage={t('panel.access.no_maps')}
          searchable
          data-testid="access-maps"
        />
        <Switch
          label={t('panel.access.enabled')}
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
        />
        <Group justify="space-between">
          {access && canDelete ? <ConfirmDeleteButton name={localize(name)} onConfirm={remove} /> : <span />}
          <Group gap="xs">
            <Button variant="default" onClick={() => onDone(null)}>
              {t('panel.delete.cancel')}
            </Button>
            <Button type="submit" loading={isSaving} data-testid="access-save">
              {t('panel.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
