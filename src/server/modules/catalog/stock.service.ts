import { sql } from 'kysely';
import { stockWrite } from '../../db/catalogue-writes.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { compileOnce, perDatabase, QUERY_PARAMETER } from '../../db/compiled-query.ts';
import type { ArtworkTable } from '../../db/schema.ts';
import { mediaUrl } from '../media/media.service.ts';

/**
 * The catalogue's stock: what the cart and orders need to know about an artwork, and the only
 * code that changes stock. Reservation is a conditional UPDATE, so two buyers of the last
 * unit cannot both succeed: on PostgreSQL the second waits for the first's row lock and then
 * finds the condition false; on SQLite writers are serialised anyway.
 */
export interface StockArtwork {
  id: number;
  product_slug: string;
  name: string;
  /** Base price in baisa. */
  price: number;
  discount: number;
  stock: number;
  availability: ArtworkTable['availability'];
  status: ArtworkTable['status'];
  medium: string | null;
  orientation: ArtworkTable['orientation'];
  width_cm: number | null;
  height_cm: number | null;
  edition_type: ArtworkTable['edition_type'];
  feature_image: string;
  /** Empty for an artwork sold as itself; prints offer colours, each with sizes. */
  variations: { color: string; sizes: { name: string; stock: number }[] }[];
}

/** An artwork's stock columns with its feature image's: the rows StockArtworks are made from. */
function artworkRows(db: Executor) {
  return db
    .selectFrom('artwork as a')
    .leftJoin('media as m', 'm.id', 'a.feature_image_id')
    .select([
      'a.id',
      'a.product_slug',
      'a.name',
      'a.price',
      'a.discount',
      'a.stock',
      'a.availability',
      'a.status',
      'a.medium',
      'a.orientation',
      'a.width_cm',
      'a.height_cm',
      'a.edition_type',
      'm.storage_key',
      'm.kind',
      'm.variants',
      'm.width',
      'm.height',
      'm.alt',
    ]);
}

/** The sizes of the artworks' colours, in the order the gallery gave them. */
function sizeRows(db: Executor) {
  return db
    .selectFrom('artwork_variation as v')
    .innerJoin('variation_size as s', 's.variation_id', 'v.id')
    .select(['v.artwork_id', 'v.color', 's.name', 's.stock'])
    .orderBy('v.artwork_id')
    .orderBy('v.position')
    .orderBy('v.id')
    .orderBy('s.position')
    .orderBy('s.id');
}

type ArtworkRow = Awaited<ReturnType<ReturnType<typeof artworkRows>['execute']>>[number];
type SizeRow = Awaited<ReturnType<ReturnType<typeof sizeRows>['execute']>>[number];

function stockArtworksOf(rows: ArtworkRow[], sizes: SizeRow[]): Map<number, StockArtwork> {
  const found = new Map<number, StockArtwork>();
  for (const r of rows) {
    const media =
      r.storage_key && r.kind && r.variants
        ? {
            storage_key: r.storage_key,
            kind: r.kind,
            variants: r.variants,
            width: r.width,
            height: r.height,
            alt: r.alt,
          }
        : null;
    found.set(r.id, {
      id: r.id,
      product_slug: r.product_slug,
      name: r.name,
      price: r.price,
      discount: r.discount,
      stock: r.stock,
      availability: r.availability,
      status: r.status,
      medium: r.medium,
      orientation: r.orientation,
      width_cm: r.width_cm === null ? null : Number(r.width_cm),
      height_cm: r.height_cm === null ? null : Number(r.height_cm),
      edition_type: r.edition_type,
      feature_image: mediaUrl(media),
      variations: [],
    });
  }
  for (const s of sizes) {
    const artwork = found.get(s.artwork_id);
    if (!artwork) continue;
    let variation = artwork.variations.find((v) => v.color === s.color);
    if (!variation) {
      variation = { color: s.color, sizes: [] };
      artwork.variations.push(variation);
    }
    variation.sizes.push({ name: s.name, stock: s.stock });
  }
  return found;
}

/**
 * The reads every cart answer and every addition makes, compiled once (db/compiled-query.ts): built
 * and compiled on each request, they took Kysely more time than SQLite takes to run them.
 */
const compiledQueries = perDatabase((db) => ({
  artwork: compileOnce(artworkRows(db).where('a.id', '=', QUERY_PARAMETER)),
  sizesOfArtwork: compileOnce(sizeRows(db).where('v.artwork_id', '=', QUERY_PARAMETER)),
}));

/**
 * The artworks `ids` (a cart's lines, an order's), as the cart and orders need them. The cart
 * module reads its own lines and asks for their artworks: this module reads only the catalogue.
 */
