import { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, type FieldError } from '../../errors.ts';
import {
  homeArrangementStamp,
  type homeSectionsBody,
  type ManagedHomeSection,
  type StaffMember,
} from '#shared/api/manage.ts';
import { refuseIfChangedSince, takeInTurn } from '../../lib/stale-saves.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { existingArtworkIds } from '../catalog/catalog.service.ts';
import { checkMediaReferences, findMediaByIds, managedMediaIn } from '../media/media.service.ts';
import * as repo from './home.repository.ts';
import { forgetTranslations } from '../translations/translations.service.ts';

/**
 * The home page as the back office arranges it: the whole ordered list of sections, each with the
 * options of its kind. Saving replaces the list in one transaction, so the storefront never shows
 * half of an arrangement.
 */

type SectionsBody = z.output<typeof homeSectionsBody>;

/** Stored configs are read leniently: a damaged one shows as empty rather than breaking the screen. */
const storedConfig = z.object({
  limit: z.number().int().optional(),
  artwork_ids: z.array(z.number().int()).optional(),
  image_id: z.number().int().nullable().optional(),
  link: z.string().nullable().optional(),
});

function parseConfig(raw: string): ManagedHomeSection['config'] {
  try {
    const parsed = storedConfig.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export async function listHomeSectionsForStaff(db: Executor): Promise<ManagedHomeSection[]> {
  const rows = await repo.allSections(db);
  const configs = rows.map((r) => parseConfig(r.config));
  const media = await findMediaByIds(
    db,
    configs.flatMap((c) => c.image_id ?? []),
  );
  return rows.map((r, i) => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    subtitle: r.subtitle,
    enabled: r.enabled === 1,
    position: r.position,
    updated_at: r.updated_at,
    config: configs[i]!,
    image: managedMediaIn(media, configs[i]!.image_id),
  }));
}

export async function saveHomeSections(db: Db, staff: StaffMember, body: SectionsBody): Promise<ManagedHomeSection[]> {
  const errors: FieldError[] = [];
  const current = await repo.allSections(db);
  // Before the ids are checked: a colleague's save may have removed a section this form still lists.
  refuseIfChangedSince(body.updated_at, homeArrangementStamp(current), 'home page');
  const known = new Set(current.map((s) => s.id));
  body.sections.forEach((s, i) => {
    if (s.id !== undefined && !known.has(s.id))
      errors.push({ field: `sections.${i}.id`, message: `no home section has the id ${s.id}` });
  });
  errors.push(
    ...(await checkMediaReferences(
      db,
      body.sections.flatMap((s, i) =>
        s.config && 'image_id' in s.config
          ? [{ field: `sections.${i}.config.image_id`, id: s.config.image_id, kind: 'image' as const }]
          : [],
      ),
    )),
  );
  const artworkIds = body.sections.flatMap((s) =>
    s.kind === 'featured_artworks' ? (s.config?.artwork_ids ?? []) : [],
  );
  const artworks = await existingArtworkIds(db, artworkIds);
  body.sections.forEach((s, i) => {
    if (s.kind !== 'featured_artworks') return;
    (s.config?.artwork_ids ?? []).forEach((id, j) => {
      if (!artworks.has(id))
        errors.push({ field: `sections.${i}.config.artwork_ids.${j}`, message: `no artwork has the id ${id}` });
    });
  });
  if (errors.length > 0) throw new AppError('invalid', `${errors[0]!.field}: ${errors[0]!.message}`, errors);

  const kept = new Set(body.sections.flatMap((s) => (s.id === undefined ? [] : [s.id])));
  const removed = [...known].filter((id) => !kept.has(id));
  await db.transaction().execute(async (tx) => {
    // Again inside the transaction, the rows held: a colleague's save may have committed meanwhile.
    // An arrangement with no sections yet has no row to hold; the page itself is taken in turn.
    await takeInTurn(tx, 'home-page');
    if (body.updated_at !== undefined)
      refuseIfChangedSince(
        body.updated_at,
        homeArrangementStamp(await repo.allSections(tx, { lock: true })),
        'home page',
      );
    // A removed section's titles in other languages go with it.
    for (const id of removed) await forgetTranslations(tx, 'home_section', id);
    await repo.replaceSections(
      tx,
      body.sections.map((s) => ({
        id: s.id,
        kind: s.kind,
        title: s.title,
        subtitle: s.subtitle ?? null,
        enabled: s.enabled ? 1 : 0,
        config: JSON.stringify(s.config ?? {}),
      })),
      new Date().toISOString(),
    );
    await recordAudit(tx, {
      staff,
      action: 'home.update',
      entity: 'home_section',
      entityId: null,
      detail: `Arranged the home page: ${body.sections.map((s) => `${s.kind}${s.enabled ? '' : ' (hidden)'}`).join(', ') || 'no sections'}`,
    });
  });
  return listHomeSectionsForStaff(db);
}
