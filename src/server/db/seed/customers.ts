import crypto from 'node:crypto';
import { addressBody, registerBody } from '#shared/api/accounts.ts';
import type { Tx } from '../client.ts';
import { addAddressIn, createCustomer } from '../../modules/accounts/accounts.service.ts';
import { recordPastSale, type PastSale } from '../../modules/orders/orders.service.ts';
import type { SeededArtwork } from './artworks.ts';

/** The demo collector whose account a newcomer can sign in to (published, like the demo staff's). */
export const DEMO_CUSTOMER = { email: 'aisha.albusaidi@example.com', password: 'frankincense-coast-2026' } as const;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

interface Collector {
  key: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** Days before the seed that the account was opened. */
  since: number;
  address: {
    label?: string;
    country: string;
    governorate?: string;
    wilayat?: string;
    city?: string;
    line1: string;
    line2?: string;
    postal_code?: string;
  };
}

const COLLECTORS: Collector[] = [
  {
    key: 'aisha',
    first_name: 'Aisha',
    last_name: 'Al Busaidi',
    email: DEMO_CUSTOMER.email,
    phone: '+968 9123 4567',
    since: 300,
    address: {
      label: 'Home',
      country: 'OM',
      governorate: 'Muscat',
      wilayat: 'Bawshar',
      line1: 'Way 2134, Villa 18, Al Khuwair',
      postal_code: '133',
    },
  },
  {
    key: 'khalid',
    first_name: 'Khalid',
    last_name: 'Al Rawahi',
    email: 'khalid.alrawahi@example.com',
    phone: '+968 9234 5678',
    since: 190,
    address: {
      country: 'OM',
      governorate: 'Muscat',
      wilayat: 'As Seeb',
      line1: 'Way 4511, House 27, Al Mawaleh South',
      postal_code: '121',
    },
  },
  {
    key: 'fatma',
    first_name: 'Fatma',
    last_name: 'Al Lawati',
    email: 'fatma.allawati@example.com',
    phone: '+968 9345 6789',
    since: 20,
    address: {
      country: 'OM',
      governorate: 'Dhofar',
      wilayat: 'Salalah',
      line1: 'Al Haffa Street, Building 9, Flat 4',
      postal_code: '211',
    },
  },
];

interface Sale {
  /** A collector's key, or the guest who bought without an account. */
  buyer: string | { full_name: string; email: string; phone: string; address: Collector['address'] };
  works: number;
  daysAgo: number;
  paymentMethod: PastSale['paymentMethod'];
  states: PastSale['states'];
}

const DELIVERED = { status: 'completed', payment_status: 'paid', fulfilment_status: 'delivered' } as const;

/** Oldest first, so that the order numbers follow the dates. */
const SALES: Sale[] = [
  { buyer: 'aisha', works: 1, daysAgo: 240, paymentMethod: 'bank_transfer', states: DELIVERED },
  {
    buyer: {
      full_name: 'Salim Al Hinai',
      email: 'salim.alhinai@example.com',
      phone: '+968 9456 7890',
      address: {
        country: 'OM',
        governorate: 'Ad Dakhiliyah',
        wilayat: 'Nizwa',
        line1: 'Near the Nizwa Fort souq, House 3',
      },
    },
    works: 1,
    daysAgo: 200,
    paymentMethod: 'cod',
    states: DELIVERED,
  },
  { buyer: 'khalid', works: 2, daysAgo: 150, paymentMethod: 'cod', states: DELIVERED },
  {
    buyer: {
      full_name: 'Noura Al Mansoori',
      email: 'noura.almansoori@example.com',
      phone: '+971 50 123 4567',
      address: { country: 'AE', city: 'Dubai', line1: 'Villa 12, Street 23, Jumeirah 1' },
    },
    works: 1,
    daysAgo: 90,
    paymentMethod: 'bank_transfer',
    states: DELIVERED,
  },
  { buyer: 'aisha', works: 1, daysAgo: 45, paymentMethod: 'bank_transfer', states: DELIVERED },
  {
    buyer: 'aisha',
    works: 1,
    daysAgo: 6,
    paymentMethod: 'bank_transfer',
    states: { status: 'confirmed', payment_status: 'paid', fulfilment_status: 'shipped' },
  },
  {
    buyer: 'fatma',
    works: 1,
    daysAgo: 2,
    paymentMethod: 'bank_transfer',
    states: { status: 'placed', payment_status: 'unpaid', fulfilment_status: 'unfulfilled' },
  },
];

/**
 * A few collectors with accounts and addresses, and the orders of the works the demo catalogue
 * shows as sold, so that the back office's orders, customers and dashboard, and a collector's
 * account, show a gallery that has been selling: recorded as the orders checkout makes, from the
 * oldest to an order still waiting for its bank transfer. Returns how to sign in as the collector.
 */
export async function seedCustomersAndSales(tx: Tx, artworks: readonly SeededArtwork[], now: Date): Promise<string> {
  // Each a few hours apart in its day too, as orders come in.
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS - (daysAgo % 7) * HOUR_MS).toISOString();
  const accounts = new Map<string, { id: number; collector: Collector }>();
  for (const collector of COLLECTORS) {
    // The demo collector's password is published; the others get one nobody knows.
    const password =
      collector.email === DEMO_CUSTOMER.email ? DEMO_CUSTOMER.password : crypto.randomBytes(18).toString('base64url');
    const body = registerBody.parse({
      first_name: collector.first_name,
      last_name: collector.last_name,
      email: collector.email,
      password,
      phone: collector.phone,
    });
    const id = await createCustomer(tx, body, at(collector.since));
    await addAddressIn(
      tx,
      id,
      addressBody.parse({
        ...collector.address,
        full_name: fullName(collector),
        phone: collector.phone,
        is_default: true,
      }),
    );
    accounts.set(collector.key, { id, collector });
  }

  const sold = artworks.filter((a) => a.spec.state === 'sold').map((a) => a.id);
  let orders = 0;
  for (const sale of SALES) {
    const works = sold.splice(0, sale.works);
    if (works.length === 0) break;
    const account = typeof sale.buyer === 'string' ? accounts.get(sale.buyer)! : null;
    const buyer = account
      ? { full_name: fullName(account.collector), email: account.collector.email, phone: account.collector.phone }
      : (sale.buyer as Exclude<Sale['buyer'], string>);
    const address = addressBody.parse({
      ...(account ? account.collector.address : (sale.buyer as Exclude<Sale['buyer'], string>).address),
      full_name: buyer.full_name,
    });
    await recordPastSale(tx, {
      customerId: account?.id ?? null,
      contact: { full_name: buyer.full_name, email: buyer.email, phone: buyer.phone },
      address,
      paymentMethod: sale.paymentMethod,
      states: sale.states,
      placedAt: at(sale.daysAgo),
      artworkIds: works,
    });
    orders += 1;
  }
  return (
    `${orders} orders by ${accounts.size} collectors and guests; sign in to the shop as ` +
    `${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password} to see a collector's account.`
  );
}

const fullName = (c: Pick<Collector, 'first_name' | 'last_name'>) => `${c.first_name} ${c.last_name}`;
