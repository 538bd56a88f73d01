import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// The README is the newcomer's first contact: every command it names must exist.
describe('README', () => {
  const readme = fs.readFileSync('README.md', 'utf8');
  const scripts = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts as Record<string, string>;

  it('names only npm scripts that exist', () => {
    const named = [...readme.matchAll(/npm run ([a-z0-9:_-]+)/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(3);
    for (const name of named) expect(scripts, `npm run ${name}`).toHaveProperty(name);
  });

  it('gives the two commands and the test command', () => {
    expect(readme).toContain('npm install');
    expect(readme).toContain('npm start');
    expect(readme).toContain('npm test');
  });

  it('documents every variable of .env.example', () => {
    const example = fs.readFileSync('.env.example', 'utf8');
    const vars = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
    for (const v of vars) expect(readme, v).toContain(v);
  });
});
