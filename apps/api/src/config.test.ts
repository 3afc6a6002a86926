import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, TRUST_PROXY_FORMS } from './config.js';

describe('loadConfig', () => {
  it('defaults to port 3000, the embedded database and demo data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
  });

  it('turns demo data off when DATABASE_URL points at another server', () => {
    const config = loadConfig({ DATABASE_URL: 'postgresql://u:p@db:5432/hr' });
    expect(config.demoData).toBe(false);
  });

  it('stops with a message naming the bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('refuses demo data and a missing secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgresql://db/hr' })).toThrow(
      /JWT_SECRET/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DEMO_DATA: 'true',
        JWT_SECRET: 'x'.repeat(40),
        DATABASE_URL: 'postgres://db/hr',
      }),
    ).toThrow(/DEMO_DATA/);
  });

  it('asks for DATABASE_URL in production, not DEMO_DATA, unless the embedded database is allowed', () => {
    const secrets = { JWT_SECRET: 'x'.repeat(40), ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64') };
    const production = { NODE_ENV: 'production', ...secrets };
    expect(() => loadConfig(production)).toThrow(/DATABASE_URL is required in production/);
    expect(() => loadConfig(production)).not.toThrow(/DEMO_DATA/);
    // DEMO_DATA=false used to start an embedded database in production without a word.
    expect(() => loadConfig({ ...production, DEMO_DATA: 'false' })).toThrow(
      /DATABASE_URL is required in production/,
    );
    const embedded = loadConfig({ ...production, ALLOW_EMBEDDED_DATABASE: 'true' });
    expect(embedded.databaseUrl).toBeUndefined();
    expect(embedded.demoData).toBe(false);
    expect(loadConfig({ ...production, DATABASE_URL: 'postgresql://db/hr' }).demoData).toBe(false);
    // Every problem at once, so an operator fixes them in one go, in one line (one log line).
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /^Invalid configuration: DATABASE_URL is required[^\n]*; JWT_SECRET: required[^\n]*; ENCRYPTION_KEY: required[^\n]*$/,
    );
  });

  it('waits 60 s for the database at start-up unless told otherwise', () => {
    expect(loadConfig({}).databaseWaitSeconds).toBe(60);
    expect(loadConfig({ DATABASE_WAIT_SECONDS: '5' }).databaseWaitSeconds).toBe(5);
    expect(() => loadConfig({ DATABASE_WAIT_SECONDS: 'soon' })).toThrow(/DATABASE_WAIT_SECONDS/);
  });

  it('trusts proxy headers only as told: off, any, a hop count or given addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it('takes 1 for one proxy in front, never for "trust anyone", and lists the valid forms when wrong', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '172.31.240.10' }).trustProxy).toEqual(['172.31.240.10']);
    expect(loadConfig({ TRUST_PROXY: 'loopback, fd00::/8' }).trustProxy).toEqual(['loopback', 'fd00::/8']);
    for (const wrong of ['yes please', '10.0.0.0/33', '300.1.1.1', 'proxy.example.com', '1,2']) {
      const refused = (() => {
        try {
          loadConfig({ TRUST_PROXY: wrong });
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(refused, wrong).toBe(`Invalid configuration: TRUST_PROXY: ${TRUST_PROXY_FORMS}; got "${wrong}"`);
      expect(refused).toMatch(/false .*addresses or CIDRs .*hop count .*true/);
    }
  });

  it('captures email unless SMTP_URL is set, and builds links from PUBLIC_URL or the port', () => {
    const local = loadConfig({ PORT: '4100' });
    expect(local.smtpUrl).toBeUndefined();
    expect(local.mailFrom).toBe('HireOnboard <no-reply@localhost>');
    expect(local.publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ SMTP_URL: '' }).smtpUrl).toBeUndefined();
    expect(loadConfig({ MAIL_FROM: '' }).mailFrom).toBe('HireOnboard <no-reply@localhost>');
    const configured = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      PUBLIC_URL: 'https://hr.example.com/',
    });
    expect(configured.smtpUrl).toBe('smtps://user:pass@mail.example.com:465');
    expect(configured.publicUrl).toBe('https://hr.example.com');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'hr.example.com' })).toThrow(/PUBLIC_URL/);
  });
});

describe('loadConfig: file storage', () => {
  it('keeps uploads in DATA_DIR/uploads by default, up to 10 MB each', () => {
    const config = loadConfig({ DATA_DIR: '/srv/hr' });
    expect(config.storage).toEqual({ kind: 'local', root: '/srv/hr/uploads' });
    expect(config.uploadMaxBytes).toBe(10 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_MAX_MB: '25' }).uploadMaxBytes).toBe(25 * 1024 * 1024);
    expect(() => loadConfig({ UPLOAD_MAX_MB: 'lots' })).toThrow(/UPLOAD_MAX_MB/);
  });

  it('uses an S3-compatible bucket when STORAGE=s3', () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'hr-uploads',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'hr-uploads',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // No key pair: the AWS SDK's own credential chain (environment, instance role).
    expect(
      loadConfig({ STORAGE: 's3', S3_BUCKET: 'hr-uploads', S3_FORCE_PATH_STYLE: 'false' }).storage,
    ).toMatchObject({ credentials: undefined, endpoint: undefined, forcePathStyle: false });
  });

  it('stops with a message naming a bad or missing storage value', () => {
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: required when STORAGE=s3/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'ok-bucket', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'ok-bucket', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'ok-bucket', S3_SECRET_ACCESS_KEY: 'x' })).toThrow(
      /S3_ACCESS_KEY_ID/,
    );
    // A bad value is refused even while local storage leaves it unused: it would fail on the switch.
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket!' })).toThrow(/S3_BUCKET/);
    expect(loadConfig({ S3_BUCKET: 'hr-uploads' }).storage.kind).toBe('local');
  });
});
