// What the build is made from: a build older than any of these is rebuilt (`npm start`, the benchmarks).
export const BUILD_SOURCES = [
  'src',
  'public',
  'package.json',
  'vite.config.ts',
  'vite.storefront.config.ts',
  'react-router.config.ts',
  'scripts/build.mjs',
];
