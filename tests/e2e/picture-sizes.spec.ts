import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/**
 * Pictures are fetched at the width they are rendered. Each <img> lists its files by width (srcset) and
 * says how wide it is rendered (sizes); the browser picks the file from those. Its `naturalWidth` is then
 * the file's width divided by the density it was picked for, that is the width `sizes` gave, so it
 * can be held against the width the picture is rendered at:
 * - never narrower (a blurred picture), for every picture;
 * - hardly wider (bytes a phone pays for nothing), for the pictures fetched before the page is laid
 *   out: those of the first screen, whose `sizes` are written from the layout's CSS (#shared/media.ts
 *   and the screens). The lazy ones are laid out first and take their rendered width (`sizes="auto"`).
 */
interface DrawnPicture {
  src: string;
  eager: boolean;
  rendered: number;
  fetchedFor: number;
}

async function drawnPictures(page: Page): Promise<DrawnPicture[]> {
  // Scroll the whole page through, so that every lazy picture is laid out and fetched.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  return page.evaluate(async () => {
    const images = [...document.images].filter((img) => img.srcset);
    await Promise.all(images.map((img) => (img.complete ? null : img.decode().catch(() => null))));
    return images
      .map((img) => {
        const style = getComputedStyle(img);
        // The picture is rendered inside the element's padding.
        const rendered = img.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { src: img.currentSrc, eager: img.loading !== 'lazy', rendered, fetchedFor: img.naturalWidth };
      })
      .filter((picture) => picture.rendered > 0 && picture.fetchedFor > 0);
  });
}

/** A seeded work with several pictures, one of them taller than wide when there is one. */
async function anArtworkPath(request: APIRequestContext) {
  const answer = await request.post('/admin/api/product_search', { data: { per_page: 40 } });
  const works = (await answer.json()).result as {
    product_slug: string;
    image_set: { width: number; height: number }[];
  }[];
  const several = works.filter((work) => work.image_set.length > 1);
  const tall = several.find((work) => work.image_set[0]!.height > work.image_set[0]!.width);
  return `/arts/${(tall ?? several[0] ?? works[0]!).product_slug}`;
}

async function anExhibitionPath(request: APIRequestContext) {
  const exhibitions = (await (await request.post('/admin/api/exhibitions')).json()).result as {
    exhibition_slug: string;
  }[];
  return `/exhibitions/${exhibitions[0]!.exhibition_slug}`;
}

/** The project's own screen, and on the wide project the widths where the layouts change. */
function screenWidths(projectName: string) {
  return projectName === 'desktop'
    ? [
        { width: 1280, height: 900 },
        { width: 1024, height: 768 },
        { width: 1920, height: 1080 },
      ]
    : [
        { width: 390, height: 844 },
        { width: 800, height: 1100 },
      ];
}

test.describe('pictures are fetched at the width they are rendered', () => {
  for (const screen of ['/', '/arts', 'an artwork page', 'an exhibition page', '/artist']) {
    test(`on ${screen}`, async ({ page, request }, testInfo) => {
      const path =
        screen === 'an artwork page'
          ? await anArtworkPath(request)
          : screen === 'an exhibition page'
            ? await anExhibitionPath(request)
            : screen;
      for (const viewport of screenWidths(testInfo.project.name)) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        const pictures = await drawnPictures(page);
        expect(pictures.length, `pictures on ${path} at ${viewport.width} px`).toBeGreaterThan(0);
        for (const picture of pictures) {
          const where = `${picture.src} on ${path} at ${viewport.width} px, rendered ${picture.rendered} px wide`;
          // Two pixels for rounding: naturalWidth is a whole number, the layout's widths are not.
          expect(picture.fetchedFor, `fetched for a narrower width: ${where}`).toBeGreaterThanOrEqual(
            picture.rendered - 2,
          );
          if (picture.eager) {
            expect(picture.fetchedFor, `fetched for a much wider width: ${where}`).toBeLessThanOrEqual(
              picture.rendered * 1.1 + 2,
            );
          }
        }
      }
    });
  }
});
