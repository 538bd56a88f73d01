import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('environment', () => {
  it('defaults to port 3000, ./data and SQLite', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe('');
    expect(env.dataDir.endsWith('data')).toBe(true);
  });

  it('stops with one line naming the bad variable', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT="eighty"/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('accepts a postgres URL', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u@h:5432/db' }).DATABASE_URL).toMatch(/^postgres/);
  });
});