export async function artworksForCart(db: Executor, ids: readonly number[]): Promise<Map<number, StockArtwork>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  // Most carts hold one work: it is read with the compiled queries.
  if (unique.length === 1) {
    const artwork = await artworkForCart(db, unique[0]!);
    return new Map(artwork ? [[artwork.id, artwork]] : []);
  }
  const rows = await artworkRows(db).where('a.id', 'in', unique).execute();
  return stockArtworksOf(rows, await sizeRows(db).where('v.artwork_id', 'in', unique).execute());
}

/** One artwork, as adding it to a cart needs it; undefined when there is none of that id. */
export async function artworkForCart(db: Executor, id: number): Promise<StockArtwork | undefined> {
  const reads = compiledQueries(db);
  const rows = (await db.executeQuery(reads.artwork(id))).rows;
  if (rows.length === 0) return undefined;
  return stockArtworksOf(rows, (await db.executeQuery(reads.sizesOfArtwork(id))).rows).get(id);
}

/** Published and neither sold nor on hold. */
export function isOnSale(artwork: Pick<StockArtwork, 'status' | 'availability'>): boolean {
  return artwork.status === 'published' && artwork.availability === 'available';
}

export type OptionMatch =
  { ok: true; color: string; size: string; stock: number } | { ok: false; field: 'color' | 'size'; message: string };

/**
 * Matches the colour and size a buyer chose against the artwork's options (case-insensitively,
 * answering the catalogue's own spelling). An artwork without variations takes neither.
 */
export function matchOption(artwork: StockArtwork, color: string, size: string): OptionMatch {
  const c = color.trim().toLowerCase();
  const s = size.trim().toLowerCase();
  if (artwork.variations.length === 0) {
    if (c) return { ok: false, field: 'color', message: 'this artwork has no colour options' };
    if (s) return { ok: false, field: 'size', message: 'this artwork has no size options' };
    return { ok: true, color: '', size: '', stock: artwork.stock };
  }
  const names = artwork.variations.map((v) => v.color).join(', ');
  if (!c) return { ok: false, field: 'color', message: `choose a colour (${names})` };
  const variation = artwork.variations.find((v) => v.color.toLowerCase() === c);
  if (!variation) return { ok: false, field: 'color', message: `must be one of: ${names}` };
  const sizes = variation.sizes.map((x) => x.name).join(', ');
  if (!s) return { ok: false, field: 'size', message: `choose a size (${sizes})` };
  const option = variation.sizes.find((x) => x.name.toLowerCase() === s);
  if (!option) return { ok: false, field: 'size', message: `must be one of: ${sizes}` };
  return { ok: true, color: variation.color, size: option.name, stock: option.stock };
}

/** How many of this artwork (in this colour and size) can still be bought; 0 when not on sale. */
export function availableStock(artwork: StockArtwork, color: string, size: string): number {
  if (!isOnSale(artwork)) return 0;
  const match = matchOption(artwork, color, size);
  return match.ok ? Math.max(0, match.stock) : 0;
}

const cm = (n: number) => String(Math.round(n * 10) / 10);

/** What an order line calls the size: the print size chosen, or the work's own 'W × H cm', written as everywhere else. */
export function sizeLabel(artwork: Pick<StockArtwork, 'width_cm' | 'height_cm'>, size: string): string {
  if (size) return size;
  if (artwork.width_cm && artwork.height_cm) return `${cm(artwork.width_cm)} × ${cm(artwork.height_cm)} cm`;
  return '';
}

const nowIso = () => new Date().toISOString();

/**
 * Takes `quantity` units out of stock if, and only if, that many remain and the artwork is on
 * sale; answers false otherwise and changes nothing. A unique or limited work whose last unit
 * goes is marked reserved: sold once its payment is recorded (`settleSale`), back on sale if the
 * order is cancelled (docs/product.md#cart-stock-and-orders). Run inside `stockTransaction` so
 * that caches invalidate only this work's answers.
 */
export async function reserveStock(
  tx: Tx,
  artworkId: number,
  color: string,
  size: string,
  quantity: number,
): Promise<boolean> {
  if (!Number.isInteger(quantity) || quantity <= 0) throw new Error(`reserveStock: bad quantity ${quantity}`);
  const taken = await stockWrite(artworkId, () => takeStock(tx, artworkId, color, size, quantity));
  return Number(taken.numUpdatedRows) === 1;
}

