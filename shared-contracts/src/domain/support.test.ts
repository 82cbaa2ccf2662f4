import { cleanOneLine, cleanPlainText, supportReference } from './support';

describe('supportReference', () => {
  it('numbers a request with six digits', () => {
    expect(supportReference(1)).toBe('QIP-000001');
    expect(supportReference(123)).toBe('QIP-000123');
  });

  it('grows past a million rather than wrapping', () => {
    expect(supportReference(1234567)).toBe('QIP-1234567');
  });
});

describe('cleanPlainText', () => {
  it('keeps paragraphs and single line breaks as typed', () => {
    expect(cleanPlainText('First line\nsecond line\n\nNew paragraph')).toBe('First line\nsecond line\n\nNew paragraph');
  });

  it('makes Windows and old Mac line endings plain line feeds', () => {
    expect(cleanPlainText('One\r\nTwo\rThree')).toBe('One\nTwo\nThree');
  });

  it('leaves at most one blank line between paragraphs and none around the text', () => {
    expect(cleanPlainText('\n\n  \nHello\n\n\n\n\nWorld\n\n')).toBe('Hello\n\nWorld');
  });

  it('drops spaces at line ends and control characters, but keeps tabs inside a line', () => {
    expect(cleanPlainText('Step\t1   \nBell\u0007 and\u200B escape\u001B[31m')).toBe('Step\t1\nBell and escape[31m');
  });

  it('keeps what looks like markup as text (the mail escapes it)', () => {
    expect(cleanPlainText('<b>bold</b> & <script>x</script>')).toBe('<b>bold</b> & <script>x</script>');
  });
});

describe('cleanOneLine', () => {
  it('puts a subject on one line', () => {
    expect(cleanOneLine('  Cannot\r\nlog   in\u0000 ')).toBe('Cannot log in');
  });
});
