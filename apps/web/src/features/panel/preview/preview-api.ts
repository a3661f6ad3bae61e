import type { CreatedPreviewLink, PreviewLink, PreviewLinkInput } from '@percurso/shared';
import { queryOptions } from '@tanstack/react-query';
import { panelHttp } from '../common/panel-http.ts';

const enc = encodeURIComponent;
const linksPath = (guideId: string) => `/api/panel/guides/${enc(guideId)}/preview-links`;

/** A guide's shareable preview links (docs/panel-api.md, "Preview"). */
export const previewApi = {
  links: (guideId: string, signal?: AbortSignal) => panelHttp.get<{ links: PreviewLink[] }>(linksPath(guideId), signal),
  create: (guideId: string, input: PreviewLinkInput) =>
    panelHttp.post<{ link: CreatedPreviewLink }>(linksPath(guideId), input),
  revoke: (guideId: string, linkId: string) =>
    panelHttp.delete<{ link: PreviewLink }>(`${linksPath(guideId)}/${enc(linkId)}`),
};

export const previewQueries = {
  links: (guideId: string) =>
    queryOptions({
      queryKey: ['panel', 'preview-links', guideId],
      queryFn: ({ signal }) => previewApi.links(guideId, signal),
    }),
};
