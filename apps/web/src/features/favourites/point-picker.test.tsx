import { MantineProvider } from '@mantine/core';
import type { GuideBundle } from '@percurso/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFavouriteMessages } from '../../i18n/favourite-messages.ts';
import { initI18n } from '../../i18n/setup.ts';
import { testPoint } from '../unlock/test-points.ts';
import { PointPicker } from './point-picker.tsx';
import type { FavouriteRoutes } from './use-favourite-routes.ts';

const points = [
  testPoint('p1', { name: { pt: 'Moinho de cana', en: 'Sugar-cane mill' }, tags: ['engenho'] }),
  testPoint('p2', { name: { pt: 'Casa de purgar' }, tags: ['engenho', 'açúcar'] }),
  testPoint('p3', { name: { pt: 'Senzala' }, tags: ['história'] }),
  testPoint('p4', { name: { pt: 'Capela' }, tags: ['engenho', 'fé'] }),
  testPoint('p5', { name: { pt: 'Casa-grande' }, tags: ['engenho'] }),
];
const bundle = { guide: { id: 'g1', name: { pt: 'Museu' } }, points } as unknown as GuideBundle;
const route = { id: 'r1', guideId: 'g1', name: { pt: 'Meus favoritos' }, pointIds: ['p3'], createdAt: '' };

function renderPicker(toggle = vi.fn()) {
  const favourites = { routes: [route], selected: route, toggle, select: vi.fn() } as unknown as FavouriteRoutes;
  render(
    <MantineProvider>
      <PointPicker bundle={bundle} favourites={favourites} onManage={vi.fn()} />
    </MantineProvider>,
  );
  return toggle;
}
const search = (text: string) => fireEvent.change(screen.getByTestId('favourite-search'), { target: { value: text } });
const suggestions = () => screen.queryAllByTestId('favourite-suggestion').map((item) => item.textContent);
const cards = () => screen.queryAllByTestId('favourite-card').map((card) => card.getAttribute('data-point-id'));

describe('the favourite points picker', () => {
  beforeAll(async () => {
    await initI18n();
    await loadFavouriteMessages();
  });

  it('suggests nothing before a search, and shows every point', () => {
    renderPicker();
    expect(suggestions()).toEqual([]);
    expect(cards()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
  });

  it('suggests at most three points, matching names and tags', () => {
    renderPicker();
    search('ENGENHO');
    // Four points carry the tag: three suggestions, all four cards.
    expect(suggestions()).toEqual(['Moinho de cana', 'Casa de purgar', 'Capela']);
    expect(cards()).toEqual(['p1', 'p2', 'p4', 'p5']);
  });

  it("needs every '+'-separated word to match, each in a name or a tag", () => {
    renderPicker();
    search('casa+açúcar');
    expect(suggestions()).toEqual(['Casa de purgar']);
    search('casa + engenho');
    expect(suggestions()).toEqual(['Casa de purgar', 'Casa-grande']);
    search('casa+senzala');
    expect(suggestions()).toEqual([]);
    expect(screen.getByText('Nenhum ponto encontrado.')).toBeTruthy();
  });

  it('matches the name in another language too, and a suggestion narrows the grid to its point', () => {
    renderPicker();
    search('mill');
    expect(suggestions()).toEqual(['Moinho de cana']);
    search('cana');
    fireEvent.click(screen.getAllByTestId('favourite-suggestion')[0] as HTMLElement);
    expect(cards()).toEqual(['p1']);
  });

  it("stars the selected route's points, and a star toggles its point", () => {
    const toggle = renderPicker();
    const stars = screen.getAllByTestId('favourite-star');
    expect(stars.map((star) => star.getAttribute('aria-pressed'))).toEqual([
      'false',
      'false',
      'true',
      'false',
      'false',
    ]);
    fireEvent.click(stars[0] as HTMLElement);
    expect(toggle).toHaveBeenCalledWith('p1');
  });
});
