/**
 * Points the browser at a URL to save what it answers as a file (the server names it with
 * Content-Disposition), without the page holding the bytes: a link with `download`, clicked.
 */
export function saveFile(url: string, doc: Document = document): void {
  const link = doc.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
}
