import sanitizeHtml from 'sanitize-html';

// Rich text people write (evidence comments) as the server keeps it: the formatting a comment
// editor makes, nothing that runs or loads anything. The browser sanitises again when showing it.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a', 'h3', 'h4'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // Links leave the portal in a new tab without access to it.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

/** The HTML with every tag, attribute and address outside the list removed. */
export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, { ...OPTIONS, allowedAttributes: { a: ['href', 'target', 'rel'] } }).trim();
}

/** Whether sanitised HTML shows any text at all. */
export function hasVisibleText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') !== '';
}
