import { Button } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadHelpMessages, useHelpMessages } from '../../i18n/help-messages.ts';

const HelpRequestDialog = lazy(() => import('./help-request-dialog.tsx'));

interface AskHelpButtonProps {
  guideId: string;
  pointId: string;
  pointName: string;
}

/**
 * "Pedir ajuda" on a point of a guide that takes help requests (issue 30 item 5). Its label is in
 * the dialog's own catalogue, not the visitor's (whose first paint is at its byte budget): the
 * button shows once that small chunk is in, always after hydration, so a point the server drew
 * hydrates as drawn (without it).
 */
export function AskHelpButton({ guideId, pointId, pointName }: AskHelpButtonProps) {
  const { t } = useTranslation();
  useHelpMessages();
  const [isReady, setReady] = useState(false);
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    loadHelpMessages()
      .then(() => isCurrent && setReady(true))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);
  if (!isReady) return null;
  return (
    <>
      <Button
        variant="subtle"
        // Level with "Avaliar este ponto" beside it.
        mt="lg"
        leftSection={<IconLifebuoy size={18} aria-hidden="true" />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="ask-help"
      >
        {t('help.ask')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <HelpRequestDialog guideId={guideId} pointId={pointId} pointName={pointName} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
