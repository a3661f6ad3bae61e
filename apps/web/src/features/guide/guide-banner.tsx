import { Container, Group, Text, Title } from '@mantine/core';
import type { Guide } from '@percurso/shared';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../i18n/use-content-language.ts';
import classes from './guide-banner.module.css';

/** The guide's banner image with its name, logo and city over a soft gradient. */
export function GuideBanner({ guide }: { guide: Guide }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const name = localize(guide.name);
  const city = guide.address ? [guide.address.city, guide.address.state].filter(Boolean).join(' · ') : '';
  const image = guide.bannerUrl ?? guide.image;

  return (
    <section className={classes.banner} data-testid="guide-banner">
      {image && <img className={classes.image} src={image} alt="" fetchPriority="high" decoding="async" />}
      <div className={classes.shade} />
      <Container size="lg" className={classes.content}>
        {guide.barLogo && guide.barLogo !== guide.toolBarLogo && (
          <img className={classes.logo} src={guide.barLogo} alt={t('visitor.guide.logo_alt', { name })} />
        )}
        <Title order={1} className={classes.title}>
          {name}
        </Title>
        {city && (
          <Group gap={4} className={classes.city}>
            <IconMapPin size={16} stroke={1.8} />
            <Text size="sm" c="inherit">
              {city}
            </Text>
          </Group>
        )}
      </Container>
    </section>
  );
}
