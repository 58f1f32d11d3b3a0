import { saveFile } from './save-file';

/** Hands a CSV text to the browser as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  // A byte-order mark so spreadsheet programs read accented names as UTF-8.
  saveFile(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
