/**
 * The fields of an editor's save body that differ from the body of the record as it was read: a
 * save sends only these (with the version it was based on), so it never writes back a field the
 * editor showed but did not change (a sponsor attached meanwhile, a journey added to the order).
 */
export function changedFields<T extends object>(next: T, read: T): Partial<T> {
  const before = read as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])),
  ) as Partial<T>;
}
