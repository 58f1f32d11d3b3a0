import type { ImportColumn, ImportRowError } from 'api/contract/customer-import';
import type { MessageKey, TFunction } from 'design-system/i18n/language';
import { customerImportMessagesEn } from './messages.en';

// Rule and error codes the API answers for a parker (a form field or a CSV row), in the staff
// member's language: never the server's English sentence.

type CodeKey = keyof typeof customerImportMessagesEn.admin.customerImport.codes;
type FieldKey = keyof typeof customerImportMessagesEn.admin.customerImport.fields;

const CODES = new Set(Object.keys(customerImportMessagesEn.admin.customerImport.codes));

/** The catalog keys here are built from codes the API sends, so they are checked against the catalog at run time. */
type LooseT = (key: MessageKey, values?: Record<string, string>) => string;

export function codeText(t: TFunction, code: string, values?: Record<string, string>): string {
  const key = (CODES.has(code) ? code : 'unknown') as CodeKey;
  return (t as unknown as LooseT)(`admin.customerImport.codes.${key}` as MessageKey, values);
}

export function fieldText(t: TFunction, field: ImportColumn | null): string {
  return (t as unknown as LooseT)(
    `admin.customerImport.fields.${(field ?? 'row') as FieldKey}` as MessageKey,
  );
}

/** "E-mail: another customer already uses this e-mail" */
export function rowErrorText(t: TFunction, error: ImportRowError): string {
  return `${fieldText(t, error.field)}: ${codeText(t, error.code)}`;
}
