import { CSV_WORDS } from '@host/domain/payments/transaction-report';
import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/transactions.json';

describe("the CSV export's words", () => {
  it('are the transactions page’s English words for every type, status and source', () => {
    expect(CSV_WORDS.type).toEqual(en.type);
    expect(CSV_WORDS.source).toEqual(en.source);
    expect(CSV_WORDS.status).toEqual(en.status);
  });
});
