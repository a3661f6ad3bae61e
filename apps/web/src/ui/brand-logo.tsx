import { Group, Text } from '@mantine/core';

/** The Percurso mark: a route through three stops. Also the favicon and app icon. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#6C4CE0" />
      <path
        d="M17 46c10 0 10-14 20-14s9-13 11-13"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeDasharray="0.1 9"
      />
      <circle cx="17" cy="46" r="6" fill="#40C0B7" />
      <circle cx="37" cy="32" r="4.5" fill="#fff" />
      <circle cx="48" cy="18" r="6" fill="#fff" />
    </svg>
  );
}

export function BrandLogo({ label }: { label: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <BrandMark size={30} />
      <Text fw={800} fz="lg" c="dark.8" style={{ letterSpacing: '-0.02em' }}>
        {label}
      </Text>
    </Group>
  );
}
