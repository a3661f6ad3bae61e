import { Badge, Card, Group, Text } from '@mantine/core';
import { type GuideSummary, namePathOf } from '@percurso/shared';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalize } from '../../i18n/use-content-language.ts';
import { LazyImage } from '../../ui/lazy-image.tsx';
import classes from './guide-card.module.css';

/** A guide in the selection grid: image, name, city and type; the whole card opens the guide. */
export function GuideCard({ guide, eager = false }: { guide: GuideSummary; eager?: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const name = localize(guide.name);
  const city = guide.address ? [guide.address.city, guide.address.state].filter(Boolean).join(' · ') : '';

  return (
    <Card
      component={Link}
      to={`/${namePathOf(guide.name)}`}
      padding={0}
      withBorder
      className={classes.card}
      data-testid="guide-card"
      data-guide-id={guide.id}
    >
      <LazyImage src={guide.image ?? guide.bannerUrl} alt="" ratio="16 / 10" eager={eager} />
      <div className={classes.body}>
        <Text fw={700} fz="lg" lh={1.25} lineClamp={2} component="h2" className={classes.name}>
          {name}
        </Text>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          {city ? (
            <Group gap={4} wrap="nowrap" c="dimmed" miw={0}>
              <IconMapPin size={16} stroke={1.8} />
              <Text size="sm" truncate>
                {city}
              </Text>
            </Group>
          ) : (
            <span />
          )}
          <Badge variant="light" color={guide.type === 'Público' ? 'accent' : 'gray'} style={{ flexShrink: 0 }}>
            {t(guide.type === 'Público' ? 'visitor.guide_type.public' : 'visitor.guide_type.private')}
          </Badge>
        </Group>
      </div>
    </Card>
  );
}
