/** SPEC sections 7 and 9: make and model suggestions wait for 300 ms of quiet typing. */
export const SUGGESTION_DEBOUNCE_MS = 300;
