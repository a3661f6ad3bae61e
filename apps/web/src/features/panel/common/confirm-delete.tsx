import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteButtonProps {
  /** What is being removed, shown in the question ('Remover "Museu do Açúcar"?'). */
  name: string;
  onConfirm: () => Promise<void>;
  label?: string;
  disabled?: boolean;
  testId?: string;
}

/**
 * A delete button that asks first. The action runs on confirmation; the dialog stays open (with a
 * spinner) until it ends, so a failure toast appears over the question it belongs to.
 */
export function ConfirmDeleteButton({ name, onConfirm, label, disabled, testId }: ConfirmDeleteButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [isRunning, setRunning] = useState(false);

  const handleConfirm = async () => {
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
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} />}
        onClick={() => setOpen(true)}
        disabled={disabled}
        data-testid={testId}
      >
        {label ?? t('panel.delete.button')}
      </Button>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title={t('panel.delete.title')} centered>
        <Text>{t('panel.delete.question', { name })}</Text>
        <Text size="sm" c="dimmed" mt="xs">
          {t('panel.delete.irreversible')}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setOpen(false)} disabled={isRunning}>
            {t('panel.delete.cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => void handleConfirm()}
            loading={isRunning}
            data-testid={testId && `${testId}-confirm`}
          >
            {t('panel.delete.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
