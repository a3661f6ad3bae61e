import '../../ui/dialog-styles.ts';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { AUTH_CARD_TITLE_KEYS, AuthCards } from './auth-cards.tsx';
import { type AuthCard, closeAuthDialog, openAuthDialog } from './auth-dialog-store.ts';

/** The sign-in / register dialog; its own chunk, loaded when first opened. */
export default function AuthDialog({ card }: { card: AuthCard }) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 30em)');
  return (
    <Modal
      opened
      onClose={closeAuthDialog}
      title={t(AUTH_CARD_TITLE_KEYS[card])}
      fullScreen={isPhone}
      size="md"
      radius="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="auth-dialog"
    >
      <AuthCards card={card} onCardChange={openAuthDialog} onDone={closeAuthDialog} />
    </Modal>
  );
}
