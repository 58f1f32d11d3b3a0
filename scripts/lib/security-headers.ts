// Security headers for the front-end servers (docs/decisions/security-headers.md).
import { createHash } from 'node:crypto';

/** The origins a page may talk to beyond its own, from the deployment's configuration. */
export interface CspSources {
  /** The front ends' origins (shell and remotes): their scripts, styles, manifests and fonts. */
  frontEnds: readonly string[];
  /** Where the API lives when it is not this origin's /api. */
  api?: string;
  /** The map tile server. */
  tiles?: string;
  /** Inline scripts the page itself carries (a remote's first view): allowed by their hashes only. */
  inlineScripts?: readonly string[];
}

/** The CSP source for one inline script: its SHA-256, as browsers compute it over the exact text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The text of every executable inline <script> of a page (JSON data blocks and src= scripts excluded). */
export function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc=/i.test(attributes) || /type="?application\/json/i.test(attributes)) continue;
    if (match[2]) scripts.push(match[2]);
  }
  return scripts;
}

const STRIPE_JS = 'https://js.stripe.com';
const STRIPE_API = 'https://api.stripe.com';
const STRIPE_HOOKS = 'https://hooks.stripe.com';
const TURNSTILE = 'https://challenges.cloudflare.com';

/** `https://a.example/x/mf-manifest.json` -> `https://a.example`; anything unusable -> null. */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol, origin } = new URL(url.replace(/\{[a-z]\}/g, 'a'));
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

/**
 * Scripts need no 'unsafe-inline': the shell's inlined remote map is a JSON data block, which CSP does
 * not execute, and a remote's inlined first view may carry a tiny script, allowed by its hash only. Styles do: the shell's first-paint <style>,
 * style-loader's <style> tags and React style props.
 */
export function contentSecurityPolicy(sources: CspSources): string {
  const unique = (list: (string | null | undefined)[]) => [
    ...new Set(list.filter((value): value is string => !!value)),
  ];
  const frontEnds = unique(sources.frontEnds.map(originOf));
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': unique([
      "'self'",
      ...frontEnds,
      STRIPE_JS,
      TURNSTILE,
      ...(sources.inlineScripts ?? []).map(scriptHash),
    ]),
    'style-src': unique(["'self'", "'unsafe-inline'", ...frontEnds]),
    'img-src': unique(["'self'", 'data:', ...frontEnds, originOf(sources.tiles), 'https://*.stripe.com']),
    'font-src': unique(["'self'", ...frontEnds]),
    'connect-src': unique(["'self'", ...frontEnds, originOf(sources.api), STRIPE_API, TURNSTILE]),
    'frame-src': [STRIPE_JS, STRIPE_HOOKS, TURNSTILE],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Headers every response of a front-end server carries; HSTS only when the visitor came over HTTPS. */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
