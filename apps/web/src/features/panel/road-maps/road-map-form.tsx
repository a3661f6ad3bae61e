import { Button, Group, MultiSelect, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { MessageKey } from '@percurso/i18n';
import type { LocalizedText } from '@percurso/shared';
import { type PanelRoadMap, ROAD_MAP_VANS, type RoadMapInput, roadMapInput } from '@percurso/shared/road-map';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../../api/queries.ts';
import { ConfirmDeleteButton } from '../common/confirm-delete.tsx';
import { LocalizedTextField } from '../common/localized-text-field.tsx';
import { MediaInput } from '../common/media-input.tsx';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { schemaErrorKeys, serverFieldError } from '../common/schema-validation.ts';
import { type GuideOption, RoadMapGuidesField } from './road-map-guides-field.tsx';
import { roadMapsApi } from './road-maps-api.ts';

interface RoadMapFormProps {
  roadMap?: PanelRoadMap | undefined;
  guides: GuideOption[];
  canDelete: boolean;
  onDone: (saved: PanelRoadMap | null) => void;
}

/** The van of each guide, from the road map's vans. */
function vansByGuide(roadMap: PanelRoadMap | undefined): Record<string, string | undefined> {
  const result: Record<string, string | undefined> = {};
  for (const van of roadMap?.vans ?? []) for (const id of van.guideIds) result[id] = van.name;
  return result;
}

/**
 * /roadMapRegistration and /roadMap/edit: name and English name, descriptions, banner and logo,
 * the guides in order with their vans, sponsors, social networks, enable. Spec §5: name,
 * nameInEnglish, description and descriptionInEnglish are required (checked here with the server's schema).
 */
export function RoadMapForm({ roadMap, guides, canDelete, onDone }: RoadMapFormProps) {
  const { t } = useTranslation();
  const toasts = usePanelToasts();
  const sponsors = useQuery(queries.sponsors()).data?.sponsors ?? [];
  const socialNetworks = useQuery(queries.socialNetworks()).data?.socialNetworks ?? [];
  const [name, setName] = useState<LocalizedText>(roadMap?.name ?? {});
  const [description, setDescription] = useState<LocalizedText>(roadMap?.description ?? {});
  const [bannerImage, setBanner] = useState(roadMap?.bannerImage);
  const [logoImage, setLogo] = useState(roadMap?.logoImage);
  const [guideIds, setGuideIds] = useState<string[]>(roadMap?.guideIds ?? []);
  const [vans, setVans] = useState(() => vansByGuide(roadMap));
  const [sponsorIds, setSponsorIds] = useState<string[]>(roadMap?.sponsorIds ?? []);
  const [socialNetIds, setSocialNetIds] = useState<string[]>(roadMap?.socialNetIds ?? []);
  const [enabled, setEnabled] = useState(roadMap?.enabled ?? false);
  const [errors, setErrors] = useState<Record<string, MessageKey>>({});
  const [isSaving, setSaving] = useState(false);
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);

  const handleSave = async () => {
    const input = {
      name,
      description,
      bannerImage,
      logoImage,
      guideIds,
      vans: ROAD_MAP_VANS.map((van) => ({ name: van, guideIds: guideIds.filter((id) => vans[id] === van) })).filter(
        (van) => van.guideIds.length > 0,
      ),
      sponsorIds,
      socialNetIds,
      enabled,
    };
    const found = schemaErrorKeys(roadMapInput, input);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) return toasts.warning(first);
    setSaving(true);
    try {
      const body = roadMapInput.parse(input) as RoadMapInput;
      const answer = roadMap
        ? await roadMapsApi.update(roadMap.id, {
            ...body,
            bannerImage: bannerImage ?? null,
            logoImage: logoImage ?? null,
          })
        : await roadMapsApi.create(body);
      toasts.confirmed(answer.confirmation);
      onDone(answer.roadMap);
    } catch (failure) {
      const field = serverFieldError(failure);
      if (field) setErrors({ [field.field]: field.key });
      toasts.failure(failure);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!roadMap) return;
    try {
      toasts.confirmed((await roadMapsApi.remove(roadMap.id)).confirmation);
      onDone(null);
    } catch (failure) {
      toasts.failure(failure);
    }
  };

  return (
    <form
      noValidate
      data-testid="road-map-form"
      onSubmit={(event) => {
        event.preventDefault();
        void handleSave();
      }}
    >
      <Stack gap="md">
        <LocalizedTextField
          label={t('panel.road_map.name')}
          value={name}
          onChange={setName}
          required={['pt', 'en']}
          errors={{ pt: error('name.pt'), en: error('name.en') }}
          testId="road-map-name"
        />
        <LocalizedTextField
          label={t('panel.road_map.description')}
          kind="multiline"
          value={description}
          onChange={setDescription}
          required={['pt', 'en']}
          errors={{ pt: error('description.pt'), en: error('description.en') }}
          testId="road-map-description"
        />
        <RoadMapGuidesField
          guideIds={guideIds}
          vans={vans}
          options={guides}
          error={error('guideIds') ?? error('vans')}
          onChange={(ids, nextVans) => {
            setGuideIds(ids);
            setVans(nextVans);
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MediaInput
            guideId={guideIds[0]}
            kind="image"
            label={t('panel.road_map.banner')}
            description={t('panel.road_map.images_hint')}
            value={bannerImage}
            onChange={setBanner}
            testId="road-map-banner"
          />
          <MediaInput
            guideId={guideIds[0]}
            kind="image"
            label={t('panel.road_map.logo')}
            value={logoImage}
            onChange={setLogo}
            testId="road-map-logo"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect
            label={t('panel.road_map.sponsors')}
            data={sponsors.map((sponsor) => ({ value: sponsor.id, label: sponsor.name }))}
            value={sponsorIds}
            onChange={setSponsorIds}
            error={error('sponsorIds')}
            searchable
          />
          <MultiSelect
            label={t('panel.road_map.social_nets')}
            data={socialNetworks.map((network) => ({ value: network.id, label: network.name }))}
            value={socialNetIds}
            onChange={setSocialNetIds}
            error={error('socialNetIds')}
            searchable
          />
        </SimpleGrid>
        <Switch
          label={t('panel.road_map.enabled')}
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
          data-testid="road-map-enabled"
        />
        <Group justify="space-between">
          {roadMap && canDelete ? (
            <ConfirmDeleteButton name={name.pt ?? ''} onConfirm={remove} testId="road-map-delete" />
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={() => onDone(null)}>
              {t('panel.delete.cancel')}
            </Button>
            <Button type="submit" loading={isSaving} data-testid="road-map-save">
              {t('panel.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
