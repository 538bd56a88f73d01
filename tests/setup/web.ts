import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy and waitFor wait up to 5 s, not 1: the first test of a file also loads its lazy screen's
// code, which on a busy 2-core CI machine running the server tests beside it can take over a second.
configure({ asyncUtilTimeout: 5_000 });

// A console.error during a component test is a bug the user would never see reported: fail on it.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error during test: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Preact runs the effect cleanups of unmounted components after the next frame: in jsdom, which
// draws no frames, from a 35 ms timer (RAF_TIMEOUT in preact/hooks). Waiting that out before the
// file's environment is torn down keeps a cleanup that touches `document` (useDismiss's, after the
// last test of the mini cart unmounted it) from throwing "document is not defined" into the run.
afterAll(() => {
  vi.useRealTimers();
  return new Promise((resolve) => setTimeout(resolve, 60));
});
