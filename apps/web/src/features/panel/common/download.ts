/** Hands a Blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A text file download (the chart CSVs: what is on screen, no server round trip). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(new Blob([text], { type }), fileName);
}
