import { z } from 'zod';

/** Opaque text identifiers: kept from imported data so printed QR codes keep working. */
export const id = z
  .string()
  .trim()
  .min(1)
  .max(128)
  // Control characters (NUL above all) are never part of an id and PostgreSQL refuses them.
  .regex(/^\P{Cc}+$/u);
/** A URL or an app-relative path ('/media/...'). */
export const mediaUrl = z.string().trim().min(1).max(2048);
export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);
export const coordinates = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Coordinates = z.infer<typeof coordinates>;

/**
 * A coordinate as a person types it: a number, or text with a dot or a comma as the decimal
 * separator and any trailing zeros ('-20.38500', '-20,385'). Blank answers `missing`; text that
 * is not a decimal, or a value outside [min, max], answers `invalid`. Nothing is ever read as 0.
 */
export function typedDecimal(missing: string, invalid: string, min: number, max: number) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim().replace(',', '.');
      if (text === '') return undefined;
      return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
    },
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : invalid) })
      .min(min, { error: invalid })
      .max(max, { error: invalid }),
  );
}

/** A typed latitude / longitude pair (the panel's coordinates fields): 'coordinates-empty' or 'coordinates-invalid'. */
export const typedCoordinates = z.object(
  {
    latitude: typedDecimal('coordinates-empty', 'coordinates-invalid', -90, 90),
    longitude: typedDecimal('coordinates-empty', 'coordinates-invalid', -180, 180),
  },
  { error: 'coordinates-empty' },
);

/**
 * The version of a record an editor's save was based on (docs/panel-api.md, optimistic
 * concurrency): the panel reads it with the record and sends it back; a save based on an older
 * version answers 409 'edit-conflict'.
 */
export const baseVersion = z.string().trim().min(1).max(64);
/** A record as the panel's editors read it: with its current version. */
export type Versioned<T> = T & { version: string };
export const isoDateTime = z.string();
