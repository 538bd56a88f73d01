/**
 * The gallery journal (docs/product.md#screens: blog pages whose contents the template did not show). The texts live in
 * the gallery translations (blog.posts.{key}); each post is illustrated by an exhibition's installation
 * view, so the pictures are the gallery's own media.
 */
export interface JournalPost {
  /** Its key in the translations and its address (?post=slug). */
  slug: 'behind-an-opening' | 'hanging-art-at-home' | 'caring-for-works-on-paper';
  /** 'YYYY-MM-DD' */
  date: string;
  author: string;
  minutes: number;
  /** The exhibition whose picture illustrates it; another one when that exhibition is gone. */
  pictureOf: string;
}

export const JOURNAL_POSTS: readonly JournalPost[] = [
  {
    slug: 'behind-an-opening',
    date: '2026-11-05',
    author: 'Amal Al-Busaidi',
    minutes: 4,
    pictureOf: 'above-the-clouds-jebel-akhdar-now',
  },
  {
    slug: 'hanging-art-at-home',
    date: '2026-10-14',
    author: 'Salim Al-Hinai',
    minutes: 5,
    pictureOf: 'patterns-of-belonging-layla-haddad',
  },
  {
    slug: 'caring-for-works-on-paper',
    date: '2026-09-02',
    author: 'Noura Al-Kindi',
    minutes: 4,
    pictureOf: 'charcoal-and-sand-james-whitcombe-in-oman',
  },
];

/** The paragraphs of a post's body, in order (blog.posts.{slug}.body.{n}); the quote follows the second. */
export const BODY_PARAGRAPHS = ['p1', 'p2', 'p3', 'p4'] as const;

export function findPost(slug: string | null | undefined): JournalPost {
  return JOURNAL_POSTS.find((post) => post.slug === slug) ?? JOURNAL_POSTS[0]!;
}

export const postPath = (post: Pick<JournalPost, 'slug'>) => `/blog-details-standard?post=${post.slug}`;

/** Chooses each post's picture among the exhibitions' images, never the same picture twice when it can help it. */
export function picturesFor<T>(
  posts: readonly JournalPost[],
  exhibitions: readonly { exhibition_slug: string; image: T }[],
): Map<string, T | null> {
  const used = new Set<string>();
  const result = new Map<string, T | null>();
  for (const post of posts) {
    const own = exhibitions.find((e) => e.exhibition_slug === post.pictureOf);
    if (own) {
      used.add(own.exhibition_slug);
      result.set(post.slug, own.image);
    }
  }
  for (const post of posts) {
    if (result.has(post.slug)) continue;
    const spare = exhibitions.find((e) => !used.has(e.exhibition_slug)) ?? exhibitions[0];
    if (spare) used.add(spare.exhibition_slug);
    result.set(post.slug, spare?.image ?? null);
  }
  return result;
}
