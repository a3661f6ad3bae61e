import { Menu, Text } from '@mantine/core';
import type { OfferedFormats } from '@percurso/shared';
import { useTranslation } from 'react-i18next';
import { loadFormatMessages, useFormatMessages } from '../../i18n/format-messages.ts';
import { EVERY_FORMAT, FormatDialog, useChoiceName, useProfileFormat } from '../point/format-chooser.tsx';
import { chooseContentFormat, useContentFormat } from './content-format.ts';

export { loadFormatMessages };

/** The header menu's "Formato do conteúdo" (issue 30 item 3), naming the format chosen. */
export default function FormatEntry({ onOpen }: { onOpen: () => void }) {
  useFormatMessages();
  const { t } = useTranslation();
  const chosen = useContentFormat();
  useProfileFormat(chosen, chooseContentFormat);
  const choiceName = useChoiceName();
  return (
    <>
      <Menu.Divider />
      <Menu.Item onClick={onOpen} data-testid="settings-content-format">
        {t('formats.settings.entry')}
        <Text size="xs" c="dimmed" component="span" display="block">
          {choiceName(chosen ?? { format: 'standard' })}
        </Text>
      </Menu.Item>
    </>
  );
}

/** Its chooser, outside the menu (which closes): the formats of the guide shown (`offered`; none: every format). */
export function FormatEntryDialog({
  opened,
  onClose,
  offered,
}: {
  opened: boolean;
  onClose: () => void;
  offered: OfferedFormats | undefined;
}) {
  const chosen = useContentFormat();
  return (
    <FormatDialog
      opened={opened}
      onClose={onClose}
      offered={offered ?? EVERY_FORMAT}
      chosen={chosen}
      onChoose={chooseContentFormat}
    />
  );
}
