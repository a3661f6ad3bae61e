import { Stack, Text } from '@mantine/core';
import { formatRedeemCode } from '@percurso/shared';
import { useTranslation } from 'react-i18next';
import classes from './engagement.module.css';

/** The code a winner shows at the desk, where staff redeem it once (issue 26 item 16). */
export function PrizeCode({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="center" data-testid="prize-code">
      <Text size="sm" fw={600}>
        {t('engagement.win.code')}
      </Text>
      <Text component="output" className={classes.prizeCode} data-code={code}>
        {formatRedeemCode(code)}
      </Text>
      <Text size="sm">{t('engagement.win.code_hint')}</Text>
    </Stack>
  );
}
