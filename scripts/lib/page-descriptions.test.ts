import { describe, expect, it } from 'vitest';
import { pageDescription, preferredLanguage, withDescription } from './page-descriptions';

describe('page descriptions', () => {
  it('follows the browser: Spanish first means Spanish, anything else English', () => {
    expect(preferredLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(preferredLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(preferredLanguage('fr-FR,es;q=0.5')).toBe('es');
    expect(preferredLanguage('en;q=0.2,es;q=0.9')).toBe('es');
    expect(preferredLanguage(undefined)).toBe('en');
  });

  it('describes each entry page in its own words', () => {
    expect(pageDescription('/', 'en')).toMatch(/monthly parking/i);
    expect(pageDescription('/payments/', 'es')).toMatch(/pase mensual/i);
    expect(pageDescription('/admin/customers', 'en')).toMatch(/staff/i);
    expect(pageDescription('/login', 'es')).toMatch(/personal/i);
    expect(pageDescription('/checkout', 'en')).toMatch(/Border Garage/);
  });

  it('adds one meta description to the head, escaped, and keeps one already there', () => {
    const page = withDescription('<head><title>x</title></head>', '/', 'es');
    expect(page).toMatch(/<meta name="description" content="[^"<]+">\n<\/head>/);
    expect(withDescription(page, '/', 'en')).toBe(page);
  });
});
