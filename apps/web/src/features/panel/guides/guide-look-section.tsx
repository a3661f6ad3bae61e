import { ColorInput, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { BRAND_COLORS } from '@percurso/shared';
import { useTranslation } from 'react-i18next';
import { MediaInput } from '../common/media-input.tsx';
import type { GuideFormValues } from './guide-form.ts';
import { useGuideFormContext } from './guide-form-context.ts';
import { GuideImageList } from './guide-image-list.tsx';

const SWATCHES = [
  BRAND_COLORS.primary,
  BRAND_COLORS.secondary,
  '#1F2937',
  '#B91C1C',
  '#047857',
  '#1D4ED8',
  '#B45309',
  '#FFFFFF',
];
type ImageField = 'image' | 'bannerUrl' | 'barLogo' | 'toolBarLogo' | 'favIcon' | 'tutorialImage';

/** Colours (with pickers), logos, banner, favicon, front images and the tutorial image. */
export function GuideLookSection({ guideId }: { guideId: string | undefined }) {
  const { t } = useTranslation();
  const form = useGuideFormContext();
  const values = form.getValues();
  const color = (name: keyof GuideFormValues['theme'], label: string) => (
    <ColorInput
      label={label}
      format="hex"
      swatches={SWATCHES}
      placeholder="#6C4CE0"
      eyeDropperButtonProps={{ 'aria-label': t('panel.color.eyedropper') }}
      {...form.getInputProps(`theme.${name}`)}
      data-testid={`guide-color-${name}`}
    />
  );
  const image = (name: ImageField, label: string, description?: string) => (
    <MediaInput
      guideId={guideId}
      kind="image"
      label={label}
      description={description}
      value={values[name] || undefined}
      onChange={(url) => form.setFieldValue(name, url ?? '')}
      testId={`guide-${name}`}
    />
  );
  return (
    <Fieldset legend={t('panel.guide.section.look')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {color('toolBarColor', t('panel.guide.field.tool_bar_color'))}
          {color('intPointBarColor', t('panel.guide.field.point_bar_color'))}
          {color('buttonColor', t('panel.guide.field.button_color'))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {image('image', t('panel.guide.field.image'), t('panel.guide.field.image_hint'))}
          {image('bannerUrl', t('panel.guide.field.banner'))}
          {image('barLogo', t('panel.guide.field.bar_logo'))}
          {image('toolBarLogo', t('panel.guide.field.tool_bar_logo'))}
          {image('favIcon', t('panel.guide.field.fav_icon'))}
          {image('tutorialImage', t('panel.guide.field.tutorial_image'))}
        </SimpleGrid>
        <GuideImageList
          guideId={guideId}
          path="frontImages"
          urls={values.frontImages}
          label={t('panel.guide.field.front_images')}
          addLabel={t('panel.guide.field.add_front_image')}
        />
      </Stack>
    </Fieldset>
  );
}
