import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_SCREENS } from '#shared/storefront-screens.ts';
import { ClientOnly } from '#web/lib/hydration.tsx';
import { routes, type ScreenHandle } from './router.tsx';

describe('the storefront router', () => {
  it('has the paths of the shared screen table the server hints from, in the same order', () => {
    const paths = (routes[0]!.children ?? []).map((route) => route.path);
    expect(paths).toEqual(STOREFRONT_SCREENS.map((screen) => screen.path));
  });

  it('leaves to the browser, behind a placeholder, exactly the screens the table calls personal', () => {
    const children = routes[0]!.children ?? [];
    const whole = children.map((route) => (route.element as { type?: unknown } | undefined)?.type === ClientOnly);
    const bodyOnly = children.map((route) => (route.handle as ScreenHandle | undefined)?.personalBody === true);
    expect(children.map((_, i) => whole[i] || bodyOnly[i])).toEqual(
      STOREFRONT_SCREENS.map((screen) => screen.personal),
    );
    expect(whole.filter(Boolean)).toHaveLength(1);
    // Those whose heading is everyone's hold only their body back, in their own file.
    expect(children.filter((_, i) => bodyOnly[i]).map((route) => route.path)).toEqual([
      '/cart',
      '/checkout',
      '/my-account',
      '/wishlist',
      '/compare',
    ]);
    for (const screen of STOREFRONT_SCREENS.filter((_, i) => bodyOnly[i])) {
      const source = fs.readFileSync(path.resolve('src/web', screen.module), 'utf8');
      expect(source, screen.module).toContain('<PersonalScreen');
    }
  });

  it('names screen files that exist, with the translation files they read', () => {
    for (const screen of STOREFRONT_SCREENS) {
      const file = path.resolve('src/web', screen.module);
      expect(fs.existsSync(file), screen.module).toBe(true);
      const source = fs.readFileSync(file, 'utf8');
      for (const ns of screen.namespaces) expect(source, `${screen.module} reads ${ns}`).toContain(`'${ns}'`);
    }
  });
});
