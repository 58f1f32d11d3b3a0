/** Hands a CSV text to the browser as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  // A byte-order mark so spreadsheet programs read accented names as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
