import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n } from '../../../i18n/setup.ts';
import { OrderedItem } from './ordered-item.tsx';

function renderItem(items: string[], index: number, onChange: (items: string[]) => void) {
  return render(
    <MantineProvider>
      <OrderedItem items={items} index={index} onChange={onChange} title={<span>title</span>} testId="item">
        <span>{items[index]}</span>
      </OrderedItem>
    </MantineProvider>,
  );
}

describe('OrderedItem', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLocale('en');
  });

  it('moves the item up and down and removes it from the whole list', () => {
    const onChange = vi.fn();
    renderItem(['a', 'b', 'c'], 1, onChange);
    expect(screen.getByTestId('item').textContent).toContain('b');
    const [up, down, remove] = screen.getAllByRole('button');
    fireEvent.click(up as HTMLElement);
    fireEvent.click(down as HTMLElement);
    fireEvent.click(remove as HTMLElement);
    expect(onChange.mock.calls).toEqual([[['b', 'a', 'c']], [['a', 'c', 'b']], [['a', 'c']]]);
  });

  it('cannot move the first item up nor the last one down', () => {
    const { unmount } = renderItem(['a', 'b'], 0, vi.fn());
    let [up, down] = screen.getAllByRole('button');
    expect(up).toHaveProperty('disabled', true);
    expect(down).toHaveProperty('disabled', false);
    unmount();
    renderItem(['a', 'b'], 1, vi.fn());
    [up, down] = screen.getAllByRole('button');
    expect(up).toHaveProperty('disabled', false);
    expect(down).toHaveProperty('disabled', true);
  });
});
