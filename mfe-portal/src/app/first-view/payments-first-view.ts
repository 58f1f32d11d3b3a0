// The portal's first view of /payments as plain HTML: the page header and the sign-in form a visitor
// without a session sees, in both languages, with the CSS they need and a few lines of script that
// pick the visitor's language. Built with this remote (first-views.json beside its manifest, see
// rspack.config.ts); the shell's server inlines it into the page it serves for /payments, so a phone on
// a slow link sees the form at first paint instead of after the shell and this remote have run. The
// shell keeps it on screen until the portal replaces it; what the visitor typed meanwhile is carried
// into the real form (first-view-pass.ts), and a tap on the button before any script has run submits
// the form as a plain GET to /payments?email&plate, which the page reads as the pass asked for.
// Must stay the same markup as PaymentsPage signed out (payments-first-view.test.tsx).
import type { Language } from 'design-system/i18n/catalog';
import { languageScriptExpression } from 'design-system/i18n/language-script';
import { paymentsMessagesEn } from '../../features/payments/messages.en';
import { paymentsMessagesEs } from '../../features/payments/messages.es';
import { portalMessagesEn } from '../../lib/messages.en';
import { portalMessagesEs } from '../../lib/messages.es';
import { FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_INPUT_NAMES } from './first-view-pass';

const messages = {
  en: { ...paymentsMessagesEn, ...portalMessagesEn },
  es: { ...paymentsMessagesEs, ...portalMessagesEs },
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function field(id: string, label: string, input: string): string {
  return [
    '<div class="ds-field">',
    `<label for="${id}" class="ds-field__label">${escapeHtml(label)}<span class="ds-field__required" aria-hidden="true"> *</span></label>`,
    `<input required="" ${input} id="${id}" class="ds-input" value="">`,
    '</div>',
  ].join('');
}

/** What PaymentsPage renders signed out (header, intro, LookupForm), in one language. */
export function paymentsSignInHtml(language: Language): string {
  const { payments, portal } = messages[language];
  const gap = 'class="ds-stack" style="--ds-gap: var(--ds-space-4);"';
  return [
    '<header class="ds-page-header"><div class="ds-page-header__text">',
    `<h1 class="ds-page-header__title">${escapeHtml(payments.title)}</h1>`,
    `<p class="ds-page-header__description">${escapeHtml(payments.intro)}</p>`,
    '</div></header>',
    `<div ${gap}>`,
    `<p>${escapeHtml(portal.signIn.intro)}</p>`,
    // A plain GET to this page: the only thing a tap can do before the portal's script runs.
    `<form novalidate="" method="get" action="/payments"><div ${gap}>`,
    field(
      `first-view-email-${language}`,
      portal.email,
      `autocomplete="email" name="${FIRST_VIEW_INPUT_NAMES.email}" type="email"`,
    ),
    field(
      `first-view-plate-${language}`,
      portal.plate,
      `autocapitalize="characters" name="${FIRST_VIEW_INPUT_NAMES.plate}" type="text"`,
    ),
    '<button type="submit" class="ds-button ds-button--primary ds-button--md ds-button--full">',
    `<span class="ds-button__label">${escapeHtml(portal.signIn.send)}</span></button>`,
    '</div></form></div>',
  ].join('');
}

// Plain ES2017 run while the page is parsed, before any bundle: design-system's language rule (stored
// choice, else the browser's), the view in that language shown and the other one removed.
const languageScript = `(function () {
  var root = document.currentScript.parentNode;
  var lang = ${languageScriptExpression};
  root.querySelectorAll('[${FIRST_VIEW_ATTRIBUTE}]').forEach(function (element) {
    if (element.getAttribute('${FIRST_VIEW_ATTRIBUTE}') === lang) { element.hidden = false; document.documentElement.lang = lang; }
    else element.remove();
  });
})();`;

/** The first view of /payments: `css` is what the header and form need before any bundle's CSS arrives. */
export function paymentsFirstView(css: string): string {
  const views = (['en', 'es'] as const).map(
    (language) =>
      `<div class="ds-container ds-container--narrow" lang="${language}" ${FIRST_VIEW_ATTRIBUTE}="${language}" hidden>${paymentsSignInHtml(language)}</div>`,
  );
  return `<style>${css.replace(/<\//g, '<\\/')}</style>${views.join('')}<script>${languageScript}</script>`;
}
