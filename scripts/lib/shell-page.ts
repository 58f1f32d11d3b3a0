// The shell's HTML page, composed per request as the shell itself would: the remote map inlined and
// preload hints for the remote that owns the path, by the shell's own routing rule.

import { languageScriptExpression } from '../../design-system/src/i18n/language-script';
import { SESSION_STORAGE_KEY } from '../../design-system/src/session/session-storage-key';
import {
  type AppConfig,
  isRawAppConfig,
  normalizeAppConfig,
} from '../../shell/src/features/remotes/app-config';
import { routeOwner } from '../../shell/src/features/remotes/route-owners';
import type { PageFiles } from '../../tooling/page-files';

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
  /** Only for a visitor reading this language (a text chunk). */
  language?: string;
  /** Only in a browser holding a staff session. */
  sessionOnly?: boolean;
}

function hintTag({ href, as }: Hint): string {
  // No crossorigin on scripts: the MF runtime adds a plain <script>, and a preload only serves its own mode.
  return `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${as === 'fetch' ? ' crossorigin' : ''}>`;
}

/**
 * The hints that depend on what only the browser knows, as a few lines of script that add those that
 * apply: a text chunk in the visitor's language (design-system's rule), and a staff area's files only
 * with a stored staff session (the shell sends anyone else to /login without loading that remote, so
 * on a slow link the sign-in page would otherwise wait behind downloads it never uses).
 */
function browserHintsScript(hints: Hint[]): string {
  const data = escapeJsonForHtml(JSON.stringify(hints));
  const key = JSON.stringify(SESSION_STORAGE_KEY);
  return `<script>(function () {
  var lang = ${languageScriptExpression};
  var session = false;
  try { session = Boolean(localStorage.getItem(${key})); } catch (e) {}
  ${data}.forEach(function (hint) {
    if ((hint.language && hint.language !== lang) || (hint.sessionOnly && !session)) return;
    var link = document.createElement('link');
    link.rel = 'preload';
    link.href = hint.href;
    link.as = hint.as;
    if (hint.as === 'fetch') link.crossOrigin = 'anonymous';
    document.head.appendChild(link);
  });
})();</script>`;
}

/** Where a built file is served: beside a remote's manifest, or beside this page (the shell's). */
type Locate = (file: string) => string;
const besideManifest =
  (manifest: string): Locate =>
  (file) =>
    new URL(file, manifest).href;
const besidePage: Locate = (file) => `/${file}`;

const fileHint = (file: string, locate: Locate): Hint => ({
  href: locate(file),
  as: file.endsWith('.css') ? 'style' : 'script',
});

/** An app's text chunks, each for the visitors reading its language. */
function catalogHints(pageFiles: PageFiles | undefined, locate: Locate): Hint[] {
  return Object.entries(pageFiles?.catalogs ?? {}).flatMap(([language, files]) =>
    files.map((file) => ({ ...fileHint(file, locate), language })),
  );
}

/** '/checkout/' -> '/checkout'; '/' stays. */
export function normalizedPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Public reads the landing page makes at once: fetched beside the scripts instead of after them. */
const firstReads: Record<string, string[]> = {
  '/': ['/locations/1/online-availability', '/plans'],
};

/** What the apps published beside their builds that the page for one path uses. */
export interface PublishedFiles {
  /** Files the owning remote's exposed App needs at once (from its manifest), relative to the manifest. */
  bootFiles?: string[];
  /** The owning remote's first view of this path (its first-views.json), shown until the remote runs. */
  firstView?: string;
  /** The owning remote's text and page chunks (its page-files.json), relative to its manifest. */
  remoteFiles?: PageFiles;
  /** The shell's own text chunks (its page-files.json), served beside this page. */
  shellFiles?: PageFiles;
}

/**
 * The shell's page for one request: the remote map inlined (the shell reads it instead of fetching
 * /app-config.json, one round trip less) and preload hints: the shell's text in the visitor's language,
 * and the manifest, remoteEntry.js, App files, text and page chunk of the remote that owns the path,
 * all of which the apps would otherwise ask for one after another; and the landing's first API reads.
 */
export function shellPage(
  html: string,
  configText: string | null,
  pathname: string,
  { bootFiles = [], firstView, remoteFiles, shellFiles }: PublishedFiles = {},
): string {
  if (configText === null) return html;
  const map = parseRemoteMap(configText);
  if (!map) return html;
  const { raw, config } = map;
  const hints: string[] = [];
  // The shell's own text comes first: its first render waits for it.
  const browserHints: Hint[] = catalogHints(shellFiles, besidePage);
  const owner = owningRemote(config, pathname);
  if (owner) {
    const { manifest } = owner;
    try {
      const pageFiles = remoteFiles?.pages[normalizedPath(pathname)] ?? [];
      const remoteHints: Hint[] = [
        { href: manifest, as: 'fetch' },
        { href: new URL('remoteEntry.js', manifest).href, as: 'script' },
        ...[...bootFiles, ...pageFiles].map((file) => fileHint(file, besideManifest(manifest))),
      ];
      const remoteText = catalogHints(remoteFiles, besideManifest(manifest));
      if (owner.requiresLogin) {
        browserHints.push(...[...remoteHints, ...remoteText].map((hint) => ({ ...hint, sessionOnly: true })));
      } else {
        hints.push(...remoteHints.map(hintTag));
        browserHints.push(...remoteText);
      }
    } catch {
      // A malformed URL: the shell reports the remote as unavailable, no hint needed.
    }
  }
  if (browserHints.length > 0) hints.unshift(browserHintsScript(browserHints));
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
