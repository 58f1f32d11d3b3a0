// The landing's first view as plain HTML: the hero and the live spaces count, in both languages, with
// the CSS they need and a few lines of script that pick the visitor's language and read the count.
// Built with this remote (first-views.json beside its manifest, see rspack.config.ts); the shell's
// server inlines it into the page it serves for '/', so a phone on a slow link sees the landing's main
// content at first paint instead of after ~200 kB of JavaScript has run. The shell keeps it on screen
// as the area's loading state until the landing replaces it in one render, and the landing starts from
// the count it read (first-view-count.ts). Must stay the same markup as LandingHero + SpacesStatus
// while the count is checked (landing-first-view.test.tsx).
import type { Language } from 'design-system/i18n/catalog';
import { languageScriptExpression } from 'design-system/i18n/language-script';
import { AVAILABILITY_LOCATION_ID } from '../../features/availability/availability-location';
import {
  FIRST_VIEW_ATTRIBUTE,
  FIRST_VIEW_OPEN_SLOTS_ATTRIBUTE,
  FIRST_VIEW_TODAY_ATTRIBUTE,
} from '../../features/availability/first-view-count';
import { availabilityMessagesEn } from '../../features/availability/messages.en';
import { availabilityMessagesEs } from '../../features/availability/messages.es';
import { landingMessagesEn } from '../../features/landing/messages.en';
import { landingMessagesEs } from '../../features/landing/messages.es';

const messages = {
  en: { ...landingMessagesEn.landing, ...availabilityMessagesEn.landing },
  es: { ...landingMessagesEs.landing, ...availabilityMessagesEs.landing },
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** What LandingHero renders with SpacesStatus still checking, in one language. */
export function landingHeroHtml(language: Language): string {
  const { hero, availability } = messages[language];
  return [
    '<header class="signup-landing-hero">',
    `<p class="signup-landing-hero__name">${escapeHtml(hero.garageName)}</p>`,
    `<h1 class="signup-landing-hero__title">${escapeHtml(hero.title)}</h1>`,
    `<p class="signup-landing-hero__subtitle">${escapeHtml(hero.subtitle)}</p>`,
    '<div class="signup-landing-hero__status">',
    '<output class="signup-spaces-status signup-spaces-status--checking" data-testid="spaces-status">',
    '<span class="signup-spaces-status__dot" aria-hidden="true"></span>',
    `<span>${escapeHtml(availability.checking)}</span>`,
    '</output></div></header>',
  ].join('');
}

/** Text for a script element: nothing in it can end the element early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

// Plain ES2017 run while the page is parsed, before any bundle: the language rule of design-system's
// language store (stored choice, else the browser's), the API base of the inlined remote map, and
// SpacesStatus's states. It reads the count with the same request the page preloads, and a failed read
// leaves "checking" for the landing to settle.
function firstViewScript(): string {
  const texts = {
    en: { ...messages.en.availability },
    es: { ...messages.es.availability },
  };
  return `(function () {
  var root = document.currentScript.parentNode;
  var texts = ${scriptJson(texts)};
  var lang = ${languageScriptExpression};
  var view = null;
  root.querySelectorAll('[${FIRST_VIEW_ATTRIBUTE}]').forEach(function (element) {
    if (element.getAttribute('${FIRST_VIEW_ATTRIBUTE}') === lang) view = element;
    else element.remove();
  });
  if (!view) return;
  document.documentElement.lang = lang;
  view.hidden = false;
  var config = {};
  try { config = JSON.parse(document.getElementById('garage-app-config').textContent); } catch (e) {}
  var base = typeof config.apiBaseUrl === 'string' && config.apiBaseUrl.trim() ? config.apiBaseUrl.trim() : '/api';
  fetch(base.replace(/\\/+$/, '') + '/locations/${AVAILABILITY_LOCATION_ID}/online-availability')
    .then(function (response) { return response.ok ? response.json() : Promise.reject(response); })
    .then(function (body) {
      var count = Number.isFinite(body.open_slots) ? Math.max(0, Math.floor(body.open_slots)) : 0;
      var t = texts[lang];
      var output = view.querySelector('output');
      var label = output.lastElementChild;
      output.className = 'signup-spaces-status signup-spaces-status--' + (count === 0 ? 'closed' : 'open');
      label.textContent = count === 0 ? t.none : count === 1 ? t.spacesOne : t.spacesOther.replace('{count}', String(count));
      if (count === 0) {
        var badge = document.createElement('span');
        badge.className = 'signup-spaces-status__badge';
        badge.textContent = t.fullBadge;
        output.insertBefore(badge, label);
      }
      if (typeof body.today === 'string') output.setAttribute('${FIRST_VIEW_TODAY_ATTRIBUTE}', body.today);
      output.setAttribute('${FIRST_VIEW_OPEN_SLOTS_ATTRIBUTE}', String(count));
    })
    .catch(function () {});
})();`;
}

/**
 * The first view of '/': `css` is the stylesheet text the hero needs before any bundle's CSS arrives
 * (design-system's tokens and base, the container, the landing's and the count's own rules).
 */
export function landingFirstView(css: string): string {
  const views = (['en', 'es'] as const).map(
    (language) =>
      `<div class="ds-container signup-landing-page" lang="${language}" ${FIRST_VIEW_ATTRIBUTE}="${language}" hidden>${landingHeroHtml(language)}</div>`,
  );
  return `<style>${css.replace(/<\//g, '<\\/')}</style>${views.join('')}<script>${firstViewScript()}</script>`;
}
