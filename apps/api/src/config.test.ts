import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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

  it('captures email unless SMTP_URL is set, and builds links from PUBLIC_URL or the port', () => {
    const local = loadConfig({ PORT: '4100' });
    expect(local.smtpUrl).toBeUndefined();
    expect(local.mailFrom).toBe('HireOnboard <no-reply@localhost>');
    expect(local.publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ SMTP_URL: '' }).smtpUrl).toBeUndefined();
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
