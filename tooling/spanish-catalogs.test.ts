import { describe, expect, it } from 'vitest';
import { englishInSpanish } from './english-in-spanish';

// Every English/Spanish catalog pair of every bundle (shell, signup, portal, admin, design-system,
// payment-ui): each Spanish text must read as Spanish. A pair is two files side by side:
// `messages.en.ts` / `messages.es.ts`, or design-system's `en/common.ts` / `es/common.ts`.

// Vite's import.meta.glob, typed here since the root program does not load vite's client types.
declare global {
  interface ImportMeta {
    glob<T>(patterns: string[], options: { eager: true }): Record<string, T>;
  }
}

const modules = import.meta.glob<Record<string, unknown>>(
  [
    '../{shell,mfe-signup,mfe-portal,mfe-admin,payment-ui}/src/**/messages.{en,es}.ts',
    '../design-system/src/i18n/{en,es}/common.ts',
  ],
  { eager: true },
);

/**
 * Keys whose Spanish text may keep English on purpose, each with its reason: technical names a person
 * types exactly as written (CSV column headers), and texts that name a language.
 */
const ALLOWED_KEYS: Readonly<Record<string, string>> = {
  'admin.customerImport.page.columnsText': 'names the CSV columns, typed in English',
  'admin.customerImport.codes.type_required': 'names the CSV values car / motorcycle, typed as written',
  'landing.help.address': 'a postal address',
  'wizard.rules.plate': 'the SPEC gives this rule text in Spanish for both languages',
  'admin.passes.standing.none': "the SPEC names this standing 'Sin suscripción' in both languages",
};

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** The one exported tree of a catalog module (every file exports exactly one). */
const treeOf = (module: Record<string, unknown>) => Object.values(module)[0] as Tree;

function catalogPairs(): Array<{ file: string; en: Map<string, string>; es: Map<string, string> }> {
  const pairs = [];
  for (const [file, module] of Object.entries(modules)) {
    const spanishFile = file
      .replace('messages.en.ts', 'messages.es.ts')
      .replace('/en/common.ts', '/es/common.ts');
    if (spanishFile === file) continue;
    const spanish = modules[spanishFile] as Record<string, unknown> | undefined;
    if (!spanish) throw new Error(`${file} has no Spanish file beside it`);
    pairs.push({ file: spanishFile, en: leaves(treeOf(module)), es: leaves(treeOf(spanish)) });
  }
  return pairs;
}

/** Each Spanish text that reads as English, as 'file key: why'. */
function englishInCatalogs(
  pairs: ReturnType<typeof catalogPairs>,
  allowed: Readonly<Record<string, string>> = ALLOWED_KEYS,
): string[] {
  const found: string[] = [];
  for (const { file, en, es } of pairs) {
    for (const [key, spanish] of es) {
      if (key in allowed) continue;
      const why = englishInSpanish(spanish, en.get(key));
      if (why) found.push(`${file.replace('../', '')} ${key}: ${why}`);
    }
  }
  return found;
}

describe('Spanish catalogs', () => {
  const pairs = catalogPairs();

  it('walks every bundle’s catalog pairs', () => {
    const bundles = new Set(pairs.map(({ file }) => file.split('/')[1]));
    expect([...bundles].sort()).toEqual([
      'design-system',
      'mfe-admin',
      'mfe-portal',
      'mfe-signup',
      'payment-ui',
      'shell',
    ]);
    expect(pairs.reduce((sum, pair) => sum + pair.es.size, 0)).toBeGreaterThan(500);
  });

  it('has no English left in any Spanish text', () => {
    expect(englishInCatalogs(pairs)).toEqual([]);
  });

  it('catches a Spanish text left in English, or with English words in it', () => {
    const planted = [
      {
        file: '../mfe-admin/src/features/x/messages.es.ts',
        en: new Map([
          ['a', 'Gray'],
          ['b', 'Your pass'],
          ['c', 'Email'],
        ]),
        es: new Map([
          ['a', 'Gray'],
          ['b', 'Su pass mensual'],
          ['c', 'Email'],
        ]),
      },
    ];
    expect(englishInCatalogs(planted)).toEqual([
      'mfe-admin/src/features/x/messages.es.ts a: same as English: "Gray"',
      'mfe-admin/src/features/x/messages.es.ts b: English word "pass" in "Su pass mensual"',
    ]);
  });
});
