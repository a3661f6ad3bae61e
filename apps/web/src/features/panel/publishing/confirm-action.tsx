import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, type ButtonProps, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A button whose action asks first ("Descartar", "Restaurar como rascunho"): the dialog stays
 * open with a spinner until the action ends, so a failure toast appears over its question.
 */
export function ConfirmActionButton({
  label,
  question,
  onConfirm,
  testId,
  ...button
}: { label: string; question: string; onConfirm: () => Promise<void>; testId: string } & ButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [isRunning, setRunning] = useState(false);
  const confirm = async () => {
    setRunning(true);
    try {
      await onConfirm();
      setOpen(false);
    } finally {
      setRunning(false);
    }
  };
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title={label} centered>
        <Text>{question}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setOpen(false)} disabled={isRunning}>
            {t('panel.delete.cancel')}
          </Button>
          <Button onClick={() => void confirm()} loading={isRunning} data-testid={`${testId}-confirm`}>
            {label}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
