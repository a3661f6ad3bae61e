import { MantineProvider, Select } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

function Harness() {
  const [value, setValue] = useState<string | null>('a');
  return (
    <MantineProvider theme={theme}>
      <Select label="Jornada" data={['a', 'b']} value={value} onChange={setValue} />
      <output data-testid="value">{value ?? 'none'}</output>
    </MantineProvider>
  );
}

describe('the app theme', () => {
  it('keeps a select’s choice when its chosen option is clicked again', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('textbox', { name: 'Jornada' }));
    fireEvent.click(screen.getByRole('option', { name: 'a' }));
    expect(screen.getByTestId('value').textContent).toBe('a');
  });
});
