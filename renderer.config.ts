/**
 * The storefront's browser code renders with Preact's React compatibility layer, not React (ADR 009):
 * the same components, 56 KB less JavaScript on a first visit. These aliases are how: every import of
 * React by the storefront and by the libraries it bundles resolves to `preact/compat`. The server
 * still draws pages with React (the `ssr` pass of vite.config.ts) and the back office stays on React.
 */
export const storefrontRendererAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
