import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { likelyLanguage } from './storefront-context.ts';

const request = (headers: Record<string, string>, query: Record<string, string> = {}) =>
  ({ headers, query }) as unknown as FastifyRequest;

describe('the language a page renders in', () => {
  it('guesses the language from ?lng=, then the i18next cookie, then Accept-Language', () => {
    expect(likelyLanguage(request({ 'accept-language': 'de-DE,de;q=0.9' }, { lng: 'fn' }))).toBe('fr');
    expect(likelyLanguage(request({ cookie: 'a=1; i18next=ar', 'accept-language': 'de' }))).toBe('ar');
    expect(likelyLanguage(request({ 'accept-language': 'es-ES, de;q=0.8' }))).toBe('de');
    expect(likelyLanguage(request({}))).toBe('en');
  });
});
