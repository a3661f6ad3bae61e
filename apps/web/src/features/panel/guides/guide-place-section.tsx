import { Fieldset, Grid, NumberInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGuideFormContext } from './guide-form-context.ts';

/** Address parts and coordinates, all required by spec §5 (except the complement). */
export function GuidePlaceSection() {
  const { t } = useTranslation();
  const form = useGuideFormContext();
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
  return (
    <Fieldset legend={t('panel.guide.section.place')}>
      <Grid gutter="sm">
        {field('zipCode', t('panel.guide.field.zip_code'), 4)}
        {field('road', t('panel.guide.field.road'), 8)}
        {field('number', t('panel.guide.field.number'), 4)}
        {field('complement', t('panel.guide.field.complement'), 8, false)}
        {field('neighborhood', t('panel.guide.field.neighborhood'), 6)}
        {field('city', t('panel.guide.field.city'), 6)}
        {field('state', t('panel.guide.field.state'), 6)}
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NumberInput
            label={t('panel.guide.field.latitude')}
            required
            decimalScale={7}
            min={-90}
            max={90}
            hideControls
            {...form.getInputProps('latitude')}
            data-testid="guide-latitude"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NumberInput
            label={t('panel.guide.field.longitude')}
            required
            decimalScale={7}
            min={-180}
            max={180}
            hideControls
            {...form.getInputProps('longitude')}
            data-testid="guide-longitude"
          />
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
}
