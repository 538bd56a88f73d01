/** Where the storefront shows each content page; the delivery text appears on every artwork page. */
const paths: Record<string, string> = {
  'about-us': '/about',
  artwork: '/services/arts',
  exhibition: '/services/exhibition',
  'solo-exhibition': '/services/solo-exhibition',
};

export function storefrontPathOfPage(slug: string): string | null {
  return paths[slug] ?? null;
}
