import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptsOf } from './security-headers';

describe('inline scripts and the CSP', () => {
  it("allows a first view's inline script by its hash only, never the JSON data block or src= scripts", () => {
    const firstViewScript = "document.documentElement.dataset.view='es'";
    const page = `<html><head><script id="garage-app-config" type="application/json">{"a":1}</script>
      <script src="/main.js"></script></head><body><main>${'<p>hi</p>'}<script>${firstViewScript}</script></main></body></html>`;
    const scripts = inlineScriptsOf(page);
    expect(scripts).toEqual([firstViewScript]);
    const csp = contentSecurityPolicy({ frontEnds: [], inlineScripts: scripts });
    const hash = createHash('sha256').update(firstViewScript).digest('base64');
    expect(csp).toMatch(new RegExp(`script-src [^;]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
