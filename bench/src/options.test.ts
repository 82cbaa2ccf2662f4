import { parseOptions } from './options';

describe('the command line', () => {
  it('runs every part by default', () => {
    const options = parseOptions([]);
    expect([...options.parts]).toEqual(['bytes', 'time', 'api', 'start', 'pg']);
    expect(options).toMatchObject({ quick: false, port: 8301, out: null, encoding: 'br, gzip' });
  });

  it('reads --only, --no-pg, --quick, --port, --out and --encoding', () => {
    expect([...parseOptions(['--only=api,pg', '--no-pg']).parts]).toEqual(['api']);
    expect(parseOptions(['--quick', '--port=8310', '--out=r.json', '--encoding=gzip'])).toMatchObject({
      quick: true,
      port: 8310,
      out: 'r.json',
      encoding: 'gzip',
    });
  });

  it('refuses an unknown part or option', () => {
    expect(() => parseOptions(['--only=bytes,speed'])).toThrow('unknown part speed');
    expect(() => parseOptions(['--fast'])).toThrow('unknown option --fast');
  });
});
