/** Where the visitor's language choice is kept (localStorage); its own module so plain scripts can name it. */
export const LANGUAGE_STORAGE_KEY = 'lang';
