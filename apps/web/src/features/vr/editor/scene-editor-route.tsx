import { Anchor, Center, Group, Loader, Text, Title } from '@mantine/core';
import type { Point, Versioned } from '@percurso/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { queries } from '../../../api/queries.ts';
import { loadPanelMessages } from '../../../i18n/setup.ts';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import { loadVrMessages, useVrMessages } from '../../../i18n/vr-messages.ts';
import { panelHttp, usePanelAccess } from '../../panel/common/index.ts';
import { pointQueries } from '../../panel-points/panel-points-api.ts';
import { POINT_PATHS } from '../../panel-points/point-paths.ts';
import classes from './scene-editor.module.css';
import { SceneEditor } from './scene-editor.tsx';
import type { TourDraft } from './tour-draft.ts';

export async function loader() {
  await Promise.all([loadVrMessages(), loadPanelMessages()]);
  return null;
}

/**
 * /rvSceneEdition/{intPointId}: the 360° scene editor (spec RvPageSceneEdition), for the managers
 * who may edit the guide's content; the server checks the same right on its save.
 */
export function Component() {
  useVrMessages();
  const { t } = useTranslation();
  const localize = useLocalize();
  const queryClient = useQueryClient();
  const pointId = useParams().intPointId ?? '';
  const access = usePanelAccess();
  const query = useQuery({ ...pointQueries.one(pointId), enabled: access.hasPanelAccess, retry: false });
  const point = query.data;
  const allowed = point !== undefined && access.can('guide.content.edit', point.guideId);

  const save = async (draft: TourDraft) => {
    const { point: saved } = await panelHttp.put<{ point: Versioned<Point> }>(
      `/api/panel/points/${encodeURIComponent(pointId)}/rv-scene`,
      draft,
    );
    queryClient.setQueryData(pointQueries.one(pointId).queryKey, saved);
    await queryClient.invalidateQueries({ queryKey: queries.point(pointId).queryKey });
  };

  if (access.isLoading || (access.hasPanelAccess && query.isPending)) {
    return (
      <Center h="100vh">
        <Loader aria-label={t('vr.loading')} />
      </Center>
    );
  }
  if (!allowed) {
    return (
      <Center h="100vh" p="lg">
        <Text data-testid="vr-editor-no-access">{t('vr.editor.no_access')}</Text>
      </Center>
    );
  }
  return (
    <main className={classes.page}>
      <Group px="md" py="xs" gap="sm" wrap="nowrap" className={classes.header}>
        <Anchor component={Link} to={POINT_PATHS.edit(point.guideId, point.id)} aria-label={t('vr.back')}>
          <IconArrowLeft size={20} />
        </Anchor>
        <Title order={1} fz="h4" lineClamp={1}>
          {t('vr.editor.title')}: {localize(point.name)}
        </Title>
      </Group>
      <SceneEditor point={point} save={save} />
    </main>
  );
}
