import { AppError } from '../errors.ts';

/**
 * Guards a back-office save against a form opened before the record last changed. The form sends
 * the record's `updated_at` as it loaded it; when the record's stamp is no longer that one, a
 * colleague's save (or, for an artwork, a sale) came in between, and saving the form as it stands
 * would silently undo it. Such a save is refused whole (409) and the form says to open it again.
 *
 * `loadedAt` undefined means the caller sent no stamp (a script, an older form): the save goes
 * through as before. `null` is the stamp of a record that did not exist yet (a page never written).
 */
export function refuseIfChangedSince(
  loadedAt: string | null | undefined,
  current: string | null | undefined,
  what: string,
  changedBy = 'another save',
): void {
  if (loadedAt === undefined || loadedAt === (current ?? null)) return;
  throw new AppError(
    'conflict',
    `This ${what} has changed since you opened it: ${changedBy}. Nothing was saved. Open it again to see the changes, then make yours.`,
    [],
  );
}
