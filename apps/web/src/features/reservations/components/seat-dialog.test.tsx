// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../../lib/http';
import { aBooking, aTable, anArea, heldTable, NOW, TONIGHT } from '../../../testing/fixtures';
import { englishI18n, providers, testQueryClient } from '../../../testing/render';
import { answerNotFound } from '../../../testing/setup';
import { reservationKeys } from '../api/reservations';
import { SeatDialog } from './seat-dialog';

/*
 * The seat chooser (issue 29, point 10): what a host sees when Seat cannot simply seat the party, and
 * what it sends back. Tonight's book and the tables are the answers the server gave; the suggestions
 * and the outlet's profile are asked of fetch, which answers as the server would.
 */
const OUTLET = 'outlet-1';
const T1 = aTable({ id: 't1', name: 'T1', maxPax: 2 });
const T2 = aTable({ id: 't2', name: 'T2', maxPax: 4 });

let language: i18n;
beforeAll(async () => {
  language = await englishI18n();
});
beforeEach(() => {
  configureHttp({ getToken: async () => 'token', onUnauthorized: () => undefined });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      // No suggestion (the picker below is what is tested), and no profile: its defaults hold.
      url.includes('/table-suggestions')
        ? new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } })
        : answerNotFound(),
    ),
  );
});

function chooser(party: ReturnType<typeof aBooking>, tonight: ReturnType<typeof aBooking>[]) {
  const client = testQueryClient();
  client.setQueryData(reservationKeys.day(OUTLET, undefined), { date: TONIGHT, today: TONIGHT, now: NOW, reservations: tonight });
  client.setQueryData(reservationKeys.areas(OUTLET), [anArea([T1, T2])]);
  const onSeat = vi.fn();
  render(<SeatDialog reservation={party} outletId={OUTLET} onSeat={onSeat} onClose={() => undefined} />, {
    wrapper: providers(client, language),
  });
  return { onSeat, dialog: screen.getByRole('dialog') };
}

describe('the seat chooser', () => {
  it('says whose party holds the booked table, offers it no more, and seats the party at the table picked', async () => {
    const mei = aBooking({ id: 'mei', tables: [heldTable(T1)] });
    const ali = aBooking({
      id: 'ali',
      customerFirstName: 'Ali',
      customerLastName: 'Hassan',
      displayStatus: 'SEATED',
      reservationTime: '19:00:00',
      tables: [heldTable(T1)],
    });
    const { onSeat, dialog } = chooser(mei, [mei, ali]);
    expect(within(dialog).getByRole('heading').textContent).toBe('Seat Mei Ling Tan (2)');
    expect((await within(dialog).findByTestId('assigned-taken')).textContent).toMatch(/^Their table T1 is taken \(.*Ali Hassan.*\)\./);
    const t1 = within(dialog).getByTestId('pick-table-T1');
    expect(t1.getAttribute('data-state')).toBe('inUse');
    expect((t1 as HTMLButtonElement).disabled).toBe(true);
    const seat = within(dialog).getByRole('button', { name: 'Seat' }) as HTMLButtonElement;
    expect(seat.disabled).toBe(true);
    fireEvent.click(within(dialog).getByTestId('pick-table-T2'));
    fireEvent.click(seat);
    expect(onSeat).toHaveBeenCalledWith(['t2'], false);
  });

  it('seats a party too big for the table picked only when the host presses Seat anyway', () => {
    const six = aBooking({ id: 'big', numberOfAdults: 6, pax: 6, tables: [] });
    const { onSeat, dialog } = chooser(six, [six]);
    fireEvent.click(within(dialog).getByTestId('pick-table-T2'));
    expect(within(dialog).queryByRole('button', { name: 'Seat' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seat anyway' }));
    expect(onSeat).toHaveBeenCalledWith(['t2'], true);
  });
});