async function takeStock(tx: Tx, artworkId: number, color: string, size: string, quantity: number) {
  if (!color && !size) {
    return tx
      .updateTable('artwork')
      .set({
        stock: sql<number>`stock - ${quantity}`,
        availability: sql<
          StockArtwork['availability']
        >`case when stock - ${quantity} = 0 and edition_type <> 'open' then 'reserved' else availability end`,
        updated_at: nowIso(),
      })
      .where('id', '=', artworkId)
      .where('stock', '>=', quantity)
      .where('status', '=', 'published')
      .where('availability', '=', 'available')
      .executeTakeFirst();
  }
  const taken = await tx
    .updateTable('variation_size')
    .set({ stock: sql<number>`stock - ${quantity}` })
    .where('name', '=', size)
    .where('stock', '>=', quantity)
    .where('variation_id', 'in', (eb) =>
      eb
        .selectFrom('artwork_variation as v')
        .innerJoin('artwork as a', 'a.id', 'v.artwork_id')
        .select('v.id')
        .where('v.artwork_id', '=', artworkId)
        .where('v.color', '=', color)
        .where('a.status', '=', 'published')
        .where('a.availability', '=', 'available'),
    )
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 1) await countPrintStock(tx, artworkId);
  return taken;
}

/**
 * A print's own stock is the sum of its sizes' (the back office's list shows it), counted again
 * whenever a size's stock changes. A work without sizes keeps its own.
 */
export async function countPrintStock(tx: Executor, artworkId: number): Promise<void> {
  const sizes = tx
    .selectFrom('variation_size as s')
    .innerJoin('artwork_variation as v', 'v.id', 's.variation_id')
    .where('v.artwork_id', '=', artworkId);
  await tx
    .updateTable('artwork')
    .set({
      stock: sizes.select((eb) => eb.fn.coalesce(eb.fn.sum<number>('s.stock'), sql<number>`0`).as('total')),
      updated_at: nowIso(),
    })
    .where('id', '=', artworkId)
    .where((eb) => eb.exists(sizes.select('s.id')))
    .execute();
}

/**
 * Marks sold a work whose last unit an order holds, once that order's payment is recorded: only
 * a work reserved by orders (none left in stock) with no other unpaid open order still holding
 * it. A work staff reserved themselves keeps its stock, and stays as it is. Run inside
 * `stockTransaction`.
 */
export async function settleSale(tx: Tx, artworkId: number): Promise<void> {
  await stockWrite(artworkId, () =>
    tx
      .updateTable('artwork')
      .set({ availability: 'sold', updated_at: nowIso() })
      .where('id', '=', artworkId)
      .where('availability', '=', 'reserved')
      .where('stock', '=', 0)
      .where('edition_type', '<>', 'open')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('order_line as l')
              .innerJoin('customer_order as o', 'o.id', 'l.order_id')
              .select('l.id')
              .where('l.artwork_id', '=', artworkId)
              .where('l.product_color', 'is', null)
              .where('o.payment_status', '=', 'unpaid')
              .where('o.status', 'in', ['placed', 'confirmed']),
          ),
        ),
      )
      .execute(),
  );
}

/**
 * The works of an unpaid order recorded after the fact (the demo gallery's past sales): reserved
 * rather than sold, as an order placed today leaves them.
 */
export async function holdForUnpaidOrder(tx: Tx, artworkIds: readonly number[]): Promise<void> {
  if (artworkIds.length === 0) return;
  await tx
    .updateTable('artwork')
    .set({ availability: 'reserved' })
    .where('id', 'in', artworkIds)
    .where('availability', '=', 'sold')
    .where('stock', '=', 0)
    .execute();
}

/**
 * Puts units back (a cancelled order). A work that its order left reserved or sold (none in
 * stock) is available again. Missing artworks or options (deleted since) are skipped. Run inside
 * `stockTransaction`, like `reserveStock`.
 */
export async function returnStock(
  tx: Tx,
  artworkId: number,
  color: string,
  size: string,
  quantity: number,
): Promise<void> {
  if (!Number.isInteger(quantity) || quantity <= 0) return;
  await stockWrite(artworkId, () => giveStockBack(tx, artworkId, color, size, quantity));
}

async function giveStockBack(tx: Tx, artworkId: number, color: string, size: string, quantity: number): Promise<void> {
  if (!color && !size) {
    await tx
      .updateTable('artwork')
      .set({
        stock: sql<number>`stock + ${quantity}`,
        availability: sql<
          StockArtwork['availability']
        >`case when availability in ('reserved', 'sold') and stock = 0 and edition_type <> 'open' then 'available' else availability end`,
        updated_at: nowIso(),
      })
      .where('id', '=', artworkId)
      .execute();
    return;
  }
  await tx
    .updateTable('variation_size')
    .set({ stock: sql<number>`stock + ${quantity}` })
    .where('name', '=', size)
    .where('variation_id', 'in', (eb) =>
      eb.selectFrom('artwork_variation').select('id').where('artwork_id', '=', artworkId).where('color', '=', color),
    )
    .execute();
  await countPrintStock(tx, artworkId);
}
