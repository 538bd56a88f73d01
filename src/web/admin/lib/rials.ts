import { BAISA_PER_RIAL } from '#shared/money.ts';

/**
 * An amount typed in rials ('1,250.5', '1250.500', '٣') as integer baisa, exactly (no float maths);
 * null when it is not an amount with at most 3 decimals.
 */
export function omrToBaisa(text: string): number | null {
  const clean = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\s,]/g, '');
  const m = /^(\d+)(?:\.(\d{0,3}))?$/.exec(clean);
  if (!m) return null;
  const whole = Number(m[1]);
  const frac = Number((m[2] ?? '').padEnd(3, '0'));
  const baisa = whole * BAISA_PER_RIAL + frac;
  return Number.isSafeInteger(baisa) ? baisa : null;
}

/** Integer baisa as the rial amount staff type: 1250500 → '1250.500'. */
export function baisaToOmr(baisa: number): string {
  const whole = Math.floor(baisa / BAISA_PER_RIAL);
  const frac = String(baisa % BAISA_PER_RIAL).padStart(3, '0');
  return `${whole}.${frac}`;
}
