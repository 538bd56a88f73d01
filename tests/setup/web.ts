import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
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
