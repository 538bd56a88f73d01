import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { exhibitionFailed, exhibitionLoading } from './exhibition-slice.ts';

/**
 * docs/product.md#data, #states-and-messages: exhibitions, artists and press releases live in the exhibition state, which sets
 * `loading` while a load is pending, keeps the result on success and the server's error body on
 * failure. Screens read RTK Query; each of those endpoints calls this from its `onQueryStarted` to
 * keep the slice true.
 */
export async function trackLoad<T>(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  queryFulfilled: Promise<{ data: T }>,
  loaded: (data: T) => UnknownAction,
): Promise<void> {
  dispatch(exhibitionLoading(true));
  try {
    const { data } = await queryFulfilled;
    dispatch(loaded(data));
    dispatch(exhibitionLoading(false));
  } catch (failure) {
    const error = (failure as { error?: { data?: unknown } }).error;
    dispatch(exhibitionFailed(error?.data ?? error ?? null));
  }
}
