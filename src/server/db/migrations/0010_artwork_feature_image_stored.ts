import { sql, type Kysely } from 'kysely';

/**
 * An artwork saved from the back office without a feature image chosen had none stored, though the
 * editor and the cards showed its first image as the feature: the cart, an order's line and the
 * share image, which read the stored one, showed none. The back office now stores the first image
 * (catalog.manage.service.ts); this gives the works saved before it theirs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update artwork
    set feature_image_id = (
      select artwork_image.media_id from artwork_image
      where artwork_image.artwork_id = artwork.id
      order by artwork_image.position, artwork_image.media_id
      limit 1
    )
    where feature_image_id is null
  `.execute(db);
}

/** Nothing to undo: a stored feature image is what the works showed already. */
export async function down(): Promise<void> {}
