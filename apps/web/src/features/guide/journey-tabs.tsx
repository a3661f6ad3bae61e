import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import type { Journey } from '@percurso/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../i18n/use-content-language.ts';
import classes from './journey-tabs.module.css';

interface JourneyTabsProps {
  journeys: Journey[];
  activeId: string;
  onChange: (journeyId: string) => void;
  /** The active journey's content (only the active panel is rendered). */
  children: ReactNode;
}

/** One tab per journey, in the guide's journeyOrder; scrolls sideways on phones. */
export function JourneyTabs({ journeys, activeId, onChange, children }: JourneyTabsProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <Tabs
      value={activeId}
      onChange={(value) => value && onChange(value)}
      classNames={{ list: classes.list, tab: classes.tab }}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('visitor.guide.journeys')}>
        {journeys.map((journey) => (
          <Tabs.Tab key={journey.id} value={journey.id} data-testid="journey-tab" data-journey-id={journey.id}>
            {localize(journey.name)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {journeys.map((journey) => (
        <Tabs.Panel key={journey.id} value={journey.id} pt="md">
          {journey.id === activeId && children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
