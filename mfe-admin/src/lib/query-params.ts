/** A typed list query as the URL's string parameters; an unset or empty filter is left out. */
export const asQueryParams = (query: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ) as Record<string, string>;
