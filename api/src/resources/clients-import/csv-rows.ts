import Papa from 'papaparse';
import {
  CUSTOMER_IMPORT_MAX_ROWS,
  IMPORT_COLUMNS,
  type ImportColumn,
  type NewCustomerInput,
} from '../../contract/customer-import';
import { HttpError } from '../../lib/http-error';

// The CSV file as staff export it from a spreadsheet: a header row naming the columns, comma or
// semicolon separated (Excel's exports in Spanish locales use ';'), quoted fields, a BOM, CRLF line
// ends, dates as YYYY-MM-DD or as Excel writes them (M/D/YYYY). Each row becomes the same input the
// one-by-one form sends, so both are checked by the same schema.

export type CsvRow = { line: number; cells: Partial<Record<ImportColumn, string>> };
export type ParsedCsv = { delimiter: string; rows: CsvRow[] };

const KNOWN = new Set<string>(IMPORT_COLUMNS.map((column) => column.name));

/** Header text to a column name: case, spaces and dashes do not matter ('Next renewal date'). */
function columnName(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

export function parseCustomerCsv(text: string): ParsedCsv {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
    transformHeader: columnName,
  });
  const fields = result.meta.fields ?? [];
  if (fields.length < 2 || result.errors.some((error) => error.type === 'Quotes')) {
    throw new HttpError(400, 'csv_unreadable');
  }
  const missing = IMPORT_COLUMNS.filter((column) => column.required && !fields.includes(column.name));
  if (missing.length > 0) {
    throw new HttpError(400, 'csv_columns_missing', undefined, {
      details: { field: missing.map((column) => column.name).join(',') },
    });
  }
  if (result.data.length > CUSTOMER_IMPORT_MAX_ROWS) throw new HttpError(400, 'csv_too_many_rows');
  // Line numbers as a spreadsheet shows them: quoted line breaks inside a field make a row taller.
  const rows: CsvRow[] = [];
  let line = 2;
  for (const record of result.data) {
    const cells: CsvRow['cells'] = {};
    for (const [key, value] of Object.entries(record)) {
      if (KNOWN.has(key) && typeof value === 'string') cells[key as ImportColumn] = value.trim();
    }
    rows.push({ line, cells });
    line += 1 + Object.values(record).reduce((n, value) => n + countBreaks(value), 0);
  }
  return { delimiter: result.meta.delimiter, rows };
}

function countBreaks(value: unknown): number {
  return typeof value === 'string' ? (value.match(/\r\n|\n|\r/g) ?? []).length : 0;
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** YYYY-MM-DD stays; M/D/YYYY (Excel, US) becomes YYYY-MM-DD; anything else is left for the schema to refuse. */
export function csvDate(value: string | undefined): string {
  const text = (value ?? '').trim();
  const us = US_DATE.exec(text);
  if (!us) return text;
  const [, month, day, year] = us;
  return `${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`;
}

const VEHICLE_TYPE_WORDS: Record<string, 'car' | 'motorcycle'> = {
  car: 'car',
  auto: 'car',
  carro: 'car',
  coche: 'car',
  motorcycle: 'motorcycle',
  moto: 'motorcycle',
  motocicleta: 'motorcycle',
};

const LANGUAGE_WORDS: Record<string, 'en' | 'es'> = {
  en: 'en',
  english: 'en',
  ingles: 'en',
  inglés: 'en',
  es: 'es',
  spanish: 'es',
  espanol: 'es',
  español: 'es',
};

/** The row as the form's input. The plan column names a plan by id or by name: `planId` resolves it. */
export function rowInput(cells: CsvRow['cells'], planId: (text: string) => number | null): NewCustomerInput {
  const word = (value: string | undefined) => (value ?? '').trim().toLowerCase();
  const year = (cells.year ?? '').trim();
  const dial = (cells.phone_dial ?? '').trim();
  const type = word(cells.vehicle_type);
  const language = word(cells.language);
  return {
    first_name: cells.first_name ?? '',
    last_name: cells.last_name ?? '',
    email: cells.email ?? '',
    phone_dial: (dial === ''
      ? '+1'
      : dial.startsWith('+')
        ? dial
        : `+${dial}`) as NewCustomerInput['phone_dial'],
    phone: cells.phone ?? '',
    language: (language === ''
      ? 'en'
      : (LANGUAGE_WORDS[language] ?? language)) as NewCustomerInput['language'],
    vehicle: {
      type: (type === '' ? 'car' : (VEHICLE_TYPE_WORDS[type] ?? type)) as 'car',
      make: cells.make ?? '',
      model: cells.model ?? '',
      year: /^\d{1,4}$/.test(year) ? Number(year) : (year as unknown as number),
      color: cells.color ?? null,
      plate: cells.plate ?? '',
      // No column: the record keeps the state it has; an empty cell means not known.
      ...(cells.plate_state !== undefined ? { plateState: cells.plate_state } : {}),
    },
    plan_id: planId(cells.plan ?? '') ?? 0,
    start_date: csvDate(cells.start_date),
    next_renewal_date: csvDate(cells.next_renewal_date),
    card_code: cells.card_number ?? null,
  };
}

/** A schema issue's path ('vehicle.plate') as the CSV column it came from. */
export function columnOf(path: readonly PropertyKey[]): ImportColumn | null {
  const [head, inner] = path;
  if (head === 'vehicle')
    return inner === 'type'
      ? 'vehicle_type'
      : inner === 'plateState'
        ? 'plate_state'
        : ((String(inner) as ImportColumn) ?? null);
  if (head === 'plan_id') return 'plan';
  if (head === 'card_code') return 'card_number';
  return typeof head === 'string' && KNOWN.has(head) ? (head as ImportColumn) : null;
}
