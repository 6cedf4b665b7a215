// @vitest-environment happy-dom
import type { DisplayStatus } from '@host/domain/reservations/display-status';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOfflineData } from '../../../lib/offline-data';
import { aBooking } from '../../../testing/fixtures';
import { englishI18n, providers, testQueryClient } from '../../../testing/render';
import { ReservationRow, type RowHandlers } from './reservation-row';

/*
 * A row of the book (issue 29, point 10): the one-tap action each status offers tonight (docs/rules.md
 * section 4, docs/ui.md), and what its menu holds. The row's actions are the server's answer, made
 * here by the domain as the server makes them.
 */
let language: i18n;
beforeAll(async () => {
  language = await englishI18n();
});
// The session and the outlet's own status colours are not seeded (every call is answered 404: testing/setup.ts): the row
// draws with the defaults.
beforeEach(() => clearOfflineData());

function drawRow(booking: ReturnType<typeof aBooking>) {
  const handlers: RowHandlers = { onAction: vi.fn(), onStatus: vi.fn(), onEdit: vi.fn(), onHold: vi.fn() };
  render(
    <ul>
      <ReservationRow reservation={booking} changed={false} handlers={handlers} />
    </ul>,
    { wrapper: providers(testQueryClient(), language) },
  );
  return { handlers, row: screen.getByTestId('reservation-row') };
}

describe("a row's one-tap action", () => {
  it.each<[DisplayStatus, string | null]>([
    ['PENDING', null],
    ['BOOKED', 'Seat'],
    ['CONFIRMED', 'Seat'],
    ['LATE', 'Seat'],
    ['SEATED', 'Depart'],
    ['BILL', 'Depart'],
    ['OVERSTAYED', 'Depart'],
    ['COMPLETED', null],
    ['CANCELLED', null],
    ['NO_SHOW', null],
  ])('tonight, a %s party: %s', (displayStatus, label) => {
    const booking = aBooking({ id: 'mei', displayStatus });
    const { row, handlers } = drawRow(booking);
    const buttons = within(row)
      .queryAllByRole('button')
      .filter((b) => !b.getAttribute('aria-haspopup'));
    expect(buttons.map((b) => b.textContent)).toEqual(label ? [label] : []);
    if (!label) return;
    fireEvent.click(buttons[0]!);
    expect(handlers.onAction).toHaveBeenCalledWith(booking, label === 'Seat' ? 'SEAT' : 'DEPART');
  });

  it('a booking of another day is confirmed, not seated, from its row', () => {
    const { row } = drawRow(aBooking({ id: 'mei', timeState: 'FUTURE' }));
    expect(within(row).getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Seat' })).toBeNull();
  });
});

describe("a row's menu", () => {
  it('holds Edit first and Cancel booking last, and each calls its handler', async () => {
    const booking = aBooking({ id: 'mei' });
    const { row, handlers } = drawRow(booking);
    fireEvent.click(within(row).getByRole('button', { name: 'More actions for Mei Ling Tan' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items[0]).toBe('Edit');
    expect(items.at(-1)).toBe('Cancel booking');
    expect(items).toContain('Confirm');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(handlers.onEdit).toHaveBeenCalledWith(booking);
  });

  it("holds a late party's table 5, 10 or 15 minutes longer, and the row then says until when", async () => {
    const late = aBooking({ id: 'mei', displayStatus: 'LATE', reservationTime: '19:45:00', dateTime: '2026-03-31T11:45:00.000Z' });
    const { row, handlers } = drawRow(late);
    fireEvent.click(within(row).getByRole('button', { name: 'More actions for Mei Ling Tan' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items.slice(0, 4)).toEqual(['Edit', 'Hold 5 min longer', 'Hold 10 min longer', 'Hold 15 min longer']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Hold 10 min longer' }));
    expect(handlers.onHold).toHaveBeenCalledWith(late, 10);
  });

  it('a party held longer waits as booked, with the time it is held until', () => {
    const held = aBooking({
      id: 'mei',
      displayStatus: 'BOOKED',
      reservationTime: '19:45:00',
      dateTime: '2026-03-31T11:45:00.000Z',
      graceExtendedUntil: '2026-03-31T12:10:00.000Z',
    });
    const { row } = drawRow(held);
    expect(within(row).getByTestId('held-until').textContent).toBe('Held until 20:10');
  });
});
