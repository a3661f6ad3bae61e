import { ActionIcon, Input, Select, Stack, Text } from '@mantine/core';
import { ROAD_MAP_VANS } from '@percurso/shared/road-map';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SortableList } from '../common/sortable-list.tsx';

export interface GuideOption {
  value: string;
  label: string;
}

interface RoadMapGuidesFieldProps {
  guideIds: string[];
  /** The van of each guide (a guide rides one van, or none). */
  vans: Record<string, string | undefined>;
  options: GuideOption[];
  onChange: (guideIds: string[], vans: Record<string, string | undefined>) => void;
  error?: string | undefined;
}

/** The road map's guides in visiting order (drag and drop), each with the van that goes there. */
export function RoadMapGuidesField({ guideIds, vans, options, onChange, error }: RoadMapGuidesFieldProps) {
  const { t } = useTranslation();
  const labels = new Map(options.map((option) => [option.value, option.label]));
  const remaining = options.filter((option) => !guideIds.includes(option.value));
  return (
    <Input.Wrapper label={t('panel.road_map.guides')} description={t('panel.road_map.guides_hint')} error={error}>
      <Stack gap="xs" mt={6} data-testid="road-map-guides">
        {guideIds.length > 0 ? (
          <SortableList
            items={guideIds.map((id) => ({ id, label: labels.get(id) ?? id }))}
            onReorder={(ids) => onChange(ids, vans)}
            renderActions={(item) => (
              <>
                <Select
                  size="xs"
                  w={96}
                  aria-label={`${t('panel.road_map.van')}: ${item.label}`}
                  placeholder={t('panel.road_map.no_van')}
                  data={[...ROAD_MAP_VANS]}
                  value={vans[item.id] ?? null}
                  onChange={(van) => onChange(guideIds, { ...vans, [item.id]: van ?? undefined })}
                  clearable
                  data-testid="road-map-guide-van"
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('panel.road_map.remove_guide', { name: item.label })}
                  onClick={() =>
                    onChange(
                      guideIds.filter((id) => id !== item.id),
                      { ...vans, [item.id]: undefined },
                    )
                  }
                >
                  <IconX size={16} />
                </ActionIcon>
              </>
            )}
            testId="road-map-guide-order"
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('panel.road_map.no_guides')}
          </Text>
        )}
        <Select
          placeholder={t('panel.road_map.add_guide')}
          aria-label={t('panel.road_map.add_guide')}
          data={remaining}
          value={null}
          searchable
          onChange={(id) => id && onChange([...guideIds, id], vans)}
          data-testid="road-map-add-guide"
        />
      </Stack>
    </Input.Wrapper>
  );
}
