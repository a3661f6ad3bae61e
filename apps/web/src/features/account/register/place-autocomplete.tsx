import { Autocomplete, type OptionsFilter } from '@mantine/core';
import { MAX_SUGGESTIONS } from '@percurso/shared';
import { useTranslation } from 'react-i18next';
import { BRAZILIAN_STATES, COUNTRY_KEYS, suggestPlaces } from './places.ts';

// Suggestions are already filtered (accents ignored, at most three): Mantine must not filter again.
const keepAll: OptionsFilter = ({ options }) => options;
// Inside a dialog the suggestions render in place, so they scroll and move with it.
const IN_PLACE = { withinPortal: false } as const;

interface PlaceAutocompleteProps {
  kind: 'country' | 'state';
  value: string;
  onChange: (value: string) => void;
  /** True inside the register dialog. */
  isInDialog?: boolean;
  autoFocus?: boolean;
  testId?: string;
}

/** Country (spec list) or Brazilian state, suggested as the visitor types (at most three). */
export function PlaceAutocomplete({ kind, value, onChange, isInDialog, autoFocus, testId }: PlaceAutocompleteProps) {
  const { t } = useTranslation();
  const options = kind === 'country' ? COUNTRY_KEYS.map((key) => t(key)) : BRAZILIAN_STATES;
  return (
    <Autocomplete
      label={t(kind === 'country' ? 'auth.field.country' : 'auth.field.state')}
      placeholder={t('auth.field.type_to_search')}
      autoComplete="off"
      data={suggestPlaces(options, value)}
      filter={keepAll}
      limit={MAX_SUGGESTIONS}
      comboboxProps={isInDialog ? IN_PLACE : undefined}
      value={value}
      onChange={onChange}
      data-autofocus={autoFocus || undefined}
      data-testid={testId}
    />
  );
}
