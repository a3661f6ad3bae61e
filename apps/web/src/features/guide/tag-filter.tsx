import '@mantine/core/styles/Chip.css';
import { Chip, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTagLabel } from '../../i18n/use-tag-label.ts';
import classes from './tag-filter.module.css';

const ALL = '';

interface TagFilterProps {
  tags: string[];
  selected: string | null;
  onChange: (tag: string | null) => void;
}

/** Single-choice tag chips ("All" first); scrolls sideways when there are many. */
export function TagFilter({ tags, selected, onChange }: TagFilterProps) {
  const { t } = useTranslation();
  const tagLabel = useTagLabel();
  if (tags.length === 0) return null;
  return (
    <Chip.Group multiple={false} value={selected ?? ALL} onChange={(value) => onChange(value === ALL ? null : value)}>
      <Group gap={6} wrap="nowrap" className={classes.row} role="group" aria-label={t('visitor.guide.filter_label')}>
        {[ALL, ...tags].map((tag) => (
          <Chip
            key={tag || 'all'}
            value={tag}
            size="sm"
            variant="light"
            wrapperProps={{ 'data-testid': 'tag-chip', 'data-tag': tag || undefined }}
          >
            {tag ? tagLabel(tag) : t('visitor.guide.filter_all')}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
