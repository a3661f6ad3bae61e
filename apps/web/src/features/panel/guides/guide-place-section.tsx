import { Button, Fieldset, Grid, Skeleton, TextInput } from '@mantine/core';
import { DEFAULT_TILE_URL, localize, typedCoordinates } from '@percurso/shared';
import { IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../../api/queries.ts';
import { GeoPicker } from '../../panel-points/placement/index.ts';
import { useGuideFormContext } from './guide-form-context.ts';

/**
 * Address parts and coordinates, all required by spec §5 (except the complement). Coordinates
 * are kept as typed (trailing zeros, a comma in pt-BR) and read by the shared schema on save; the
 * map (Leaflet, loaded when opened) sets both by a click or a drag.
 */
export function GuidePlaceSection() {
  const { t } = useTranslation();
  const form = useGuideFormContext();
  const [showMap, setShowMap] = useState(false);
  const { data: app } = useQuery({ ...queries.appProperties(), enabled: showMap });
  const values = form.getValues();
  const position = typedCoordinates.safeParse({ latitude: values.latitude, longitude: values.longitude });
  const field = (name: string, label: string, span: number, required = true) => (
    <Grid.Col span={{ base: 12, sm: span }}>
      <TextInput
        label={label}
        required={required}
        {...form.getInputProps(`address.${name}`)}
        data-testid={`guide-address-${name}`}
      />
    </Grid.Col>
  );
  const coordinate = (name: 'latitude' | 'longitude') => (
    <Grid.Col span={{ base: 6, sm: 3 }}>
      <TextInput
        label={t(`panel.guide.field.${name}`)}
        required
        inputMode="decimal"
        {...form.getInputProps(name)}
        data-testid={`guide-${name}`}
      />
    </Grid.Col>
  );
  return (
    <Fieldset legend={t('panel.guide.section.place')}>
      <Grid gutter="sm" align="flex-end">
        {field('zipCode', t('panel.guide.field.zip_code'), 4)}
        {field('road', t('panel.guide.field.road'), 8)}
        {field('number', t('panel.guide.field.number'), 4)}
        {field('complement', t('panel.guide.field.complement'), 8, false)}
        {field('neighborhood', t('panel.guide.field.neighborhood'), 6)}
        {field('city', t('panel.guide.field.city'), 6)}
        {field('state', t('panel.guide.field.state'), 6)}
        {coordinate('latitude')}
        {coordinate('longitude')}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Button
            variant="default"
            leftSection={<IconMapPin size={16} />}
            onClick={() => setShowMap((shown) => !shown)}
            aria-expanded={showMap}
            data-testid="guide-pick-on-map"
          >
            {t('panel.guide.pick_on_map')}
          </Button>
        </Grid.Col>
        {showMap && (
          <Grid.Col span={12}>
            <Suspense fallback={<Skeleton h="22rem" radius="md" />}>
              <GeoPicker
                coordinates={position.success ? position.data : undefined}
                center={position.success ? position.data : undefined}
                zoom={undefined}
                tileUrl={app?.tileUrl || DEFAULT_TILE_URL}
                attribution={t('visitor.map.attribution')}
                iconImage={undefined}
                iconLabel={(localize(values.name, 'pt') || '?').slice(0, 1)}
                label={t('panel.guide.pick_on_map')}
                onChange={(picked) =>
                  form.setValues({ latitude: String(picked.latitude), longitude: String(picked.longitude) })
                }
              />
            </Suspense>
          </Grid.Col>
        )}
      </Grid>
    </Fieldset>
  );
}
