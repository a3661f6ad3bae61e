import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/setup.ts';
import { testPoint } from '../unlock/test-points.ts';
import { PointList, VIRTUAL_LIST_FROM } from './point-list.tsx';

function renderList(count: number) {
  const points = Array.from({ length: count }, (_, index) => testPoint(`p${index + 1}`));
  const numbers = new Map(points.map((point, index) => [point.id, index + 1]));
  return render(
    <MantineProvider>
      <PointList points={points} numbers={numbers} onOpenPoint={vi.fn()} />
    </MantineProvider>,
  );
}

describe('PointList', () => {
  beforeAll(async () => {
    await initI18n();
  });

  it('shows every card of a short journey', () => {
    renderList(VIRTUAL_LIST_FROM - 1);
    expect(screen.getAllByTestId('point-card')).toHaveLength(VIRTUAL_LIST_FROM - 1);
  });

  it('renders only the cards near the screen of a 500-point journey, starting with the first', () => {
    renderList(500);
    // (happy-dom lays nothing out, so rows measure 0 px and more of them fit than on a phone.)
    const ids = screen.getAllByTestId('point-card').map((card) => card.getAttribute('data-point-id'));
    expect(ids[0]).toBe('p1');
    expect(ids.length).toBeLessThan(250);
    expect(ids).not.toContain('p500');
  }, 20_000); // 500 cards' data on a busy CI machine: the default 5 s is too tight
});
