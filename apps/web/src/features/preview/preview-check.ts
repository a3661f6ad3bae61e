import { isPreview } from '../../api/preview-reads.ts';

/**
 * Before the first render, on a preview of a guide's draft (`?preview=`): writes are refused from
 * then on (refuse-writes.ts, awaited), and the preview's chunk follows (the banner, the language the
 * panel's frame asks for). Other pages load nothing.
 */
export async function startPreviewIfAsked(): Promise<void> {
  if (!isPreview()) return;
  (await import('./refuse-writes.ts')).refuseWrites();
  // Not awaited: it imports the app's modules, which finish evaluating only after this returns.
  void import('./preview-runtime.tsx').then((module) => module.startPreview());
}
