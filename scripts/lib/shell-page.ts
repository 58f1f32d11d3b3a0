// The shell's HTML page, composed per request as the shell itself would: the remote map inlined and
// preload hints for the remote that owns the path, by the shell's own routing rule.

import { SESSION_STORAGE_KEY } from '../../design-system/src/session/session-storage-key';
import {
  type AppConfig,
  isRawAppConfig,
  normalizeAppConfig,
} from '../../shell/src/features/remotes/app-config';
import { routeOwner } from '../../shell/src/features/remotes/route-owners';

function escapeJsonForHtml(json: string): string {
  // Inside <script>, "</script>" or "<!--" in a value would end or confuse the element.
  return json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The remote map as the shell reads it (same parser, same route prefixes), or null when unusable. */
export function parseRemoteMap(configText: string): { raw: unknown; config: AppConfig } | null {
  try {
    const raw: unknown = JSON.parse(configText);
    return isRawAppConfig(raw) ? { raw, config: normalizeAppConfig(raw) } : null;
  } catch {
    return null;
  }
}

/** The remote that owns `pathname`, by the shell's own rule: its manifest URL and whether it is staff-only. */
function owningRemote(
  config: AppConfig,
  pathname: string,
): { manifest: string; requiresLogin: boolean } | undefined {
  const owner = routeOwner(pathname, config.remoteRoutes);
  const manifest = owner.kind === 'remote' ? config.remotes[owner.remote] : undefined;
  return manifest && owner.kind === 'remote' ? { manifest, requiresLogin: owner.requiresLogin } : undefined;
}

interface Hint {
  href: string;
  as: 'fetch' | 'script' | 'style';
}

function hintTag({ href, as }: Hint): string {
  // No crossorigin on scripts: the MF runtime adds a plain <script>, and a preload only serves its own mode.
  return `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${as === 'fetch' ? ' crossorigin' : ''}>`;
}

/**
 * The hints of a staff area's remote, added by a line of script only when a staff session is stored:
 * the shell sends anyone else to /login without loading that remote, so on a slow link the sign-in
 * page would otherwise wait behind downloads it never uses.
 */
function sessionOnlyHints(hints: Hint[]): string {
  const data = escapeJsonForHtml(JSON.stringify(hints));
  const key = JSON.stringify(SESSION_STORAGE_KEY);
  return `<script>(function () {
  try { if (!localStorage.getItem(${key})) return; } catch (e) { return; }
  ${data}.forEach(function (hint) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.href = hint.href;
    link.as = hint.as;
    if (hint.as === 'fetch') link.crossOrigin = 'anonymous';
    document.head.appendChild(link);
  });
})();</script>`;
}

/** '/checkout/' -> '/checkout'; '/' stays. */
export function normalizedPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Public reads the landing page makes at once: fetched beside the scripts instead of after them. */
const firstReads: Record<string, string[]> = {
  '/': ['/locations/1/online-availability', '/plans'],
};

/**
 * The shell's page for one request: the remote map inlined (the shell reads it instead of fetching
 * /app-config.json, one round trip less) and preload hints for the manifest and remoteEntry.js of the
 * remote that owns the path, and for the landing's first API reads.
 */
export function shellPage(
  html: string,
  configText: string | null,
  pathname: string,
  /** Files the owning remote's exposed App needs at once (from its manifest), relative to the manifest. */
  remoteBootFiles: string[] = [],
  /** The owning remote's first view of this path (its first-views.json), shown until the remote runs. */
  firstView?: string,
): string {
  if (configText === null) return html;
  const map = parseRemoteMap(configText);
  if (!map) return html;
  const { raw, config } = map;
  const hints: string[] = [];
  const owner = owningRemote(config, pathname);
  if (owner) {
    const { manifest } = owner;
    try {
      const remoteHints: Hint[] = [
        { href: manifest, as: 'fetch' },
        { href: new URL('remoteEntry.js', manifest).href, as: 'script' },
        ...remoteBootFiles.map((file): Hint => {
          const href = new URL(file, manifest).href;
          return { href, as: file.endsWith('.css') ? 'style' : 'script' };
        }),
      ];
      if (owner.requiresLogin) hints.push(sessionOnlyHints(remoteHints));
      else hints.push(...remoteHints.map(hintTag));
    } catch {
      // A malformed URL: the shell reports the remote as unavailable, no hint needed.
    }
  }
  const apiBase = config.apiBaseUrl.replace(/\/+$/, '');
  for (const read of firstReads[normalizedPath(pathname)] ?? []) {
    hints.push(hintTag({ href: `${apiBase}${read}`, as: 'fetch' }));
  }
  const inline = `<script id="garage-app-config" type="application/json">${escapeJsonForHtml(JSON.stringify(raw))}</script>`;
  const page = html.replace('</head>', `${[...hints, inline].join('\n')}\n</head>`);
  // The remote's own markup, as trusted as the remote's scripts this page runs anyway. A function
  // replacement, so a '$' in it is kept as written.
  return firstView
    ? page.replace(
        firstViewSlot,
        () => `<main class="boot-first-view" id="garage-first-view">${firstView}</main>`,
      )
    : page;
}

/** Where shell/index.html takes a remote's first view. */
const firstViewSlot = /<template id="?garage-first-view-slot"?><\/template>/;

/** The owning remote for a path, from the map's text: the same rule the shell uses. */
export function owningRemoteManifest(configText: string | null, pathname: string): string | null {
  if (configText === null) return null;
  const map = parseRemoteMap(configText);
  return (map && owningRemote(map.config, pathname)?.manifest) ?? null;
}
