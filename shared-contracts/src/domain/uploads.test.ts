import {
  ATTACHMENT_MESSAGES,
  formatBytes,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE_PIXELS,
  isLogoTooSmall,
  logoFileProblem,
} from './uploads';

describe('formatBytes', () => {
  it('says megabytes, kilobytes or bytes', () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(12)).toBe('12 bytes');
  });
});

describe('a chosen logo file', () => {
  it('must be a PNG, JPG, GIF or WebP image of at most 10 MB', () => {
    expect(logoFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(logoFileProblem({ type: 'application/pdf', size: 1000 })).toBe(ATTACHMENT_MESSAGES.notAnImage);
    expect(logoFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe(ATTACHMENT_MESSAGES.notAnImage);
    expect(logoFileProblem({ type: 'image/jpeg', size: 11 * 1024 * 1024 })).toBe(
      'The file is too large. Please choose one of 10 MB or less.',
    );
  });
});

describe('a small logo', () => {
  it('is under 200 pixels either way; a logo of unknown size is not', () => {
    expect(isLogoTooSmall({ width: 120, height: 400 })).toBe(true);
    expect(isLogoTooSmall({ width: 400, height: 199 })).toBe(true);
    expect(isLogoTooSmall({ width: 200, height: 200 })).toBe(false);
    expect(isLogoTooSmall({ width: null, height: 80 })).toBe(false);
  });
});

describe('the message for an image with too many pixels', () => {
  it('writes the largest side as en-AU writes the number', () => {
    expect(ATTACHMENT_MESSAGES.tooManyPixels).toBe(
      `The image is too large: it may have at most ${IMAGE_MAX_SIDE_PIXELS.toLocaleString('en-AU')} pixels a side and ${IMAGE_MAX_PIXELS / 1_000_000} megapixels in all.`,
    );
    expect(ATTACHMENT_MESSAGES.tooManyPixels).toContain('10,000 pixels a side');
  });
});
