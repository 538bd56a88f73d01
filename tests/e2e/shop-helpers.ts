import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Helpers of the buying and account journeys. Each test buys its own print, colour and size (by
 * project), so the desktop and mobile runs never compete for the same stock, and none of them
 * buys a unique work another spec may be looking at.
 */
export interface Print {
  id: number;
  product_slug: string;
  product_name: string;
  variation: { color: string; size: { name: string; stock: number }[] }[];
}

export async function artworkBySlug(request: APIRequestContext, slug: string): Promise<Print> {
  const answer = await request.post('/admin/api/product_search', { data: { per_page: 100 } });
  expect(answer.ok()).toBe(true);
  const artwork = ((await answer.json()) as { result: Print[] }).result.find((a) => a.product_slug === slug);
  expect(artwork, slug).toBeDefined();
  return artwork!;
}

export function stockOf(artwork: Print, color: string, size: string): number {
  return artwork.variation.find((v) => v.color === color)?.size.find((s) => s.name === size)?.stock ?? 0;
}

/** This browser's cart session id (made by the app on its first page). */
export async function sessionIdOf(page: Page): Promise<string> {
  await page.waitForFunction(() => localStorage.getItem('sessionId'));
  return (await page.evaluate(() => localStorage.getItem('sessionId')))!;
}

/** Puts a print in this browser's cart through the API, as the page would. */
export async function addToCart(page: Page, line: { id: number; color: string; size: string; quantity?: number }) {
  const answer = await page.request.post('/admin/api/cart/add', {
    data: {
      session_id: await sessionIdOf(page),
      product_id: line.id,
      color: line.color,
      size: line.size,
      quantity: line.quantity ?? 1,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Someone else, in another browser, buys the print outright. */
export async function buyElsewhere(request: APIRequestContext, line: { id: number; color: string; size: string }) {
  const session = `other-${randomUUID()}`;
  const added = await request.post('/admin/api/cart/add', {
    data: { session_id: session, product_id: line.id, color: line.color, size: line.size, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const placed = await request.post('/admin/api/order/place', {
    data: {
      session_id: session,
      idempotency_key: randomUUID(),
      contact: { full_name: 'Salim Al Hinai', email: 'salim@example.om', phone: '+968 9555 0101' },
      shipping_address: { country: 'OM', governorate: 'Muscat', wilayat: 'As Seeb', line1: 'Way 4410, House 2' },
      payment_method: 'cod',
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
}

interface OutboxMail {
  id: number;
  to_address: string;
  subject: string;
  text: string;
}

/** The mail the server sent (or kept in its outbox) to this address, read as the gallery owner would. */
export async function mailTo(request: APIRequestContext, address: string, subject: RegExp): Promise<OutboxMail> {
  const signIn = await request.post('/admin/api/manage/session', {
    data: { email: 'owner@baitalfann.om', password: 'gallery-owner-2026' },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  let found: { id: number } | undefined;
  await expect
    .poll(async () => {
      const list = (await (await request.get('/admin/api/manage/outbox?per_page=200')).json()) as {
        result: OutboxMail[];
      };
      found = list.result.find((mail) => mail.to_address === address && subject.test(mail.subject));
      return found !== undefined;
    })
    .toBe(true);
  const mail = (await (await request.get(`/admin/api/manage/outbox/${found!.id}`)).json()) as { result: OutboxMail };
  return mail.result;
}

/** The page is as wide as the screen: nothing sticks out sideways on a phone. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Text as read, without the left-to-right marks that keep the rial sign before its amount. */
export const plain = (text: string | null) =>
  (text ?? '')
    .replace(/\u200E/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * True when no animation that ends is running. A toast's progress bar runs for the toast's lifetime
 * and spinners loop forever, so both are left out. Self-contained: it runs in the page.
 */
function nothingSettling() {
  return document
    .getAnimations()
    .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
    .filter(
      (a) =>
        !((a.effect as KeyframeEffect | null)?.target as Element | null)?.classList.contains('Toastify__progress-bar'),
    )
    .every((a) => a.playState !== 'running');
}

/** No serious or critical accessibility problem (axe) on what the page shows now. */
export async function expectAccessible(page: Page, label: string) {
  // A scan is only trusted when nothing started moving while it ran: a toast that begins to leave
  // (its auto-close) mid-scan is read half faded and fails contrast in a state no one sees at
  // rest. So: wait for the page to be still, scan, and scan again (a few times at most) when an
  // animation or transition started during the scan.
  let serious: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.waitForFunction(nothingSettling);
    await page.evaluate(() => {
      const w = window as { movedDuringScan?: boolean };
      if (w.movedDuringScan === undefined) {
        const moved = () => (w.movedDuringScan = true);
        document.addEventListener('animationstart', moved, true);
        document.addEventListener('transitionstart', moved, true);
      }
      w.movedDuringScan = false;
    });
    const { violations } = await new AxeBuilder({ page }).analyze();
    serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    const moved = await page.evaluate(() => (window as { movedDuringScan?: boolean }).movedDuringScan === true);
    if (serious.length === 0 || !moved) break;
  }
  expect(serious, `${label}: serious or critical accessibility violations`).toEqual([]);
}
