import { Alert } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './read-only.module.css';

const ReadOnlyContext = createContext(false);

/** Whether the editor around is read-only for the signed-in person (their role cannot change it). */
export function useReadOnly(): boolean {
  return useContext(ReadOnlyContext);
}

/**
 * The one way an editor becomes read-only for a role that may view but not change it: a native
 * `<fieldset disabled>` disables every input and button inside (Salvar, Remover, Traduzir, Gerar
 * áudio …), and the context tells what a fieldset cannot reach (the rich text editor's
 * contenteditable, map markers). Nested uses keep the outer state.
 */
export function EditableArea({ readOnly, children }: { readOnly?: boolean; children: ReactNode }) {
  const outer = useReadOnly();
  const disabled = outer || readOnly === true;
  return (
    <ReadOnlyContext.Provider value={disabled}>
      <fieldset
        disabled={disabled}
        className={classes.area}
        data-read-only={disabled || undefined}
        style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
      >
        {children}
      </fieldset>
    </ReadOnlyContext.Provider>
  );
}

/** The short "Somente leitura" notice at the top of a read-only editor. */
export function ReadOnlyNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconEyeOff size={18} />}
      title={t('panel.read_only')}
      data-testid="read-only"
    >
      {t('panel.read_only_hint')}
    </Alert>
  );
}
