/**
 * The browser's cart session (docs/product.md#data): a random id kept in local storage, made on first use.
 * The server cart is keyed by it (docs/product.md#cart-stock-and-orders).
 */
export const SESSION_STORAGE_KEY = 'sessionId';

let memoryId: string | null = null;

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a page opened over plain http on a LAN address still gets a random id.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Same rule as the API's `sessionId` schema: 8-100 letters, digits, _ or -. */
const VALID = /^[A-Za-z0-9_-]{8,100}$/;

export function getSessionId(): string {
  // No storage at all (the server's render, which asks for it in every component showing the cart):
  // the same id as when storage refuses, without throwing and catching a ReferenceError each time.
  if (typeof localStorage === 'undefined') return (memoryId ??= newId());
  try {
    const stored = localStorage.getItem(SESSION_STORAGE_KEY);
    if (stored && VALID.test(stored)) return stored;
    const id = newId();
    localStorage.setItem(SESSION_STORAGE_KEY, id);
    return id;
  } catch {
    // Storage refused (private mode, blocked cookies): keep one id for this page's life.
    memoryId ??= newId();
    return memoryId;
  }
}
