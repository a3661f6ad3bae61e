/**
 * Orders items by a list of ids (a guide's journeyOrder, a journey's pointOrder). Items missing
 * from the list keep their relative order after the listed ones.
 */
export function orderByIds<T extends { id: string }>(items: readonly T[], order: readonly string[]): T[] {
  const position = new Map(order.map((id, index) => [id, index]));
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const pa = position.get(a.item.id) ?? order.length + a.index;
      const pb = position.get(b.item.id) ?? order.length + b.index;
      return pa - pb;
    })
    .map(({ item }) => item);
}
