import { createContext, useContext, useLayoutEffect } from 'react';

/** What a screen says about itself in the document's head. */
export interface DocumentHead {
  title: string;
  description: string;
  /** A picture for link previews; none removes the previous page's. */
  image?: string | undefined;
  /** Keep the page out of search results. */
  noindex?: boolean;
  /** The page's one address for search engines; removed again when the screen goes. */
  canonical?: string | undefined;
}

/** The head's element for `selector`, made when missing. */
function headElement<K extends 'meta' | 'link'>(tag: K, selector: string, attributes: Record<string, string>) {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!element) {
    element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.head.append(element);
  }
  return element;
}

function setMeta(key: 'name' | 'property', name: string, content: string | undefined) {
  const selector = `meta[${key}="${name}"]`;
  if (content === undefined) {
    document.head.querySelector(selector)?.remove();
    return;
  }
  headElement('meta', selector, { [key]: name }).setAttribute('content', content);
}

/** Writes `head` into the document's head: the title, the description, link-preview tags and robots. */
export function writeDocumentHead(head: DocumentHead): void {
  document.title = head.title;
  setMeta('name', 'description', head.description);
  setMeta('property', 'og:title', head.title);
  setMeta('property', 'og:description', head.description);
  setMeta('property', 'og:image', head.image);
  setMeta('name', 'robots', head.noindex ? 'noindex' : undefined);
  if (head.canonical) headElement('link', 'link[rel="canonical"]', { rel: 'canonical' }).href = head.canonical;
}

/**
 * While the server renders a page, the head its screen asks for is noted here (entry.server.tsx), so
 * that a list or content page arrives with its screen's own title and description.
 */
export const ScreenHeadContext = createContext<{ head?: DocumentHead } | null>(null);

/**
 * Keeps the document's head in step with the screen shown, in the browser. The server writes the
 * first page's head from what it knows of the address (the root route's `meta`, ADR 018).
 */
export function useDocumentHead(head: DocumentHead): void {
  const { title, description, image, noindex = false, canonical } = head;
  const rendering = useContext(ScreenHeadContext);
  if (rendering) rendering.head = { title, description, image, noindex, canonical };
  // Before the screen is painted, so that the title and the screen change together.
  useLayoutEffect(() => {
    writeDocumentHead({ title, description, image, noindex, canonical });
    if (!canonical) return;
    // The next screen may have no canonical address of its own; this one's must not stay behind.
    return () => {
      const link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
      if (link?.href === canonical) link.remove();
    };
  }, [title, description, image, noindex, canonical]);
}
