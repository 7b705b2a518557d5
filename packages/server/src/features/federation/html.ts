const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain text as the HTML other servers show: escaped, paragraphs and line breaks kept. */
export function plainTextToHtml(text: string): string {
  if (text.trim() === '') return '';
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.replace(/[&<>"']/g, (c) => escapes[c] ?? c).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
