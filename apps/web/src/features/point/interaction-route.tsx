import { Anchor, Container, Paper, Stack, Title } from '@mantine/core';
import { toNamePath } from '@percurso/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, type LoaderFunctionArgs, replace, useSearchParams } from 'react-router';
import { queries } from '../../api/queries.ts';
import { queryClient } from '../../api/query-client.ts';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { useRecordShownPoint } from '../progress/index.ts';
import { PointTeaser } from '../unlock/index.ts';
import { PointContent } from './point-content.tsx';

/** /interaction?point=ID needs a point that exists. */
export async function loader({ request }: LoaderFunctionArgs) {
  const pointId = new URL(request.url).searchParams.get('point');
  if (!pointId) throw replace('/dadosinvalidos');
  await queryClient.ensureQueryData(queries.point(pointId)).catch(() => {
    throw replace('/dadosinvalidos');
  });
  return null;
}

/** /interaction: one point as a page of its own (full layout). */
export function Component() {
  const localize = useLocalize();
  const [params] = useSearchParams();
  const { data } = useQuery(queries.point(params.get('point') ?? ''));
  // This page shows the content too: it counts as seeing the point (tracker intPointDialog).
  useRecordShownPoint(data, undefined);
  if (!data) return null;
  const { point, guideName } = data;

  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to={`/${toNamePath(guideName)}`} size="sm">
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {guideName}
        </Anchor>
        <Paper radius="lg" p="md" withBorder data-testid="point-view" data-point-id={point.id}>
          <Stack gap="md">
            <Title order={1} fz="h2">
              {localize(point.name)}
            </Title>
            {data.locked ? <PointTeaser point={point} guideId={data.guideId} /> : <PointContent point={point} />}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
