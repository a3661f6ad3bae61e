import type {
  BackupList,
  BackupStarted,
  LegacyImportReport,
  PanelConfirmation,
  RegistryEntry,
  RegistryUser,
  UserDisableCriteria,
  UserDisableJob,
} from '@percurso/shared';
import { toApiError } from '../../../api/http.ts';
import { panelHttp } from '../common/index.ts';

const enc = encodeURIComponent;
type Criteria = Partial<Omit<UserDisableCriteria, 'excludeNames'>> & { excludeNames: string[] };

/** The global admins' tools (docs/panel-api.md): the original system's import, the registry, bulk disable. */
export const adminToolsApi = {
  async legacyImport(file: File, dryRun: boolean): Promise<{ report: LegacyImportReport; dryRun: boolean }> {
    const form = new FormData();
    form.append('file', file);
    form.append('dryRun', String(dryRun));
    const response = await fetch('/api/panel/legacy-import', { method: 'POST', body: form });
    if (!response.ok) throw await toApiError(response);
    return response.json() as Promise<{ report: LegacyImportReport; dryRun: boolean }>;
  },
  lookUp: (registry: string) =>
    panelHttp.get<{ entry: RegistryEntry | null; users: RegistryUser[] }>(`/api/panel/registry/${enc(registry)}`),
  branches: () => panelHttp.get<{ branches: string[] }>('/api/panel/registry-branches'),
  preview: (criteria: Criteria) =>
    panelHttp.post<{ users: RegistryUser[]; count: number }>('/api/panel/user-disable/preview', criteria),
  disable: (criteria: Criteria) =>
    panelHttp.post<{ confirmation: PanelConfirmation; job: UserDisableJob }>('/api/panel/user-disable', criteria),
  jobs: () => panelHttp.get<{ jobs: UserDisableJob[] }>('/api/panel/user-disable'),
  undo: (jobId: string) =>
    panelHttp.post<{ confirmation: PanelConfirmation; job: UserDisableJob }>(
      `/api/panel/user-disable/${enc(jobId)}/undo`,
    ),
  /** Backups of the installation (issue 27 item 6). */
  backups: () => panelHttp.get<BackupList>('/api/panel/backups'),
  startBackup: () => panelHttp.post<BackupStarted>('/api/panel/backups'),
};
