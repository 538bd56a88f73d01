import { useRef } from 'react';
import { priceChangedBody, type PlaceOrderBody, type PriceChangedBody } from '#shared/api/orders.ts';
import { apiFailure, type ApiFailure } from '#web/lib/form-errors.ts';
import { usePlaceOrderMutation } from '../api/place-order.ts';

export type PlaceOrderOutcome =
  | { ok: true; orderId: string; orderNo: string }
  | { ok: false; failure: ApiFailure; reason: 'invalid' | 'unavailable' | 'network' | 'other' }
  | { ok: false; failure: ApiFailure; reason: 'priceChanged'; totals: PriceChangedBody['totals'] };

function reasonOf(failure: ApiFailure): 'invalid' | 'unavailable' | 'network' | 'other' {
  if (failure.status === null) return 'network';
  if (failure.status === 409 && !failure.fields.idempotency_key) return 'unavailable';
  if (failure.status === 400 || failure.status === 409) return 'invalid';
  return 'other';
}

/** Places the order once: while one submission is on its way, another press does nothing. */
export function usePlaceOrder() {
  const [placeOrder, state] = usePlaceOrderMutation();
  const inFlight = useRef(false);
  const submit = async (body: PlaceOrderBody): Promise<PlaceOrderOutcome | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    try {
      const answer = await placeOrder(body).unwrap();
      return { ok: true, orderId: answer.result.order_id, orderNo: answer.result.order_no };
    } catch (error) {
      const failure = apiFailure(error);
      // docs/product.md#cart-stock-and-orders: another total than the one shown comes back with the new figures.
      const changed = failure.status === 409 ? priceChangedBody.safeParse((error as { data?: unknown }).data) : null;
      if (changed?.success) return { ok: false, failure, reason: 'priceChanged', totals: changed.data.totals };
      return { ok: false, failure, reason: reasonOf(failure) };
    } finally {
      inFlight.current = false;
    }
  };
  return { submit, isSubmitting: state.isLoading };
}
