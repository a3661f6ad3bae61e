import { Box, Button, Text } from '@mantine/core';
import { IconLogin2, IconUserCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterPromptOnAnonymousErrors } from './anonymous-errors.ts';
import { openAuthDialog, useAuthDialogCard } from './auth-dialog-store.ts';
import { useSessionUser } from './use-session.tsx';

const loadMenu = () => import('./account-menu.tsx');
const AccountMenu = lazy(loadMenu);
const AuthDialog = lazy(() => import('./auth-dialog.tsx'));

/**
 * The header's account control: 'Entrar' for anonymous visitors (opens the sign-in dialog), the
 * user's name with a menu (sign out) once registered; on phones "Conta" under the icon instead of
 * the name (the menu names the user). Menu and dialog load on first use.
 */
export function AccountButton({ color }: { color?: string }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const card = useAuthDialogCard();
  const [isMenuRequested, setMenuRequested] = useState(false);
  useRegisterPromptOnAnonymousErrors();

  const nameButton = user && (
    <Button
      variant="subtle"
      color={color}
      radius="md"
      size="compact-md"
      maw={120}
      leftSection={
        user.image ? (
          <img
            src={user.image.fileUrl}
            alt=""
            width={22}
            height={22}
            style={{ borderRadius: '50%', objectFit: 'cover', display: 'block' }}
            data-testid="account-photo"
          />
        ) : (
          <IconUserCircle size={20} stroke={1.8} aria-hidden />
        )
      }
      data-toolbar-item
      data-kiosk-hidden
      aria-label={t('auth.account_menu', { name: user.name })}
      onPointerEnter={() => void loadMenu()}
      onClick={() => setMenuRequested(true)}
      data-testid="account-button"
    >
      {/* Long names end in an ellipsis inside the button instead of being cut at its edge. */}
      {/* A flex item that may shrink, so a long name ends in an ellipsis inside the button. */}
      <Box component="span" visibleFrom="xs" miw={0} maw="100%" style={{ overflow: 'hidden' }} data-toolbar-label>
        <Text component="span" display="block" inherit truncate="end">
          {user.name}
        </Text>
      </Box>
      <Box component="span" hiddenFrom="xs" data-toolbar-label>
        {t('toolbar.account')}
      </Box>
    </Button>
  );

  return (
    <>
      {user?.isAnonymous === false && nameButton ? (
        isMenuRequested ? (
          <Suspense fallback={nameButton}>
            <AccountMenu user={user} target={nameButton} />
          </Suspense>
        ) : (
          nameButton
        )
      ) : (
        <Button
          variant="subtle"
          color={color}
          radius="md"
          size="compact-md"
          leftSection={<IconLogin2 size={20} stroke={1.8} aria-hidden />}
          onClick={() => openAuthDialog('login')}
          disabled={user === undefined}
          data-toolbar-item
          data-kiosk-hidden
          data-testid="sign-in-button"
        >
          <span data-toolbar-label>{t('auth.sign_in')}</span>
        </Button>
      )}
      {card && (
        <Suspense fallback={null}>
          <AuthDialog card={card} />
        </Suspense>
      )}
    </>
  );
}
