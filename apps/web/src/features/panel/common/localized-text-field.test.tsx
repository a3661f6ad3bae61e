import { MantineProvider } from '@mantine/core';
import type { LocalizedText } from '@percurso/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadPanelMessages } from '../../../i18n/setup.ts';
import { LocalizedTextField } from './localized-text-field.tsx';
import type { LanguageFlags } from './translate-control.tsx';

function Harness({ initial, onValue }: { initial: LocalizedText; onValue: (value: LocalizedText) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <LocalizedTextField
        label="Nome"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
        required={['pt', 'en']}
        errors={{ en: 'Nome em inglês não informado!' }}
        testId="name"
      />
    </MantineProvider>
  );
}

/** A field whose English text a machine wrote and whose Spanish one a person reviewed. */
function Flagged({ onFlags }: { onFlags: (flags: LanguageFlags) => void }) {
  const [value, setValue] = useState<LocalizedText>({ pt: 'Casa', en: 'House', es: 'Casa' });
  const [flags, setFlags] = useState<LanguageFlags>({ en: 'machine', es: 'reviewed' });
  return (
    <MantineProvider>
      <LocalizedTextField
        label="Nome"
        value={value}
        onChange={setValue}
        flags={flags}
        onFlagsChange={(next) => {
          onFlags(next);
          setFlags(next);
        }}
        testId="name"
      />
    </MantineProvider>
  );
}

describe('the four-language text field', () => {
  beforeAll(async () => {
    await initI18n();
    await loadPanelMessages();
  });

  it('marks which languages are filled and which are missing, and the required ones', () => {
    render(<Harness initial={{ pt: 'Casa das Rendas', fr: '' }} onValue={() => undefined} />);
    expect(screen.getByTestId('name-tab-pt').textContent).toContain('Português, preenchido');
    expect(screen.getByTestId('name-tab-en').textContent).toContain('Inglês, faltando');
    expect(screen.getByTestId('name-tab-fr').textContent).toContain('Francês, faltando');
    expect(screen.getByTestId('name-tab-en').textContent).toContain('EN *');
    expect(screen.getByText('Nome em inglês não informado!')).toBeTruthy();
  });

  it('edits the language of the open tab only', () => {
    let last: LocalizedText = {};
    render(<Harness initial={{ pt: 'Casa das Rendas' }} onValue={(value) => (last = value)} />);
    fireEvent.click(screen.getByTestId('name-tab-en'));
    fireEvent.change(screen.getByTestId('name-en'), { target: { value: 'Lace House' } });
    expect(last).toEqual({ pt: 'Casa das Rendas', en: 'Lace House' });
    expect(screen.getByTestId('name-tab-en').textContent).toContain('Inglês, preenchido');
  });

  it('names the rich-text field while its editor is still loading, and says it is busy', () => {
    render(
      <MantineProvider>
        <LocalizedTextField label="Descrição" kind="rich" value={{ pt: '' }} onChange={() => undefined} />
      </MantineProvider>,
    );
    // The editor's chunk has not arrived in the first render: its placeholder stands in.
    const placeholder = screen.getByRole('textbox', { name: 'Descrição (Português)' });
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
  });

  it('flags a machine text a person edits as theirs, and drops the flag of an emptied text', () => {
    const changes: LanguageFlags[] = [];
    render(<Flagged onFlags={(next) => changes.push(next)} />);
    fireEvent.click(screen.getByTestId('name-tab-en'));
    fireEvent.change(screen.getByTestId('name-en'), { target: { value: 'The House' } });
    expect(changes.at(-1)).toEqual({ en: 'human', es: 'reviewed' });
    // Further typing in a text already a person's changes no flag.
    fireEvent.change(screen.getByTestId('name-en'), { target: { value: 'The Lace House' } });
    expect(changes).toHaveLength(1);
    fireEvent.click(screen.getByTestId('name-tab-es'));
    fireEvent.change(screen.getByTestId('name-es'), { target: { value: '' } });
    expect(changes.at(-1)).toEqual({ en: 'human' });
  });
});
