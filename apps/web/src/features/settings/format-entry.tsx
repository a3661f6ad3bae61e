import { Menu, Text } from '@mantine/core';
import type { OfferedFormats } from '@percurso/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFormatMessages, useFormatMessages } from '../../i18n/format-messages.ts';
import { EVERY_FORMAT, FormatDialog, useChoiceName, useProfileFormat } from '../point/format-chooser.tsx';
import { chooseContentFormat, useContentFormat } from './content-format.ts';

export { loadFormatMessages };

/**
 * The header menu's "Formato do conteúdo" (issue 30 item 3): the format chosen, and its chooser
 * with the formats of the guide shown (`offered`; none: every format).
 */
export default function FormatEntry({ offered }: { offered: OfferedFormats | undefined }) {
  useFormatMessages();
  const { t } = useTranslation();
  const chosen = useContentFormat();
  useProfileFormat(chosen, chooseContentFormat);
  const choiceName = useChoiceName();
  const [isChoosing, setChoosing] = useState(false);
  return (
    <>
      <Menu.Divider />
      <Menu.Item onClick={() => setChoosing(true)} data-testid="settings-content-format">
        {t('formats.settings.entry')}
        <Text size="xs" c="dimmed" component="span" display="block">
          {choiceName(chosen ?? { format: 'standard' })}
        </Text>
      </Menu.Item>
      <FormatDialog
        opened={isChoosing}
        onClose={() => setChoosing(false)}
        offered={offered ?? EVERY_FORMAT}
        chosen={chosen}
        onChoose={chooseContentFormat}
      />
    </>
  );
}
