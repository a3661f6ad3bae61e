import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** The id of the `<script type="application/json">` a server-rendered page carries its reads in. */
export const PAGE_DATA_ID = 'percurso-page-data';

/** One read the server rendered the page from: the query it answers and its data. */
export interface PageRead {
  queryKey: QueryKey;
  data: unknown;
}

/** The queries this page's reads answered (their hashed keys), so a screen knows the server drew it with them. */
const carried = new Set<string>();

/** Whether the page came with the answer to `queryKey` (the server drew the screen from it). */
export function carriedByPage(queryKey: QueryKey): boolean {
  return carried.has(hashKey(queryKey));
}

/**
 * Puts the reads a server-rendered page carries (entry-server.tsx) into the query cache before
 * the router's guard runs, so the first screen is drawn from them instead of fetching them again.
 * A page the server did not render carries none.
 */
export function seedFromPage(queryClient: QueryClient): void {
  const island = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
  if (!island?.textContent) return;
  try {
    for (const { queryKey, data } of JSON.parse(island.textContent) as PageRead[]) {
      queryClient.setQueryData(queryKey, data);
      carried.add(hashKey(queryKey));
    }
  } catch {
    // An unreadable island only costs the reads it held: the screens fetch them.
  }
}
