import { readApiError } from 'api/client';
import type { CustomerImportResponse, ImportRowResult } from 'api/contract/customer-import';
import { Alert } from 'design-system/components/alert';
import { Badge, type BadgeTone } from 'design-system/components/badge';
import { Button, buttonClassName } from 'design-system/components/button';
import { Field } from 'design-system/components/field';
import { PageHeader, Stack } from 'design-system/components/layout';
import { Table, type TableColumn } from 'design-system/components/table';
import { TextArea } from 'design-system/components/text-area';
import { type TFunction, useT } from 'design-system/i18n/language';
import { type ChangeEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { adminErrorText } from '../../lib/admin-error-text';
import { useImportCustomers } from './api/use-import-customers';
import { codeText, rowErrorText } from './code-text';
import { downloadSampleCsv } from './sample-csv';
import './customer-import.css';

const STATUS_TONES: Record<ImportRowResult['status'], BadgeTone> = {
  ok: 'info',
  created: 'success',
  already_imported: 'neutral',
  error: 'danger',
};

/** A refused file (unreadable, columns missing, too big) in the staff member's language. */
function failureText(error: unknown, t: TFunction): string {
  const info = readApiError(error);
  const fileCodes = [
    'csv_unreadable',
    'csv_columns_missing',
    'csv_too_many_rows',
    'import_has_errors',
    'body_too_large',
  ];
  if (info && fileCodes.includes(info.code)) {
    return codeText(t, info.code, { columns: (info.field ?? '').replaceAll(',', ', ') });
  }
  return adminErrorText(error, t);
}

/**
 * Staff bring the garage's existing parkers in from a CSV file: "Check file" runs the dry run and shows
 * every row's result; "Import N customers" is offered only when that check found no errors and the
 * text has not changed since (docs/decisions/customer-import.md).
 */
export function ImportCustomersPage() {
  const t = useT();
  const [csv, setCsv] = useState('');
  const [checked, setChecked] = useState<{ csv: string; result: CustomerImportResponse } | null>(null);
  const [imported, setImported] = useState<CustomerImportResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const importCustomers = useImportCustomers();
  const busy = importCustomers.isPending ? (importCustomers.variables.dryRun ? 'check' : 'import') : null;
  const resultHeadingId = useId();

  const changeText = (value: string) => {
    setCsv(value);
    setImported(null);
    setFailure(null);
  };
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    try {
      changeText(await file.text());
    } catch {
      setFailure(t('admin.customerImport.page.readFailed'));
    }
  };
  const run = async (dryRun: boolean) => {
    setFailure(null);
    try {
      const result = await importCustomers.mutateAsync({ csv, dryRun });
      if (dryRun) {
        setChecked({ csv, result });
        setImported(null);
      } else {
        setImported(result);
        setChecked(null);
      }
    } catch (error) {
      setFailure(failureText(error, t));
    }
  };

  const current = checked && checked.csv === csv ? checked.result : null;
  const toImport = current && current.invalid === 0 ? current.created : 0;
  const shown = imported ?? current;

  const columns: TableColumn<ImportRowResult>[] = [
    {
      id: 'row',
      header: t('admin.customerImport.page.columns.row'),
      rowHeader: true,
      cell: (row) => row.row,
    },
    {
      id: 'status',
      header: t('admin.customerImport.page.columns.status'),
      cell: (row) => (
        <Badge tone={STATUS_TONES[row.status]}>{t(`admin.customerImport.page.status.${row.status}`)}</Badge>
      ),
    },
    // Right after the status and wrapping: a row's problems are what staff read first, and all of them
    // show at any width (they were cut off at the table's end).
    {
      id: 'problems',
      header: t('admin.customerImport.page.columns.problems'),
      className: 'customer-import__problems',
      cell: (row) => <RowNotes row={row} />,
    },
    {
      id: 'name',
      header: t('admin.customerImport.page.columns.name'),
      className: 'customer-import__wrap',
      cell: (row) => row.name || '—',
    },
    {
      id: 'email',
      header: t('admin.customerImport.page.columns.email'),
      className: 'customer-import__wrap',
      cell: (row) => row.email || '—',
    },
    { id: 'plate', header: t('admin.customerImport.page.columns.plate'), cell: (row) => row.plate || '—' },
    {
      id: 'plan',
      header: t('admin.customerImport.page.columns.plan'),
      className: 'customer-import__wrap',
      cell: (row) => row.plan ?? '—',
    },
    {
      id: 'renewal',
      header: t('admin.customerImport.page.columns.renewal'),
      cell: (row) => row.next_renewal_date ?? '—',
    },
  ];

  return (
    <Stack gap={5} className="customer-import">
      <PageHeader
        title={t('admin.customerImport.page.title')}
        description={t('admin.customerImport.page.description')}
        actions={
          <Link to="/admin/customers" className={buttonClassName({ variant: 'secondary' })}>
            {t('admin.customerImport.page.back')}
          </Link>
        }
      />

      <section className="customer-import__input">
        <Field
          label={t('admin.customerImport.page.fileLabel')}
          hint={t('admin.customerImport.page.fileHint')}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".csv,text/csv,text/plain"
              onChange={(e) => void readFile(e)}
            />
          )}
        </Field>
        <TextArea
          label={t('admin.customerImport.page.pasteLabel')}
          rows={8}
          spellCheck={false}
          className="customer-import__text"
          value={csv}
          onChange={(event) => changeText(event.currentTarget.value)}
        />
        <details className="customer-import__columns">
          <summary>{t('admin.customerImport.page.columnsHeading')}</summary>
          <p>{t('admin.customerImport.page.columnsText')}</p>
        </details>
        <div className="customer-import__actions">
          <Button variant="secondary" onClick={downloadSampleCsv}>
            {t('admin.customerImport.page.sample')}
          </Button>
          <Button
            variant="secondary"
            loading={busy === 'check'}
            disabled={busy !== null || csv.trim() === ''}
            onClick={() => void run(true)}
          >
            {t('admin.customerImport.page.check')}
          </Button>
          <Button
            loading={busy === 'import'}
            disabled={busy !== null || toImport === 0}
            onClick={() => void run(false)}
          >
            {t('admin.customerImport.page.importN', { count: String(toImport) })}
          </Button>
        </div>
      </section>

      {failure ? <Alert tone="danger">{failure}</Alert> : null}

      {shown ? (
        <section aria-labelledby={resultHeadingId}>
          <h2 id={resultHeadingId} className="customer-import__heading">
            {t('admin.customerImport.page.resultHeading')}
          </h2>
          <Stack gap={3}>
            <ResultSummary result={shown} done={imported !== null} />
            <Table
              caption={t('admin.customerImport.page.resultHeading')}
              captionHidden
              columns={columns}
              rows={shown.rows}
              getRowKey={(row) => row.row}
              rowClassName={(row) => (row.status === 'error' ? 'customer-import__row--error' : undefined)}
            />
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}

function ResultSummary({ result, done }: { result: CustomerImportResponse; done: boolean }) {
  const t = useT();
  const counts = {
    ok: String(result.created),
    already: String(result.already_imported),
    invalid: String(result.invalid),
  };
  return (
    <>
      {done ? (
        <Alert tone="success">
          {t('admin.customerImport.page.imported', { created: counts.ok, already: counts.already })}
        </Alert>
      ) : (
        <Alert tone={result.invalid > 0 ? 'warning' : 'info'}>
          {t('admin.customerImport.page.summary', counts)}{' '}
          {result.invalid > 0
            ? t('admin.customerImport.page.fixAndCheck')
            : result.created === 0
              ? t('admin.customerImport.page.nothingNew')
              : null}
        </Alert>
      )}
      {result.over_capacity ? (
        <Alert tone="warning">{t('admin.customerImport.page.overCapacity')}</Alert>
      ) : null}
    </>
  );
}

function RowNotes({ row }: { row: ImportRowResult }) {
  const t = useT();
  const notes = row.errors.map((error) => rowErrorText(t, error));
  if (row.card_status === 'unknown') notes.push(t('admin.customerImport.page.cardUnknown'));
  if (row.over_capacity) notes.push(t('admin.customerImport.page.overLimit'));
  if (notes.length === 0) return '—';
  return (
    <ul className="customer-import__notes">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
