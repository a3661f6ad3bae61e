import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled group of profile fields. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Fields of the profile form that edit one value each. */
export interface ProfileFieldsProps<Form> {
  form: Form;
  onChange: <Field extends keyof Form>(field: Field, value: Form[Field]) => void;
}
