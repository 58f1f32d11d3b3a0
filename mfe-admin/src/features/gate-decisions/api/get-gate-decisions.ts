import { queryOptions } from '@tanstack/react-query';
import { api, parseResponse } from 'api/client';

/** Rows per page of the decisions list (the API takes up to 200). */
export const GATE_DECISIONS_PAGE_SIZE = 50;

export const DECISION_FILTERS = ['all', 'allow', 'deny'] as const;
export type DecisionFilter = (typeof DECISION_FILTERS)[number];

/** `GET gate-decisions`: one page of what the gates answered, newest first, filtered on the server. */
export const gateDecisionsQuery = (filter: { decision: DecisionFilter; page: number }) =>
  queryOptions({
    queryKey: ['admin', 'gate', 'decisions', filter],
    queryFn: ({ signal }) =>
      parseResponse(
        api['gate-decisions'].$get(
          {
            query: {
              decision: filter.decision,
              limit: String(GATE_DECISIONS_PAGE_SIZE),
              offset: String((filter.page - 1) * GATE_DECISIONS_PAGE_SIZE),
            },
          },
          { init: { signal } },
        ),
      ),
  });
