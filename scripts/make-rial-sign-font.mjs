// Makes src/web/styles/fonts/rial-sign.woff2: the rial sign (U+FDFC) alone, cut from Noto Sans Arabic
// (SIL Open Font License 1.1, beside the file). Prices in Omani rials carry the sign (docs/product.md#money-and-rounding), and
// systems without an Arabic face (many Linux machines) drew an empty box for it. Run once when the
// glyph should change; the two packages are not the project's dependencies:
//   npm install --no-save subset-font@2 @fontsource/noto-sans-arabic@5 && node scripts/make-rial-sign-font.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2');
const glyph = await subsetFont(fs.readFileSync(source), '\uFDFC', { targetFormat: 'woff2' });
fs.writeFileSync('src/web/styles/fonts/rial-sign.woff2', glyph);
console.log(`src/web/styles/fonts/rial-sign.woff2: ${glyph.length} bytes`);
