import type { OrderDetails } from '#shared/api/orders.ts';
import { PostalAddress } from '#web/features/account/components/postal-address.tsx';

/** An order's delivery as the confirmation and the account's order detail show it: to whom, where, how to reach them. */
export function OrderDelivery({ order }: { order: OrderDetails }) {
  const { delivery } = order;
  return <PostalAddress address={delivery} name={delivery.full_name} phone={delivery.phone} email={delivery.email} />;
}
