/**
 * Sizes written one way everywhere (docs/product.md#artworks): "90 × 90 × 3 cm", with the
 * multiplication sign and spaces, and the unit in the reader's language ("سم" in Arabic). Staff
 * and older orders may have typed "50 x 70 cm" or "30x42cm".
 */
const TIMES = /(\d)\s*[xX×]\s*(?=\d)/g;
const CENTIMETRES = /(\d)\s*cm\b/g;

const units = new Map<string, string>();

/** How `language` abbreviates centimetres, as Intl writes it ("cm", "سم"). */
export function centimetreUnit(language: string): string {
  let unit = units.get(language);
  if (unit === undefined) {
    try {
      unit =
        new Intl.NumberFormat(language, { style: 'unit', unit: 'centimeter' })
          .formatToParts(1)
          .find((part) => part.type === 'unit')?.value ?? 'cm';
    } catch {
      unit = 'cm';
    }
    units.set(language, unit);
  }
  return unit;
}

/** A size as typed ("A3 · 30x42cm") written the one way, in `language`. */
export function writeDimensions(text: string, language = 'en'): string {
  const unit = centimetreUnit(language);
  return text.replace(TIMES, '$1 × ').replace(CENTIMETRES, `$1 ${unit}`);
}
