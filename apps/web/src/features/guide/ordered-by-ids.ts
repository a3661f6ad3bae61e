import { orderByIds } from '@percurso/shared';

/** The items whose ids are listed, in the listed order (a guide's sponsorIds, socialNetIds). */
export function orderedByIds<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const wanted = new Set(ids);
  return orderByIds(
    items.filter((item) => wanted.size === 0 || wanted.has(item.id)),
    ids,
  );
}
