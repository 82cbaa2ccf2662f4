// The look of every mail the portal sends: one HTML layout and its plain-text twin, so each
// mail only writes its own lines.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place inside HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

export interface MailFact {
  label: string;
  value: string;
}

export interface MailContent {
  heading: string;
  /** Paragraphs before the facts (plain text; escaped for HTML). */
  intro: readonly string[];
  facts?: readonly MailFact[];
  /** Paragraphs after the facts. */
  outro?: readonly string[];
}

/** The mail as HTML (inline styles, as mail programs need) and as plain text. */
export function renderMail({ heading, intro, facts = [], outro = [] }: MailContent): { html: string; text: string } {
  const paragraphs = (lines: readonly string[]) =>
    lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join('');
  const rows = facts
    .map(
      (fact) =>
        `<tr><th align="left" style="padding:6px 12px 6px 0;color:#57606a;font-weight:600;vertical-align:top">${escapeHtml(
          fact.label,
        )}</th><td style="padding:6px 0">${escapeHtml(fact.value || '-').replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f5f7fa;font-family:Segoe UI,Arial,sans-serif;color:#1f2328">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #d0d7de;border-radius:12px;padding:24px">',
    '<p style="margin:0 0 16px;font-weight:700;color:#1d4e89">QIP Portal</p>',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>`,
    paragraphs(intro),
    rows ? `<table style="border-collapse:collapse;margin:8px 0 16px">${rows}</table>` : '',
    paragraphs(outro),
    '</div></body></html>',
  ].join('');
  const text = [
    heading,
    '',
    ...intro,
    ...(facts.length ? ['', ...facts.map((fact) => `${fact.label}: ${fact.value || '-'}`)] : []),
    ...(outro.length ? ['', ...outro] : []),
    '',
  ].join('\n');
  return { html, text };
}
