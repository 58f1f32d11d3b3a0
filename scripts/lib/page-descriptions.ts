// The <meta name="description"> of the shell's page: what a search result shows under the title. Chosen
// per path on the server, in the language the browser asks for (Accept-Language), the only hint it
// has before any script runs; the page's own language rule (stored choice first) takes over in the app.

type DescriptionLanguage = 'en' | 'es';

const descriptions: Record<string, Record<DescriptionLanguage, string>> = {
  '/': {
    en: 'Covered, secure monthly parking next to the border crossing. Buy your monthly pass online in minutes.',
    es: 'Estacionamiento mensual techado y seguro junto al cruce fronterizo. Compre su pase mensual en línea en unos minutos.',
  },
  '/payments': {
    en: 'See your monthly parking pass, renew it, turn autopay on or off, or change its card.',
    es: 'Consulte su pase mensual de estacionamiento, renuévelo, active el pago automático o cambie su tarjeta.',
  },
  '/staff': {
    en: 'Border Garage staff area: customers, passes, cards and payments. For garage staff only.',
    es: 'Área del personal de Border Garage: clientes, pases, tarjetas y pagos. Solo para el personal.',
  },
  other: {
    en: 'Border Garage: covered, secure monthly parking next to the border crossing.',
    es: 'Border Garage: estacionamiento mensual techado y seguro junto al cruce fronterizo.',
  },
};

/** 'es' when the browser prefers Spanish over English (by order, q-values as written), else 'en'. */
export function preferredLanguage(acceptLanguage: string | undefined): DescriptionLanguage {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => /^(en|es)\b/.test(entry.tag) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.tag.startsWith('es') ? 'es' : 'en';
}

function descriptionKey(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '/payments') return path;
  if (path === '/login' || path === '/admin' || path.startsWith('/admin/')) return '/staff';
  return 'other';
}

export function pageDescription(pathname: string, acceptLanguage: string | undefined): string {
  const language = preferredLanguage(acceptLanguage);
  return (descriptions[descriptionKey(pathname)] ?? descriptions.other)?.[language] ?? '';
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The page with its description meta added after the title (or before </head>). */
export function withDescription(html: string, pathname: string, acceptLanguage: string | undefined): string {
  if (/<meta\s+name="description"/i.test(html)) return html;
  const meta = `<meta name="description" content="${escapeAttribute(pageDescription(pathname, acceptLanguage))}">`;
  return html.replace('</head>', () => `${meta}\n</head>`);
}
