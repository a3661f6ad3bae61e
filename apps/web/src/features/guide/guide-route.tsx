import type { LoaderFunctionArgs } from 'react-router';
import { preloadPointView } from '../point/index.ts';

export { GuidePage as Component } from './guide-page.tsx';

/**
 * A guide opened on a point (`?point=`) waits for the point view's chunk, so the sheet is drawn
 * with the page: the server's drawing of it (a phone's link to a point) is not replaced by an
 * empty page while the chunk loads, and a card opens its sheet in one step.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (new URL(request.url).searchParams.has('point')) await preloadPointView();
  return null;
}
