// @vitest-environment happy-dom
import { DndContext } from '@dnd-kit/core';
import type { QueuedEntry } from '@host/domain/waitlist/queue';
import { render, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { englishI18n, providers, testQueryClient } from '../../../../testing/render';
import { QueueRow } from './queue-row';

/*
 * A party at the door told its table is ready (docs/rules.md section 10): not there after the outlet's
 * answer time it is marked as not answering, unless it said from its link that it is on its way.
 */
let language: i18n;
beforeAll(async () => {
  language = await englishI18n();
});

const NOW = new Date('2026-03-31T11:45:00Z');
const party = (over: Partial<QueuedEntry>): QueuedEntry => ({
  id: 'ang',
  outletId: 'o1',
  status: 'notified',
  customerFirstName: 'Ang',
  customerLastName: '',
  customerPhone: '+6591234567',
  customerEmail: null,
  numberOfAdults: 2,
  numberOfChildren: 0,
  notes: null,
  areaId: null,
  language: null,
  joinedAt: '2026-03-31T11:10:00Z',
  notifiedAt: '2026-03-31T11:30:00Z',
  seatedAt: null,
  removedAt: null,
  onMyWayAt: null,
  quotedMinutes: 20,
  actualMinutes: null,
  reservationId: null,
  version: 3,
  position: 1,
  estimatedMinutes: 0,
  ...over,
});

function drawRow(entry: QueuedEntry, answerMinutes: number) {
  const actions = { onSeat: vi.fn(), onMove: vi.fn(), onRemove: vi.fn(), onNotify: vi.fn(), onEdit: vi.fn() };
  render(
    <DndContext>
      <QueueRow
        party={entry}
        moves={{ up: null, down: null }}
        now={NOW}
        answerMinutes={answerMinutes}
        timeZone="Asia/Singapore"
        channel="sms"
        disabled={false}
        actions={actions}
        dropEdge={null}
      />
    </DndContext>,
    { wrapper: providers(testQueryClient(), language) },
  );
  return screen.getByTestId('queue-row');
}

describe('a party told its table is ready', () => {
  it("is marked as not answering once the outlet's answer time has passed", () => {
    const row = drawRow(party({}), 10);
    expect(row.textContent).toContain('No answer for 15 min');
  });

  it("is only told while within the outlet's answer time (20 minutes here, not the default 10)", () => {
    const row = drawRow(party({}), 20);
    expect(row.textContent).toContain('Told 15 min ago');
    expect(row.textContent).not.toContain('No answer');
  });

  it('on its way (said from its link) shows when, and is never marked as not answering', () => {
    const row = drawRow(party({ onMyWayAt: '2026-03-31T11:42:00Z' }), 10);
    expect(screen.getByTestId('queue-on-the-way').textContent).toBe('On the way · 19:42');
    expect(row.textContent).toContain('Told 15 min ago');
    expect(row.textContent).not.toContain('No answer');
  });

  it('has a handle to drag it by, named for the party and its place', () => {
    drawRow(party({ position: 3 }), 10);
    expect(screen.getByRole('button', { name: 'Drag Ang (place 3)' })).toBeTruthy();
  });
});
