import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InvalidEnvironmentError, loadConfig, publicConfigOf } from '../src/config/env';

const PRODUCTION = {
  NODE_ENV: 'production',
  RESERVATION_API_URL: 'https://reservations.example.com',
  OMS_API_URL: 'https://oms.example.com',
  ANALYTICS_SOURCE_ID: 'src-1',
  CLASSIC_HOST_URL: 'https://classic.example.com',
  GUIDANCE_CLIENT_TOKEN: 'guide',
  MESSAGING_CHANNEL_URL: 'wss://mqtt.example.com',
  MESSAGING_ENV: 'production-table-management',
  PAYMENT_PUBLISHABLE_KEY: 'pk_live_x',
  NOTIFICATION_SERVICE_KEY: 'notify',
  ENTITLEMENT_SCRIPT: 'script',
  ENTITLEMENT_TOKEN: 'token',
  MERCHANT_PASS_API_URL: 'https://pass.example.com',
  MERCHANT_PASS_CLIENT_ID: 'id',
  MERCHANT_PASS_CLIENT_SECRET: 'secret',
  SESSION_COOKIE_PASSWORD: 'x'.repeat(32),
  BRAND_PASSWORD: 'brand',
  ENCRYPTION_SECRET: 'y'.repeat(32),
  OMS_API_KEY: 'oms',
  MONITORING_LICENSE_KEY: 'mon',
  CACHE_URL: 'https://cache.example.com',
  CACHE_TOKEN: 'cache',
  INTERNAL_EVENT_SECRET: 'event',
  PAYMENT_WEBHOOK_SECRET: 'whsec_'.padEnd(32, 'w'),
  PUBLIC_URL: 'https://host.example.com',
};

function fieldErrorsOf(env: NodeJS.ProcessEnv) {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) return error.fieldErrors;
    throw error;
  }
  return undefined;
}

describe('configuration', () => {
  it('runs bare in development, with our own defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST_DATA_DIR: './data', INTERNAL_EMAIL_DOMAIN: 'host.internal', MESSAGING_ENV: 'staging' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('requires every required setting in production', () => {
    const errors = fieldErrorsOf({ NODE_ENV: 'production' })!;
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining([
        'RESERVATION_API_URL',
        'CLASSIC_HOST_URL',
        'MESSAGING_ENV',
        'SESSION_COOKIE_PASSWORD',
        'ENTITLEMENT_TOKEN',
        'PAYMENT_WEBHOOK_SECRET',
        'PUBLIC_URL',
      ]),
    );
    expect(fieldErrorsOf(PRODUCTION)).toBeUndefined();
  });

  it('refuses bad values: a URL that is not one, an unknown messaging environment, a short secret', () => {
    const errors = fieldErrorsOf({ ...PRODUCTION, OMS_API_URL: 'oms', MESSAGING_ENV: 'prod', SESSION_COOKIE_PASSWORD: 'short' })!;
    expect(Object.keys(errors).sort()).toEqual(['MESSAGING_ENV', 'OMS_API_URL', 'SESSION_COOKIE_PASSWORD']);
  });

  it('refuses HOST_NOW in production', () => {
    expect(fieldErrorsOf({ ...PRODUCTION, HOST_NOW: '2026-03-31T19:30:00+08:00' })).toHaveProperty('HOST_NOW');
    expect(loadConfig({ HOST_NOW: '2026-03-31T19:30:00+08:00' }).HOST_NOW).toBe('2026-03-31T19:30:00+08:00');
  });

  it('skips the check with SKIP_ENV_VALIDATION', () => {
    expect(fieldErrorsOf({ NODE_ENV: 'production', SKIP_ENV_VALIDATION: 'true' })).toBeUndefined();
  });

  it('tells the browser no secret', () => {
    const exposed = JSON.stringify(publicConfigOf(loadConfig(PRODUCTION)));
    for (const secret of ['secret', 'x'.repeat(32), 'y'.repeat(32), 'oms', 'cache', 'event', 'brand', 'whsec_'.padEnd(32, 'w')])
      expect(exposed).not.toContain(`"${secret}"`);
  });

  it('aborts start-up with "Invalid environment variables" and a non-zero exit', () => {
    const server = path.resolve(import.meta.dirname, '..');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: server,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', CLASSIC_HOST_URL: 'not a url' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    const output = result.stdout + result.stderr;
    expect(output).toContain('Invalid environment variables');
    expect(output).toContain('CLASSIC_HOST_URL');
  });
});
