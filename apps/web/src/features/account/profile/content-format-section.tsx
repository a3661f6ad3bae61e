import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFormatMessages, useFormatMessages } from '../../../i18n/format-messages.ts';
import { EVERY_FORMAT, FormatDialog, useChoiceName, useProfileFormat } from '../../point/format-chooser.tsx';
import { chooseContentFormat, useContentFormat } from '../../settings/content-format.ts';

export { loadFormatMessages };

/**
 * The content format on /perfil (issue 30 item 3): the one chosen and the chooser, every format
 * (no guide here). This device keeps it; a registered visitor's profile too.
 */
export default function ContentFormatSection() {
  useFormatMessages();
  const { t } = useTranslation();
  const chosen = useContentFormat();
  useProfileFormat(chosen, chooseContentFormat);
  const choiceName = useChoiceName();
  const [isChoosing, setChoosing] = useState(false);
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={titleId} data-testid="profile-format">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div>
          <Title order={2} fz="h4" id={titleId}>
            {t('formats.settings.entry')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="profile-format-current">
            {choiceName(chosen ?? { format: 'standard' })}
          </Text>
        </div>
        <Button
          variant="light"
          onClick={() => setChoosing(true)}
          aria-label={t('formats.change_label')}
          data-testid="profile-format-change"
        >
          {t('formats.change')}
        </Button>
      </Group>
      <FormatDialog
        opened={isChoosing}
        onClose={() => setChoosing(false)}
        offered={EVERY_FORMAT}
        chosen={chosen}
        onChoose={chooseContentFormat}
      />
    </Paper>
  );
}
