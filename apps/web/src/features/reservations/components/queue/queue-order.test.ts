import { describe, expect, it } from 'vitest';
import { dropEdgeOf, moveForDrop, movesOf, withPartyMoved } from './queue-order';

const queue = ['a', 'b', 'c', 'd'].map((id, i) => ({ id, position: i + 1 }));
const order = (entries: { id: string; position: number }[]) => entries.map((e) => `${e.position}${e.id}`).join(' ');

describe('moving a party in the door queue', () => {
  it.each([
    { index: 0, up: null, down: { afterId: 'b' } },
    { index: 1, up: { afterId: null }, down: { afterId: 'c' } },
    { index: 2, up: { afterId: 'a' }, down: { afterId: 'd' } },
    { index: 3, up: { afterId: 'b' }, down: null },
  ])('one place up or down from place $index', ({ index, up, down }) => {
    expect(movesOf(queue, index)).toEqual({ up, down });
  });

  it.each([
    { moving: 'd', target: 'a', move: { afterId: null }, edge: 'top', after: '1d 2a 3b 4c' },
    { moving: 'd', target: 'b', move: { afterId: 'a' }, edge: 'top', after: '1a 2d 3b 4c' },
    { moving: 'c', target: 'b', move: { afterId: 'a' }, edge: 'top', after: '1a 2c 3b 4d' },
    { moving: 'a', target: 'b', move: { afterId: 'b' }, edge: 'bottom', after: '1b 2a 3c 4d' },
    { moving: 'a', target: 'd', move: { afterId: 'd' }, edge: 'bottom', after: '1b 2c 3d 4a' },
    { moving: 'b', target: 'c', move: { afterId: 'c' }, edge: 'bottom', after: '1a 2c 3b 4d' },
  ])('dropped on $target, $moving takes its place', ({ moving, target, move, edge, after }) => {
    expect(moveForDrop(queue, moving, target)).toEqual(move);
    expect(dropEdgeOf(queue, moving, target)).toBe(edge);
    expect(order(withPartyMoved(queue, moving, move))).toBe(after);
  });

  it('dropped on its own row, or on a party no longer there, it goes nowhere', () => {
    expect(moveForDrop(queue, 'b', 'b')).toBeNull();
    expect(dropEdgeOf(queue, 'b', 'b')).toBeNull();
    expect(moveForDrop(queue, 'b', 'gone')).toBeNull();
  });

  it('keeps the queue as it was when the party or the one it goes after has left meanwhile', () => {
    expect(order(withPartyMoved(queue, 'gone', { afterId: 'a' }))).toBe('1a 2b 3c 4d');
    expect(order(withPartyMoved(queue, 'b', { afterId: 'gone' }))).toBe('1a 2b 3c 4d');
  });
});
