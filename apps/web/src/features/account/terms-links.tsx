import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '../../app/guard/routes.ts';

// Trans puts the catalogue's link text inside these (the links open in a new tab: the form stays).
export const TERMS_LINKS = {
  terms: (
    <Anchor
      component={Link}
      to={PATHS.terms}
      target="_blank"
      inherit
      c="var(--mantine-primary-color-filled)"
      underline="always"
    />
  ),
  privacy: (
    <Anchor
      component={Link}
      to={PATHS.privacy}
      target="_blank"
      inherit
      c="var(--mantine-primary-color-filled)"
      underline="always"
    />
  ),
};
