import { Button, Group } from '@mantine/core';
import type { Guide } from '@percurso/shared';
import { IconCube, IconHelpCircle, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './guide-actions.module.css';

interface GuideActionsProps {
  guide: Guide;
  onAbout: () => void;
  onVisit3d: () => void;
  onHelp: () => void;
  /** More actions of other features (the unlock buttons), before help. */
  children?: ReactNode;
}

/** About, 3D visit (only when the guide has one) and the guide tutorial. */
export function GuideActions({ guide, onAbout, onVisit3d, onHelp, children }: GuideActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" className={classes.row}>
      <Button
        variant="light"
        leftSection={<IconInfoCircle size={18} />}
        onClick={onAbout}
        data-testid="about-guide-button"
      >
        {t('visitor.guide.about')}
      </Button>
      {guide.visit3dUrl && (
        <Button variant="light" leftSection={<IconCube size={18} />} onClick={onVisit3d} data-testid="visit-3d-button">
          {t('visitor.guide.visit_3d')}
        </Button>
      )}
      {children}
      <Button
        variant="subtle"
        leftSection={<IconHelpCircle size={18} />}
        onClick={onHelp}
        data-testid="guide-help-button"
      >
        {t('common.help')}
      </Button>
    </Group>
  );
}
