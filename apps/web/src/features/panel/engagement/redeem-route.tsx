import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { normalizeRedeemCode, type PrizeRedemption, REDEEM_CODE_LENGTH } from '@percurso/shared';
import { IconCheck, IconTicket } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../api/http.ts';
import { useLocalize } from '../../../i18n/use-content-language.ts';
import { PanelPage } from '../common/panel-page.tsx';
import { usePanelToasts } from '../common/panel-toasts.ts';
import { engagementApi } from './engagement-api.ts';

type Checked = { kind: 'found'; redemption: PrizeRedemption } | { kind: 'unknown'; code: string };

/**
 * /guidePanel/{guideId}/redeem: the desk. Staff type the code a winner shows (issue 26 item 16),
 * see whether it is valid, already used or unknown, and hand the prize over, once: the server
 * refuses a second redemption, also one made at the same moment at another desk.
 */
function RedeemRoute() {
  const { t, i18n } = useTranslation();
  const localize = useLocalize();
  const { guideId = '' } = useParams();
  const toasts = usePanelToasts();
  const [typed, setTyped] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState(false);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

  const check = async (code: string) => {
    try {
      setChecked({ kind: 'found', redemption: (await engagementApi.checkCode(guideId, code)).redemption });
    } catch (error) {
      if (isApiError(error, 'redeem-code/unknown')) setChecked({ kind: 'unknown', code });
      else toasts.failure(error);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeRedeemCode(typed);
    if (!code) return;
    setBusy(true);
    await check(code);
    setBusy(false);
  };

  const redeem = async (code: string) => {
    setBusy(true);
    try {
      const answer = await engagementApi.redeemCode(guideId, code);
      toasts.confirmed(answer.confirmation);
      setChecked({ kind: 'found', redemption: answer.redemption });
    } catch (error) {
      toasts.failure(error);
      // Used at another desk meanwhile: show it as it is now.
      if (isApiError(error, 'redeem-code/already-used')) await check(code);
    } finally {
      setBusy(false);
    }
  };

  const found = checked?.kind === 'found' ? checked.redemption : null;
  return (
    <PanelPage title={t('panel.nav.redeem')} testId="redeem-screen">
      <Stack gap="md">
        <Text>{t('panel.redeem.intro')}</Text>
        <form onSubmit={submit}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('panel.redeem.code')}
              value={typed}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                setChecked(null);
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={REDEEM_CODE_LENGTH + 4}
              placeholder="ABCD-EFGH"
              styles={{ input: { fontFamily: 'monospace', fontSize: '1.25rem', letterSpacing: '0.1em' } }}
              data-testid="redeem-code-input"
              data-autofocus
              autoFocus
            />
            <Button type="submit" loading={busy && !found} data-testid="redeem-check">
              {t('panel.redeem.check')}
            </Button>
          </Group>
        </form>
        <div aria-live="polite" data-testid="redeem-result" data-status={found?.status ?? checked?.kind ?? ''}>
          {checked?.kind === 'unknown' && (
            <Alert color="red" title={t('panel.redeem.unknown')}>
              {t('errors.redeem-code/unknown')}
            </Alert>
          )}
          {found && (
            <Alert
              color={found.status === 'valid' ? 'teal' : 'gray'}
              icon={found.status === 'valid' ? <IconTicket /> : <IconCheck />}
              title={localize(found.rewardName)}
            >
              <Stack gap="xs" align="flex-start">
                <Badge
                  color={found.status === 'valid' ? 'teal.9' : 'dark'}
                  variant="filled"
                  size="lg"
                  h="auto"
                  py={4}
                  styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
                >
                  {found.status === 'valid'
                    ? t('panel.redeem.valid')
                    : t('panel.redeem.redeemed', { date: when(found.redeemedAt ?? found.wonAt) })}
                </Badge>
                <Text size="sm">
                  {t('panel.redeem.won_by', { name: found.winnerName ?? '—', date: when(found.wonAt) })}
                </Text>
                {found.status === 'valid' && (
                  <Button onClick={() => redeem(found.code)} loading={busy} data-testid="redeem-confirm">
                    {t('panel.redeem.confirm')}
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
        </div>
      </Stack>
    </PanelPage>
  );
}

export { RedeemRoute as Component };
