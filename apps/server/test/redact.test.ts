import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { maskDeep, maskedError, maskPersonalData, personalDataSafeLogging } from '../src/lib/redact';

describe('maskPersonalData', () => {
  it.each([
    ['Invalid phone number: +6591234567', 'Invalid phone number: +65****4567'],
    ['Invalid email: a@b.com', 'Invalid email: a***@b.com'],
    ['Invalid email: Jane.Tan+host@Example.co.uk', 'Invalid email: J***@Example.co.uk'],
    ['+65 9123 4567', '+65****4567'],
    ['+852 9123-4567', '+85****4567'],
    ['91234567', '****4567'],
    ['9123 4567', '****4567'],
    ['012-345 6789', '****6789'],
    ['0912 345 678', '****5678'],
    ['Invalid email: mei@@example', 'Invalid email: ***'],
    ['{"message":"Invalid name: Tan 123!","level":40}', '{"message":"Invalid name: ***","level":40}'],
    ['Invalid phone number: 91-23', 'Invalid phone number: ***'],
    ['9123.4567', '****4567'],
    ['call 0912.345.678 after six', 'call ****5678 after six'],
    [
      'Key (brand_id, phone)=(123e4567-e89b-12d3-a456-426614174000, +6591234567) already exists.',
      'Key (brand_id, phone)=(123e4567-e89b-12d3-a456-426614174000, +65****4567) already exists.',
    ],
    [
      'params: 55304961-1234-4abc-8def-123456789012,Jane,91234567,jane@example.com,2026-03-31,19:30:00',
      'params: 55304961-1234-4abc-8def-123456789012,Jane,****4567,j***@example.com,2026-03-31,19:30:00',
    ],
  ])('masks %s', (text, masked) => {
    expect(maskPersonalData(text)).toBe(masked);
  });

  it.each([
    '2026-03-31T19:30:00.000+08:00',
    'a table for 4 at 2026-03-31 19:30:00, 90 minutes',
    'reservation 9f0c2a31-55304961-1234 version 12',
    '{"level":30,"time":1774956600000,"pid":4242,"responseTime":12.3456789}',
    'GET /api/v1/outlets/123e4567-e89b-12d3-a456-426614174000/reservations?date=2026-03-31',
    '{"responseTime":1234.5678901,"amount":125.50,"date":"2026.03.31"}',
  ])('leaves ids, dates, times and numbers alone: %s', (text) => {
    expect(maskPersonalData(text)).toBe(text);
  });

  it('is idempotent, so masking twice on the way to the log changes nothing more', () => {
    const once = maskPersonalData('+6591234567 a@b.com 91234567');
    expect(maskPersonalData(once)).toBe(once);
  });
});

describe('maskedError', () => {
  it("masks an error's message, stack, causes and own fields such as a pg error's detail", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "customers_brand_phone_unique"'), {
      code: '23505',
      detail: 'Key (brand_id, phone)=(x, +6591234567) already exists.',
    });
    const error = Object.assign(new Error('Failed query: insert into customers\nparams: x,Jane,+6591234567,jane@example.com', { cause }), {
      params: ['x', 'Jane', '+6591234567', 'jane@example.com'],
    });
    const logged = JSON.stringify(maskedError(error));
    expect(logged).not.toContain('91234567');
    expect(logged).not.toContain('jane@example.com');
    expect(logged).toContain('+65****4567');
    expect(logged).toContain('j***@example.com');
    expect(logged).toContain('customers_brand_phone_unique');
  });
});

describe('the logger settings', () => {
  it('mask personal fields, the URL and every line, and remove credentials', () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'info', ...personalDataSafeLogging },
      new Writable({ write: (chunk, _encoding, done) => done(void lines.push(chunk.toString())) }),
    );
    log.info(
      {
        req: {
          method: 'GET',
          url: '/api/v1/brands/b/customers?phone=%2B6591234567',
          headers: { authorization: 'Bearer secret-token', cookie: 'host_session=s' },
        },
      },
      'incoming request',
    );
    log.info({ body: { customerPhone: '+6591234567', email: 'guest@example.com', userEmail: 'owner@example.com' } }, 'a body');
    log.warn('a message naming +6591234567 and guest@example.com');
    log.error({ err: Object.assign(new Error('boom'), { detail: '(+6591234567)' }) }, 'failed');
    const output = lines.join('');
    expect(lines).toHaveLength(4);
    for (const clear of ['91234567', 'guest@example.com', 'owner@example.com', 'secret-token', 'host_session=s'])
      expect(output).not.toContain(clear);
    expect(output).toContain('phone=***');
  });

  it("keep a pay link's token out, but for its first 6 characters", () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'info', ...personalDataSafeLogging },
      new Writable({ write: (chunk, _encoding, done) => done(void lines.push(chunk.toString())) }),
    );
    const token = 'a1b2c3'.padEnd(64, 'f');
    log.info({ req: { method: 'POST', url: `/api/pay/${token}/challenges/ch_1` } }, 'incoming request');
    log.info({ req: { method: 'GET', url: `/en_SG/pay/${token}` } }, 'incoming request');
    expect(lines.join('')).not.toContain(token);
    expect(JSON.parse(lines[0]!).req.url).toBe('/api/pay/a1b2c3…/challenges/ch_1');
    expect(JSON.parse(lines[1]!).req.url).toBe('/en_SG/pay/a1b2c3…');
  });

  it('decode a phone in the query even when another part of it is a malformed escape', () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'info', ...personalDataSafeLogging },
      new Writable({ write: (chunk, _encoding, done) => done(void lines.push(chunk.toString())) }),
    );
    log.info({ req: { method: 'GET', url: '/api/v1/brands/b/customers?x=%zz&q=%2B6591234567' } }, 'incoming request');
    expect(lines.join('')).not.toContain('91234567');
  });

  it('hide a name a host searched for, whatever its script, and keep the rest of the query', () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'info', ...personalDataSafeLogging },
      new Writable({ write: (chunk, _encoding, done) => done(void lines.push(chunk.toString())) }),
    );
    log.warn(
      { req: { method: 'GET', url: `/api/v1/brands/b/customers?sort=name&q=${encodeURIComponent('Nur Aisyah')}&limit=50` } },
      'slow request',
    );
    log.warn({ req: { method: 'GET', url: `/api/v1/brands/b/customers/lookup?q=${encodeURIComponent('陈美玲')}` } }, 'slow request');
    const output = lines.join('');
    for (const clear of ['Nur', 'Aisyah', '陈美玲', '%E9%99%88']) expect(output).not.toContain(clear);
    expect(output).toContain('customers?sort=name&q=***&limit=50');
  });

  it('hide a sign-in token handed over in the address', () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'info', ...personalDataSafeLogging },
      new Writable({ write: (chunk, _encoding, done) => done(void lines.push(chunk.toString())) }),
    );
    log.info({ req: { method: 'GET', url: '/zh_HK/login-from-v3?token=eyJhbGciOi.secret-part' } }, 'request completed');
    expect(lines.join('')).not.toContain('secret-part');
    expect(lines.join('')).toContain('login-from-v3?token=***');
  });
});

describe('maskDeep', () => {
  it("hides a guest's allergies and diets whole (health data, issue 32), and masks the phone beside them", () => {
    expect(
      maskDeep({
        changes: { dietary: { from: [], to: ['shellfish'] }, dietaryNotes: 'Carries an EpiPen', phone: '+6591234567', city: 'Ipoh' },
      }),
    ).toEqual({ changes: { dietary: '[health data]', dietaryNotes: '[health data]', phone: '+65****4567', city: 'Ipoh' } });
  });
});
