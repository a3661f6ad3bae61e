import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import type { SocialNetwork, Sponsor } from '@percurso/shared';
import classes from './partners-footer.module.css';

interface PartnersFooterProps {
  sponsors: Sponsor[];
  socialNetworks: SocialNetwork[];
  labels: { sponsors: string; socialNetworks: string };
}

/** Sponsor logos and social network links (each opens in a new tab). Nothing when both are empty. */
export function PartnersFooter({ sponsors, socialNetworks, labels }: PartnersFooterProps) {
  if (sponsors.length === 0 && socialNetworks.length === 0) return null;
  return (
    <section className={classes.footer} data-testid="partners-footer">
      <Container size="lg">
        <Stack gap="lg">
          {sponsors.length > 0 && (
            <Stack gap="xs">
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.label}>
                {labels.sponsors}
              </Text>
              <Group gap="lg">
                {sponsors.map((sponsor) => (
                  <a key={sponsor.id} href={sponsor.url} target="_blank" rel="noopener" className={classes.sponsor}>
                    <img src={sponsor.image} alt={sponsor.name} loading="lazy" />
                  </a>
                ))}
              </Group>
            </Stack>
          )}
          {socialNetworks.length > 0 && (
            <Stack gap="xs">
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.label}>
                {labels.socialNetworks}
              </Text>
              <Group gap="md">
                {socialNetworks.map((network) => (
                  <Anchor
                    key={network.id}
                    href={network.url}
                    target="_blank"
                    rel="noopener"
                    className={classes.social}
                    c="dark.7"
                  >
                    {/* The network's name is the logo's text: "Instagram @museu" (label in name). */}
                    <img src={network.image} alt={network.name} loading="lazy" />
                    <span>{network.suffix ?? network.name}</span>
                  </Anchor>
                ))}
              </Group>
            </Stack>
          )}
        </Stack>
      </Container>
    </section>
  );
}
