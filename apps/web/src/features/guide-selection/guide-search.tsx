import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useTypedBeforeTakeover } from '../../ui/use-typed-before-takeover.ts';

interface GuideSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function GuideSearch({ value, onChange }: GuideSearchProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeTakeover(input, value, onChange);
  return (
    <TextInput
      ref={input}
      type="search"
      size="lg"
      radius="xl"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      placeholder={t('visitor.selection.search_placeholder')}
      aria-label={t('visitor.selection.search_label')}
      leftSection={<IconSearch size={20} stroke={1.8} />}
      rightSection={
        value ? <CloseButton aria-label={t('visitor.selection.clear_search')} onClick={() => onChange('')} /> : null
      }
      data-testid="search-input"
      enterKeyHint="search"
      autoComplete="off"
    />
  );
}
