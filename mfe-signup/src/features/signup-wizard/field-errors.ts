/** A step's errors: field -> the contract's rule code. Apart from `wizard-rules.ts` so it needs no zod. */
export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

export const hasErrors = (errors: Record<string, string | undefined>) =>
  Object.values(errors).some((message) => message !== undefined);
