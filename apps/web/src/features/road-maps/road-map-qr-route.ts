import { notifications } from '@mantine/notifications';
import { localize, namePathOf, TOAST_TIMEOUT_MS, toLanguage } from '@percurso/shared';
import i18next from 'i18next';
import { type LoaderFunctionArgs, replace } from 'react-router';
import { errorNotice } from '../../api/error-messages.ts';
import { queries } from '../../api/queries.ts';
import { queryClient } from '../../api/query-client.ts';
import { showWarning } from '../../ui/show-warning.ts';
import { readSession, showRegisterPrompt } from '../account/index.ts';
import { recordRoadMapExecution } from './road-map-executions.ts';
import { loadRoadMapMessages } from './road-map-messages.ts';

/**
 * /roadMapQrCode/{guideId}/{roadMapId}: the QR code a road map prints at each of its guides.
 * A registered visitor's visit is recorded as a road-map execution (tracker OutOfApp); an
 * anonymous one is asked to register (nothing is saved, spec §6). Either way it lands on the
 * guide. An unknown road map, or a guide it does not list, is invalid data.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const [roadMap] = await Promise.all([
    queryClient.ensureQueryData(queries.roadMap(params.roadMapId ?? '')).catch(() => null),
    loadRoadMapMessages(),
  ]);
  const guide = roadMap?.guides.find((entry) => entry.id === params.guideId);
  if (!roadMap || !guide) throw replace('/dadosinvalidos');
  const name = localize(roadMap.name, toLanguage(i18next.language));
  const user = await readSession(queryClient);
  if (user && !user.isAnonymous) {
    try {
      await recordRoadMapExecution(queryClient, user.id, { roadMapId: roadMap.id, guideId: guide.id });
      notifications.show({
        color: 'teal',
        withBorder: true,
        autoClose: TOAST_TIMEOUT_MS.default,
        message: i18next.t('road_maps.qr.recorded', { name }),
      });
    } catch (error) {
      const notice = errorNotice(error);
      showWarning(i18next.t(notice.key), notice.code);
    }
  } else {
    showRegisterPrompt(i18next.t('road_maps.qr.register', { name }));
  }
  throw replace(`/${namePathOf(guide.name)}`);
}
