import crypto from 'node:crypto';
import { DEFAULT_CURRENCIES } from './gallery.ts';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Insertable, Selectable } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import type { Db } from '#server/db/client.ts';
import type { ArtworkTable } from '#server/db/schema.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import { placeOrderAnswer, type PlaceOrderBody } from '#shared/api/orders.ts';

/**
 * Small helpers for the cart, account and order tests: rows inserted directly, so these tests
 * depend on neither the demo seed nor the catalogue's own factories.
 */
let counter = 0;
const next = () => ++counter;

export type ArtworkRow = Selectable<ArtworkTable>;

/** A published unique painting (stock 1) by default; no artist, no image unless `withImage`. */
export async function insertArtwork(
  db: Db,
  overrides: Partial<Insertable<ArtworkTable>> & { withImage?: boolean } = {},
): Promise<ArtworkRow> {
  const n = next();
  const { withImage = false, ...row } = overrides;
  let feature_image_id: number | null = row.feature_image_id ?? null;
  if (withImage && feature_image_id === null) {
    const media = await db
      .insertInto('media')
      .values({
        storage_key: `test-${crypto.randomBytes(6).toString('hex')}`,
        kind: 'image',
        mime: 'image/webp',
        bytes: 100,
        width: 960,
        height: 720,
        variants: '[320,640,960]',
        alt: 'test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    feature_image_id = media.id;
  }
  return db
    .insertInto('artwork')
    .values({
      product_slug: `artwork-${n}-${crypto.randomBytes(3).toString('hex')}`,
      name: `Dunes at Dusk ${n}`,
      short_description: '',
      full_description: '',
      price: 120_000,
      discount: 0,
      stock: 1,
      medium: 'Oil on canvas',
      width_cm: 60,
      height_cm: 80,
      orientation: 'portrait',
      edition_type: 'unique',
      availability: 'available',
      status: 'published',
      ...row,
      feature_image_id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An open-edition print offered in colours and sizes, each size with its own stock. */
export async function insertPrint(
  db: Db,
  variations: { color: string; sizes: { name: string; stock: number }[] }[],
  overrides: Partial<Insertable<ArtworkTable>> = {},
): Promise<ArtworkRow> {
  const artwork = await insertArtwork(db, {
    name: `Harbour Print ${next()}`,
    price: 25_000,
    stock: 0,
    medium: 'Giclée print',
    width_cm: null,
    height_cm: null,
    orientation: 'landscape',
    edition_type: 'open',
    ...overrides,
  });
  for (const [position, v] of variations.entries()) {
    const variation = await db
      .insertInto('artwork_variation')
      .values({ artwork_id: artwork.id, color: v.color, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [p, s] of v.sizes.entries()) {
      await db
        .insertInto('variation_size')
        .values({ variation_id: variation.id, name: s.name, stock: s.stock, position: p })
        .execute();
    }
  }
  return artwork;
}

export async function stockOf(db: Db, artworkId: number) {
  return db
    .selectFrom('artwork')
    .select(['stock', 'availability'])
    .where('id', '=', artworkId)
    .executeTakeFirstOrThrow();
}

export async function sizeStock(db: Db, artworkId: number, color: string, size: string): Promise<number> {
  const row = await db
    .selectFrom('variation_size as s')
    .innerJoin('artwork_variation as v', 'v.id', 's.variation_id')
    .select('s.stock')
    .where('v.artwork_id', '=', artworkId)
    .where('v.color', '=', color)
    .where('s.name', '=', size)
    .executeTakeFirstOrThrow();
  return row.stock;
}

/** The top bar's currencies with real rates (units per 1 OMR): the factories' one set. */
export async function insertCurrencies(db: Db): Promise<void> {
  await db.insertInto('currency').values(DEFAULT_CURRENCIES).execute();
}

/** A browser session id as the storefront makes one. */
export const newSessionId = () => `s-${crypto.randomBytes(12).toString('base64url')}`;

export const TEST_PASSWORD = 'Frankincense-Trail-42';
const hashes = new Map<string, Promise<string>>();

/** A customer inserted directly; the slow password hash is computed once per password and process. */
export async function insertCustomer(
  db: Db,
  overrides: { email?: string; password?: string; first_name?: string; last_name?: string; phone?: string | null } = {},
) {
  const password = overrides.password ?? TEST_PASSWORD;
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  const n = next();
  return db
    .insertInto('customer')
    .values({
      email: overrides.email ?? `collector${n}.${crypto.randomBytes(3).toString('hex')}@example.om`,
      password_hash: await hashes.get(password)!,
      first_name: overrides.first_name ?? 'Salim',
      last_name: overrides.last_name ?? `Al Harthy ${n}`,
      phone: overrides.phone === undefined ? '+968 9123 4567' : overrides.phone,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

let ipCounter = 0;
/** A distinct client address per call, so that the per-IP limits of one test do not spill into another. */
export const freshIp = () => `10.9.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;

export function json(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  token?: string,
  ip?: string,
) {
  return app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

/** Logs in through the API and answers the session token. */
export async function loginToken(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
  sessionId?: string,
): Promise<string> {
  const res = await json(
    app,
    'POST',
    '/admin/api/user/login',
    { email, password, ...(sessionId ? { session_id: sessionId } : {}) },
    undefined,
    freshIp(),
  );
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { result: { user_token: string } }).result.user_token;
}

/** What a cart line adds to its artwork: how many, and for a print its colour and size. */
export interface CartLineChoice {
  quantity?: number;
  color?: string;
  size?: string;
}

export async function addToCart(
  app: FastifyInstance,
  sessionId: string,
  productId: number,
  extra: CartLineChoice = {},
  token?: string,
) {
  return json(app, 'POST', '/admin/api/cart/add', { session_id: sessionId, product_id: productId, ...extra }, token);
}

/** One line of a cart: an artwork's id (one of it), or the id with a quantity, colour or size. */
export type CartLine = number | [artworkId: number, choice: CartLineChoice];

/** A new cart holding `lines`, added through the API (signed in with `token` if given); answers its session id. */
export async function cartWith(app: FastifyInstance, lines: CartLine[], token?: string): Promise<string> {
  const session = newSessionId();
  for (const line of lines) {
    const [id, choice] = typeof line === 'number' ? [line, {}] : line;
    const res = await addToCart(app, session, id, choice, token);
    expect(res.statusCode, res.body).toBe(200);
  }
  return session;
}

/** A complete, valid checkout body for a buyer in Muscat. */
export function checkoutBody(sessionId: string, overrides: Partial<PlaceOrderBody> = {}): PlaceOrderBody {
  return {
    session_id: sessionId,
    idempotency_key: crypto.randomUUID(),
    contact: { full_name: 'Aisha Al Balushi', email: 'aisha@example.om', phone: '+968 9123 4567' },
    shipping_address: {
      country: 'OM',
      governorate: 'Muscat',
      wilayat: 'Bawshar',
      city: 'Al Khuwair',
      line1: 'Way 3021, House 14',
      postal_code: '133',
    },
    payment_method: 'cod',
    display_currency: 'EUR',
    ...overrides,
  };
}

export interface OrderToPlace {
  /** What goes into the new cart. */
  lines: CartLine[];
  /** Changes to `checkoutBody`; the display currency is the gallery's own, OMR, which needs no rates. */
  checkout?: Partial<PlaceOrderBody>;
  /** A signed-in customer's token, for the cart and the checkout; a guest's order without one. */
  token?: string;
  /** Extra request headers of the checkout, such as the storefront's `accept-language`. */
  headers?: Record<string, string>;
  /** The checkout is meant to be refused: its answer is returned for the test to check. */
  refused?: boolean;
}

/** A checkout posted: the cart's session id, the body sent and the answer. */
export interface Checkout {
  session: string;
  body: PlaceOrderBody;
  res: LightMyRequestResponse;
}

export interface PlacedOrder extends Checkout {
  order_id: string;
  order_no: string;
  /** The answer's message to the collector. */
  message: string;
}

/**
 * Places an order as the storefront does: `lines` added to a new cart, then the checkout posted
 * from a fresh client address (so the per-IP limit of /order/place stays out of the test). It must
 * succeed, unless `refused`; then the test checks the answer itself.
 */
export async function placeOrder(app: FastifyInstance, order: OrderToPlace & { refused: true }): Promise<Checkout>;
export async function placeOrder(app: FastifyInstance, order: OrderToPlace & { refused?: false }): Promise<PlacedOrder>;
export async function placeOrder(
  app: FastifyInstance,
  { lines, checkout = {}, token, headers = {}, refused = false }: OrderToPlace,
): Promise<Checkout | PlacedOrder> {
  const session = await cartWith(app, lines, token);
  const body = checkoutBody(session, { display_currency: 'OMR', ...checkout });
  const res = await app.inject({
    method: 'POST',
    url: '/admin/api/order/place',
    payload: body,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress: freshIp(),
  });
  if (refused) {
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    return { session, body, res };
  }
  expect(res.statusCode, res.body).toBe(200);
  const { message, result } = placeOrderAnswer.parse(res.json());
  return { ...result, message, session, body, res };
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a random local port, keeping what it receives. */
export async function startSmtpServer(): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
