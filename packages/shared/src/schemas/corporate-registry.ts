import { z } from 'zod';

/**
 * The original's corporate registry (spec §3 users2, registry/department/branch on the user; §7
 * "users2 read by registry", the branch list without 'BH', the bulk user-disable job). What we
 * inferred is in docs/product-decisions.md.
 */

/** The branch the original left out of its branch list (spec §7). */
export const EXCLUDED_BRANCH = 'BH';

export const registryEntry = z.object({
  registry: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  department: z.string().nullable(),
  branch: z.string().nullable(),
  enabled: z.boolean(),
});
export type RegistryEntry = z.infer<typeof registryEntry>;

export const registryUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  registry: z.string().nullable(),
  department: z.string().nullable(),
  branch: z.string().nullable(),
  enabled: z.boolean(),
});
export type RegistryUser = z.infer<typeof registryUser>;

const criterionText = z.string().trim().min(1).max(200);

/**
 * Who a bulk disable reaches: registered users (never anonymous ones, never global admins) that
 * match every criterion given; at least one of branch, department or notInRegistry is required.
 */
export const userDisableCriteria = z
  .object({
    branch: criterionText.optional(),
    department: criterionText.optional(),
    /** Users whose registry is missing from the corporate registry or switched off there (people who left). */
    notInRegistry: z.boolean().optional(),
    /** Names kept out of the job whatever else matches (the original's exclusion list), case-insensitive. */
    excludeNames: z.array(criterionText).max(500).default([]),
  })
  .refine((value) => Boolean(value.branch || value.department || value.notInRegistry), {
    message: 'criteria-required',
    path: ['branch'],
  });
export type UserDisableCriteria = z.infer<typeof userDisableCriteria>;

export const userDisableJob = z.object({
  id: z.string(),
  criteria: z.record(z.string(), z.unknown()),
  count: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  undoneAt: z.string().nullable(),
});
export type UserDisableJob = z.infer<typeof userDisableJob>;
