import { Badge, Button, Group, MultiSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { GUIDE_ROLES, type GuideRole } from '@percurso/shared';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../api/http.ts';
import { useContentLanguage } from '../../../i18n/use-content-language.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ConfirmDeleteButton } from '../common/confirm-delete.tsx';
import { PanelPage, QueryState } from '../common/panel-page.tsx';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { showCentredWarning } from '../common/show-centred-warning.ts';
import { managerQueries, managersApi } from './managers-api.ts';

/**
 * /guidePanel/{guideId}/managers: who manages the guide and with which role; add by the e-mail of
 * a registered account ('Administrador adicionado!'), remove ('Administrador removido!').
 */
function ManagersRoute() {
  const { guideId = '' } = useParams();
  const { t } = useTranslation();
  const toasts = usePanelToasts();
  const queryClient = useQueryClient();
  const managers = useQuery(managerQueries.list(guideId));
  const [email, setEmail] = useState('');
  // No role is chosen for the manager: an unnoticed default once gave an editor admin rights.
  const [roles, setRoles] = useState<GuideRole[]>([]);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [rolesError, setRolesError] = useState<string | undefined>();
  const language = useContentLanguage();
  const [isAdding, setAdding] = useState(false);
  const roleOptions = GUIDE_ROLES.map((role) => ({ value: role, label: t(`panel.role.${role}`) }));

  const handleAdd = async () => {
    const missingEmail = !email.trim();
    setEmailError(missingEmail ? t('errors.email-empty') : undefined);
    setRolesError(roles.length === 0 ? t('panel.errors.roles-empty') : undefined);
    if (missingEmail || roles.length === 0) return;
    setAdding(true);
    try {
      // The panel's language goes with it: the invitation's, when the person's profile has none.
      const answer = await managersApi.add(guideId, { email: email.trim(), roles, language });
      // Says which role was given, so a wrong one is noticed at once.
      toasts.success('panel.manager.added_as', {
        email: email.trim(),
        roles: roles.map((role) => t(`panel.role.${role}` as 'panel.role.Análise')).join(', '),
      });
      queryClient.setQueryData(managerQueries.list(guideId).queryKey, answer.managers);
      setEmail('');
      // The next person starts with no role, never with the previous one's.
      setRoles([]);
      await queryClient.invalidateQueries({ queryKey: ['session', 'access'] });
    } catch (error) {
      if (isApiError(error, 'permission/user-not-found')) {
        // Spec §8: 'Usuário não encontrado, verificar email cadastrado.' (warning, centred).
        setEmailError(t('errors.permission/user-not-found'));
        showCentredWarning(t('errors.permission/user-not-found'));
      } else toasts.failure(error);
    } finally {
      setAdding(false);
    }
  };

  const handleRemove = async (userId: string) => {
    try {
      const answer = await managersApi.remove(guideId, userId);
      toasts.confirmed(answer.confirmation);
      queryClient.setQueryData(managerQueries.list(guideId).queryKey, answer.managers);
    } catch (error) {
      toasts.failure(error);
    }
  };

  return (
    <PanelPage title={t('panel.nav.managers')} testId="managers">
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md" bg="var(--mantine-color-gray-0)">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void handleAdd();
            }}
          >
            <Group align="flex-end" gap="sm">
              <TextInput
                type="email"
                label={t('panel.manager.email')}
                placeholder={t('panel.manager.email_placeholder')}
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={emailError}
                style={{ flex: '2 1 220px' }}
                data-testid="manager-email"
              />
              <MultiSelect
                label={t('panel.manager.roles')}
                data={roleOptions}
                value={roles}
                onChange={(next) => {
                  setRoles(next as GuideRole[]);
                  if (next.length > 0) setRolesError(undefined);
                }}
                placeholder={roles.length === 0 ? t('panel.manager.roles_placeholder') : undefined}
                error={rolesError}
                required
                style={{ flex: '1 1 200px' }}
                data-testid="manager-roles"
              />
              <Button
                type="submit"
                loading={isAdding}
                leftSection={<IconUserPlus size={16} />}
                data-testid="manager-add"
              >
                {t('panel.manager.add')}
              </Button>
            </Group>
          </form>
        </Paper>
        <QueryState isPending={managers.isPending} error={managers.error}>
          {() =>
            managers.data?.length ? (
              <Stack gap="xs">
                {managers.data.map((manager) => (
                  <Group key={manager.id} justify="space-between" wrap="nowrap" data-testid="manager-row">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={500} truncate>
                        {manager.name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {manager.email}
                      </Text>
                      <Group gap={4} mt={4}>
                        {manager.roles.map((role) => (
                          <Badge key={role} variant="light" size="sm">
                            {t(`panel.role.${role}` as 'panel.role.Análise')}
                          </Badge>
                        ))}
                      </Group>
                      {manager.pending && (
                        <Text size="xs" c="dimmed" fs="italic" mt={4} data-testid="manager-pending">
                          {t('panel.manager.pending')}
                        </Text>
                      )}
                    </div>
                    <ConfirmDeleteButton name={manager.email} onConfirm={() => handleRemove(manager.id)} />
                  </Group>
                ))}
              </Stack>
            ) : (
              <EmptyState icon={<IconUsers size={32} />} title={t('panel.manager.empty')} />
            )
          }
        </QueryState>
      </Stack>
    </PanelPage>
  );
}

export { ManagersRoute as Component };
