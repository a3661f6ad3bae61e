import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu, Text } from '@mantine/core';
import type { UserProfile } from '@percurso/shared';
import { IconLayoutDashboard, IconLogout, IconTrash, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../app/guard/routes.ts';
import { usePanelAccess } from '../panel/common/panel-access.ts';
import { LevelSummary } from '../progress/level-summary.tsx';
import { signOut } from './account-actions.ts';
import { openAuthDialog } from './auth-dialog-store.ts';
import { useShowAuthError } from './use-auth-error.ts';

interface AccountMenuProps {
  user: UserProfile;
  target: ReactElement;
}

/**
 * The registered user's menu (profile, sign out, delete account; Mantine Menu + Floating UI): its
 * own chunk, loaded on first use.
 */
export default function AccountMenu({ user, target }: AccountMenuProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showAuthError = useShowAuthError();
  const [isSigningOut, setSigningOut] = useState(false);
  // The panel entry only for those with panel rights (GET /api/me/access).
  const { hasPanelAccess } = usePanelAccess();

  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut(queryClient);
    } catch (error) {
      showAuthError(error);
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <Menu position="bottom-end" shadow="md" width={260} withinPortal defaultOpened>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label data-testid="account-name">
          {user.image && (
            <img
              src={user.image.fileUrl}
              alt={user.name}
              width={48}
              height={48}
              style={{ borderRadius: '50%', objectFit: 'cover', display: 'block', marginBottom: 6 }}
            />
          )}
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {user.name}
          </Text>
          {user.email && (
            <Text size="xs" c="dimmed" truncate>
              {t('auth.signed_in_as', { email: user.email })}
            </Text>
          )}
        </Menu.Label>
        <div style={{ padding: '4px 12px 8px' }}>
          <LevelSummary compact />
        </div>
        <Menu.Item component={Link} to={PATHS.profile} leftSection={<IconUser size={16} />} data-testid="profile-link">
          {t('account.profile.menu')}
        </Menu.Item>
        {hasPanelAccess && (
          <Menu.Item
            component={Link}
            to="/painel"
            leftSection={<IconLayoutDashboard size={16} />}
            data-testid="panel-link"
          >
            {t('account.menu_panel')}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={() => void handleSignOut()}
          disabled={isSigningOut}
          data-testid="sign-out"
        >
          {t('auth.sign_out')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => openAuthDialog('delete-account')}
          data-testid="delete-account"
        >
          {t('account.delete.menu')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
