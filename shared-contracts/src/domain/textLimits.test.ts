import { characterCount } from './textLimits';

describe('characterCount', () => {
  it('says how many characters are left, grouped in thousands', () => {
    expect(characterCount(0, 5000)).toEqual({ text: '5,000 characters left', over: false });
    expect(characterCount(4999, 5000)).toEqual({ text: '1 character left', over: false });
    expect(characterCount(500, 500)).toEqual({ text: '0 characters left', over: false });
  });

  it('says how far over the limit a text is', () => {
    expect(characterCount(512, 500)).toEqual({ text: '+12 over the limit', over: true });
  });
});
