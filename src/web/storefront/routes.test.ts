import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_SCREENS } from '#shared/storefront-screens.ts';
import routes from './routes.ts';

const pages = routes[0]!.children ?? [];

describe('the storefront routes', () => {
  it('have the paths of the shared screen table the server reads, in the same order', () => {
    expect(pages.map((route) => route.path)).toEqual(STOREFRONT_SCREENS.map((screen) => screen.path));
  });

  it('each render the screen file the table names, which reads the translation files it lists', () => {
    for (const [i, screen] of STOREFRONT_SCREENS.entries()) {
      const routeModule = fs.readFileSync(path.resolve('src/web/storefront', pages[i]!.file), 'utf8');
      expect(routeModule, pages[i]!.file).toContain(`'../${screen.module.replace('storefront/', '')}'`);
      const source = fs.readFileSync(path.resolve('src/web', screen.module), 'utf8');
      for (const ns of screen.namespaces) expect(source, `${screen.module} reads ${ns}`).toContain(`'${ns}'`);
    }
  });

  it('leave to the browser, behind a placeholder, only the order just placed', () => {
    const personal = pages.filter((route) =>
      fs.readFileSync(path.resolve('src/web/storefront', route.file), 'utf8').includes('<ClientOnly'),
    );
    expect(personal.map((route) => route.path)).toEqual(['/confirmation/:orderId']);
  });
});
