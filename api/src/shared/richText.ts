import type SanitizeHtml from 'sanitize-html';

// Rich text people write (evidence comments) as the server keeps it: the formatting a comment
// editor makes, nothing that runs or loads anything. The browser sanitises again when showing it.

let loading: Promise<typeof SanitizeHtml> | undefined;

/**
 * sanitize-html, loaded the first time rich text is saved: it brings htmlparser2 and postcss,
 * which the API's start does not need (issue 18).
 */
export function loadSanitizeHtml(): Promise<typeof SanitizeHtml> {
  loading ??= import('sanitize-html').then((module) => module.default);
  return loading;
}

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a', 'h3', 'h4'];

/** The HTML with every tag, attribute and address outside the list removed. */
export async function sanitiseRichText(html: string): Promise<string> {
  const sanitizeHtml = await loadSanitizeHtml();
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    // Links leave the portal in a new tab without access to it.
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
  }).trim();
}

/** Whether sanitised HTML shows any text at all. */
export async function hasVisibleText(html: string): Promise<boolean> {
  const sanitizeHtml = await loadSanitizeHtml();
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') !== '';
}
