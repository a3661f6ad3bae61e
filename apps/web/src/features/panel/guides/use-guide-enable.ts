import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { guidesApi } from './guides-api.ts';

/**
 * Switches a guide on or off at once (PATCH { enabled }). Switching on needs an initial point and a
 * map (the server answers 'initialIntPoint-empty' / 'maps-empty', shown as the spec's warning).
 */
export function useGuideEnable(guideId: string) {
  const queryClient = useQueryClient();
  const toasts = usePanelToasts();
  return useMutation({
    mutationFn: (enabled: boolean) => guidesApi.update(guideId, { enabled }),
    onSuccess: async (answer) => {
      toasts.confirmed(answer.confirmation);
      queryClient.setQueryData(['panel', 'guide', guideId], answer.guide);
      await queryClient.invalidateQueries({ queryKey: ['panel', 'guides'] });
    },
    onError: (error) => toasts.failure(error),
  });
}
