/** The browser's download of a file the app already holds (a data export): a temporary link to a blob. */
export function saveFile(file: { filename: string; contentType: string; text: string }): string {
  const url = URL.createObjectURL(new Blob([file.text], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return file.filename;
}
