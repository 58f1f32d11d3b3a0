// The admin's first view of /admin/customers as plain HTML: the layout's phone menu bar and the page's
// header and search form, in both languages, with the CSS they need and a few lines of script. Built
// with this remote (first-views.json beside its manifest, see rspack.config.ts); the shell's server
// inlines it into the page, so a staff member on a slow phone sees the search at first paint instead of
// after the shell, this remote and the page's code have run (docs/decisions/admin-customers-first-view.md).
// The script keeps it only for a browser whose stored staff session may open the page (the shell sends
// anyone else to /login or the account page), in the visitor's language; a Search pressed meanwhile is
// kept for the page, which runs it.
// Must stay the same markup as AdminLayout + CustomersPage (customers-first-view.test.tsx).
import { can, ROLES } from 'api/contract/capabilities';
import type { Language } from 'design-system/i18n/catalog';
import { languageScriptExpression } from 'design-system/i18n/language-script';
import { SESSION_STORAGE_KEY } from 'design-system/session/session-storage-key';
import { adminLayoutMessagesEn } from '../../features/admin-layout/messages.en';
import { adminLayoutMessagesEs } from '../../features/admin-layout/messages.es';
import { CLIENT_QUERY_PARAM } from '../../features/admin-routes/admin-route-table';
import { customerImportMessagesEn } from '../../features/customer-import/messages.en';
import { customerImportMessagesEs } from '../../features/customer-import/messages.es';
import {
  FIRST_VIEW_ATTRIBUTE,
  FIRST_VIEW_SEARCH_NAME,
  FIRST_VIEW_SUBMITTED_ATTRIBUTE,
} from '../../features/customers/first-view-search';
import { customersMessagesEn } from '../../features/customers/messages.en';
import { customersMessagesEs } from '../../features/customers/messages.es';
import { adminRoutes } from '../admin-navigation';

export const CUSTOMERS_PATH = '/admin/customers';

const messages = {
  en: { ...adminLayoutMessagesEn.admin, ...customerImportMessagesEn.admin, ...customersMessagesEn.admin },
  es: { ...adminLayoutMessagesEs.admin, ...customerImportMessagesEs.admin, ...customersMessagesEs.admin },
};

/** Roles that see the page: the route table's rule. */
const mayOpen = ROLES.filter(
  (role) => adminRoutes.resolveAdminRoute(role, CUSTOMERS_PATH).kind !== 'redirect',
);
// The header's Add and Import buttons are in the view for everyone who sees it. A role that may open the
// page but not add customers would need a view without them: stop the build rather than show them.
const mayNotAdd = mayOpen.filter((role) => !can(role, 'customers_create'));
if (mayNotAdd.length > 0) {
  throw new Error(
    `customers-first-view: ${mayNotAdd.join(', ')} may not add customers; give them a view without the buttons`,
  );
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** What AdminLayout renders around the page at a phone's width: the menu bar, the (closed) sidebar. */
export function customersLayoutHtml(language: Language, page: string): string {
  const menuId = `first-view-admin-menu-${language}`;
  return [
    '<div class="admin-layout"><div class="admin-layout__bar">',
    `<button type="button" class="admin-layout__menu-button" aria-expanded="false" aria-controls="${menuId}">`,
    `<span class="admin-layout__menu-icon" aria-hidden="true"></span>${escapeHtml(messages[language].layout.menu)}</button>`,
    // Its links depend on the role: filled in when the admin runs. On a wide screen the empty column
    // keeps the page where it will be.
    `</div><div id="${menuId}" class="admin-sidebar" data-open="false"></div>`,
    `<div class="admin-layout__content">${page}</div></div>`,
  ].join('');
}

/** What CustomersPage renders before its reads answer: the header (with its actions) and the search. */
export function customersSearchHtml(language: Language): string {
  const { customers, customerImport } = messages[language];
  const id = `first-view-search-${language}`;
  return [
    '<header class="ds-page-header"><div class="ds-page-header__text">',
    `<h1 class="ds-page-header__title">${escapeHtml(customers.title)}</h1></div>`,
    '<div class="ds-page-header__actions">',
    '<button type="button" class="ds-button ds-button--primary ds-button--md">',
    `<span class="ds-button__label">${escapeHtml(customerImport.addCustomer)}</span></button>`,
    `<a class="ds-button ds-button--secondary ds-button--md" href="${CUSTOMERS_PATH}/import">${escapeHtml(customerImport.importCustomers)}</a>`,
    '</div></header>',
    '<search><form class="customers-page__search" novalidate="">',
    '<div class="ds-field customers-page__search-field">',
    `<label for="${id}" class="ds-field__label">${escapeHtml(customers.searchLabel)}</label>`,
    `<p id="${id}-hint" class="ds-field__hint">${escapeHtml(customers.searchHint)}</p>`,
    `<input autocomplete="off" maxlength="80" name="${FIRST_VIEW_SEARCH_NAME}" id="${id}" aria-describedby="${id}-hint" class="ds-input" type="search" value="">`,
    '</div><button type="submit" class="ds-button ds-button--primary ds-button--md">',
    `<span class="ds-button__label">${escapeHtml(customers.search)}</span></button>`,
    '</form></search>',
  ].join('');
}

// Plain ES2017 run while the page is parsed, before any bundle. Without a stored session that may open
// the page the whole view goes (the outline shows until the shell sends the visitor on), and so it does
// for a customer's profile (the same path with ?client=, which the server does not tell apart); else
// the visitor's language stays, and a Search pressed before the page runs is marked instead of
// reloading the page.
const script = `(function () {
  var root = document.currentScript.parentNode;
  var session = null;
  try { session = JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}) || 'null'); } catch (e) {}
  var open = ${JSON.stringify(mayOpen)};
  var profile = /[?&]${CLIENT_QUERY_PARAM}=/.test(location.search);
  if (profile || !session || typeof session.username !== 'string' || !session.username || open.indexOf(session.role) < 0 ||
    (session.setupRequired && session.setupRequired.length > 0) ||
    (typeof session.expiresAt === 'number' && session.expiresAt <= Date.now())) {
    root.remove();
    return;
  }
  var lang = ${languageScriptExpression};
  root.querySelectorAll('[${FIRST_VIEW_ATTRIBUTE}]').forEach(function (element) {
    if (element.getAttribute('${FIRST_VIEW_ATTRIBUTE}') !== lang) { element.remove(); return; }
    element.hidden = false;
    document.documentElement.lang = lang;
    element.querySelector('form').addEventListener('submit', function (event) {
      event.preventDefault();
      event.currentTarget.setAttribute('${FIRST_VIEW_SUBMITTED_ATTRIBUTE}', '');
    });
  });
})();`;

/** The first view of /admin/customers: `css` is what its layout, header and form need before any bundle's CSS. */
export function customersFirstView(css: string): string {
  const views = (['en', 'es'] as const).map(
    (language) =>
      `<div lang="${language}" ${FIRST_VIEW_ATTRIBUTE}="${language}" hidden>${customersLayoutHtml(
        language,
        `<div class="ds-stack customers-page" style="--ds-gap: var(--ds-space-5);">${customersSearchHtml(language)}</div>`,
      )}</div>`,
  );
  return `<style>${css.replace(/<\//g, '<\\/')}</style>${views.join('')}<script>${script}</script>`;
}
