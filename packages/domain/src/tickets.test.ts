import { describe, expect, it } from 'vitest';
import { ticketChoiceSchema } from './tickets';

describe('a ticket choice reads as the server sends it', () => {
  it.each<[string, unknown, boolean]>([
    ['a deposit per pax', { id: 'k1', name: 'Deposit', color: '#00A76F', typePayment: 2, typePrice: 1, price: 2000 }, true],
    ['a free ticket', { id: 'k2', name: 'Free', color: '#2065D1', typePayment: 1, typePrice: 2, price: 0 }, true],
    ['a ticket without its price', { id: 'k3', name: 'Odd', color: '#000000', typePayment: 1, typePrice: 2 }, false],
  ])('%s', (_, value, accepted) => {
    expect(ticketChoiceSchema.safeParse(value).success).toBe(accepted);
  });
});
