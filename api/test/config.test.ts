import path from 'node:path';
import { loadConfig } from '../src/config';

describe('configuration', () => {
  it('uses the embedded defaults with no environment', () => {
    const config = loadConfig({}, '/srv/qip');
    expect(config).toMatchObject({
      port: 8080,
      dataDir: path.resolve(__dirname, '../../data'),
      databaseUrl: null,
      seedDemo: true,
      remoteUrls: {},
    });
  });

  it('never seeds demo users into a production database unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/qip' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/qip', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('reads PORT, DATA_DIR, HUB_URL and the remote URL overrides', () => {
    const config = loadConfig(
      {
        PORT: '9090',
        DATA_DIR: '/var/lib/qip',
        HUB_URL: 'https://hub.example/',
        REMOTE_MF_ASSESSMENT_URL: 'https://cdn.example/assessment/mf-manifest.json',
      },
      '/srv',
    );
    expect(config.port).toBe(9090);
    expect(config.dataDir).toBe('/var/lib/qip');
    expect(loadConfig({ DATA_DIR: 'relative/data' }, '/srv').dataDir).toBe('/srv/relative/data');
    expect(config.hubUrl).toBe('https://hub.example');
    expect(config.remoteUrls).toEqual({ mf_assessment: 'https://cdn.example/assessment/mf-manifest.json' });
  });

  it('refuses a PORT that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a positive whole number');
  });
});
