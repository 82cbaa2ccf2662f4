import {
  commentHtmlToText,
  commentTextToHtml,
  evidenceCountText,
  evidenceFileProblem,
  fileFamily,
  formatDisplayDate,
  isPreviewableImage,
  isWebAddress,
  joinLabels,
  usedElsewhereQuestion,
} from './evidence';
import { ATTACHMENT_MESSAGES } from './uploads';

describe('evidence rules', () => {
  it('counts evidence in the spec words', () => {
    expect(evidenceCountText(2)).toBe('2 evidence(s) provided');
  });

  it('takes http and https addresses only', () => {
    expect(isWebAddress('https://example.com/a')).toBe(true);
    expect(isWebAddress(' http://example.com ')).toBe(true);
    for (const address of ['javascript:alert(1)', 'ftp://example.com', 'example.com', 'data:text/html,x', '']) {
      expect(isWebAddress(address)).toBe(false);
    }
  });

  it('finds the family of a file from its type, else its extension', () => {
    expect(fileFamily({ name: 'a.bin', type: 'application/pdf' })).toBe('pdf');
    expect(fileFamily({ name: 'Plan.DOCX' })).toBe('word');
    expect(fileFamily({ name: 'sheet.xlsx', type: '' })).toBe('excel');
    expect(fileFamily({ name: 'clip.mov' })).toBe('video');
    expect(fileFamily({ name: 'song.mp3' })).toBe('audio');
    expect(fileFamily({ name: 'notes.txt' })).toBe('other');
    expect(isPreviewableImage({ name: 'photo.JPG' })).toBe(true);
    expect(isPreviewableImage({ name: 'drawing.svg' })).toBe(false);
  });

  it('refuses programs, empty and too large files before sending', () => {
    expect(evidenceFileProblem({ name: 'setup.exe', size: 10 })).toBe(ATTACHMENT_MESSAGES.programOrScript);
    expect(evidenceFileProblem({ name: 'a.pdf', size: 0 })).toBe(ATTACHMENT_MESSAGES.unreadable);
    expect(evidenceFileProblem({ name: 'a.pdf', size: 11 }, 10)).toBe(ATTACHMENT_MESSAGES.tooLarge(10));
    expect(evidenceFileProblem({ name: 'a.pdf', size: 10 }, 10)).toBeNull();
  });

  it('says where else an item is used', () => {
    expect(joinLabels(['1.1.1', '2.1.1', '1.1.1', '3.2.1'])).toBe('1.1.1, 2.1.1 and 3.2.1');
    expect(usedElsewhereQuestion(['1.1.2'])).toBe('This evidence is also used for 1.1.2. Delete it everywhere?');
  });

  it('turns typed comment text into HTML and back, escaping markup', () => {
    const html = commentTextToHtml('We planted <herbs>\nand trees\n\nThen we watered them');
    expect(html).toBe('<p>We planted &lt;herbs&gt;<br />and trees</p><p>Then we watered them</p>');
    expect(commentHtmlToText(html)).toBe('We planted <herbs>\nand trees\n\nThen we watered them');
  });

  it('shows dates as DD/MM/YYYY', () => {
    expect(formatDisplayDate('2026-03-04T01:00:00Z', 'UTC')).toBe('04/03/2026');
    expect(formatDisplayDate('2026-03-04T20:00:00Z', 'Australia/Sydney')).toBe('05/03/2026');
    expect(formatDisplayDate('not a date')).toBe('');
  });
});
