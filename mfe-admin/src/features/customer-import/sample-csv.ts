import { IMPORT_COLUMNS } from 'api/contract/customer-import';

/** The sample file staff download: every column, one car with a card, one motorcycle in Spanish. */
export const SAMPLE_CSV = [
  IMPORT_COLUMNS.map((column) => column.name).join(','),
  'Ana,Ruiz,ana.ruiz@example.com,+1,619 555 0101,en,ABC123,car,Toyota,Corolla,2018,Blue,1,2025-06-01,2026-12-31,000451',
  '"Luis Alberto",Gómez,luis.gomez@example.com,+52,656 555 0102,es,XYZ789,motorcycle,Honda,CB500,2021,,Monthly pass,4/15/2025,12/14/2026,',
].join('\r\n');

/** Offers the sample as a file download (UTF-8 with a BOM, so Excel shows accents right). */
export function downloadSampleCsv(): void {
  const blob = new Blob([`\uFEFF${SAMPLE_CSV}\r\n`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'customers-sample.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
