/**
 * Types of the message catalog. Text lives beside the code that shows it: design-system's own text in
 * `messages-en.ts`, each feature's in its `messages.en.ts`. Every English file adds its tree to
 * `MessageSources` (declaration merging), so `t` knows every key of the program it is compiled in;
 * every other language is typed as `Catalog<typeof thatEnglish>`, so a missing key, an extra key or a
 * lost `{placeholder}` is a compile error.
 */
import type { messagesEn } from './messages-en';

export type Language = 'en' | 'es';

/** The Intl locale used for each language (dates, numbers). */
export const LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es-MX' };

type DesignSystemMessages = typeof messagesEn;

/**
 * One entry per English message file, each a tree rooted at the top ({ landing: { waitlist: {...} } }),
 * so two features may fill different branches of one area without renaming keys. A feature adds its
 * entry beside its text:
 *
 *     declare module 'design-system/i18n/catalog' {
 *       interface MessageSources { waitlist: typeof waitlistMessagesEn }
 *     }
 */
export interface MessageSources {
  designSystem: DesignSystemMessages;
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;

/** Every message tree this program can see, merged: the English source of truth. */
export type SourceCatalog = UnionToIntersection<MessageSources[keyof MessageSources]>;

/** The names inside `{...}` in a message, as a union: 'Page {page} / {total}' -> 'page' | 'total'. */
export type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;

/** A translation of S: any string, but it must keep every placeholder of S. */
export type TranslationOf<S extends string> = [Placeholders<S>] extends [never]
  ? string
  : UnionToIntersection<Placeholders<S> extends infer P extends string ? `${string}{${P}}${string}` : never>;

/** The shape every language must have: the same keys as English, each placeholder kept. */
export type Catalog<T = SourceCatalog> = {
  readonly [K in keyof T]: T[K] extends string ? TranslationOf<T[K]> : Catalog<T[K]>;
};

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message key, dotted: 'common.close', 'landing.features.covered.title', ... */
export type MessageKey = Leaves<SourceCatalog>;

type At<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : never;

/** The English text of a key, as a literal type. */
export type MessageOf<K extends MessageKey> = At<SourceCatalog, K>;

/** Placeholder names of a key. */
export type MessageParamName<K extends MessageKey> = Placeholders<MessageOf<K> & string>;

export type MessageParams<K extends MessageKey> = Record<MessageParamName<K>, string | number>;

type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/**
 * `t(key)` for keys without placeholders, `t(key, { name })` (required) for keys with them.
 * For a union of keys (a computed key) params are optional and loosely typed.
 */
export type TranslateArgs<K extends MessageKey> = [IsUnion<K>] extends [false]
  ? [MessageParamName<K>] extends [never]
    ? []
    : [params: MessageParams<K>]
  : [params?: Readonly<Record<string, string | number>>];

export type TFunction = <K extends MessageKey>(key: K, ...args: TranslateArgs<NoInfer<K>>) => string;
