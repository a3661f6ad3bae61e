import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { NoPanelAccess } from '../common/no-panel-access.tsx';
import { usePanelAccess } from '../common/panel-access.ts';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { PANEL_PATHS } from '../common/panel-paths.ts';
import { AccessForm } from './access-form.tsx';
import { accessQueries } from './accesses-api.ts';

/** accessEdit (/accessEdit?guideId= and &id= to edit one): the access form; back to accessList when done. */
export function AccessEditRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const guideId = search.get('guideId') ?? '';
  const id = search.get('id');
  const access = usePanelAccess();
  const query = accessQueries.ofGuide(guideId);
  const list = useQuery({ ...query, enabled: guideId !== '' && id !== null });
  if (!access.isLoading && !access.can('guide.edit', guideId)) return <NoPanelAccess isAnonymous={false} />;
  const editing = id ? list.data?.find((entry) => entry.id === id) : undefined;

  return (
    <PanelPage title={t(id ? 'panel.access.edit' : 'panel.access.new')} testId="access-edit">
      <QueryState isPending={id !== null && list.isPending} error={list.error}>
        {() => (
          <AccessForm
            key={editing?.id ?? 'new'}
            guideId={guideId}
            access={editing}
            canDelete
            onDone={async () => {
              await queryClient.invalidateQueries({ queryKey: query.queryKey });
              navigate(PANEL_PATHS.accesses(guideId));
            }}
          />
        )}
      </QueryState>
    </PanelPage>
  );
}
