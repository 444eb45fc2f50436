import { describe, expect, it } from 'vitest';
import { withFormatLocale } from '../../src/shared/format';
import { readList, shortDate } from './widget-data';

describe('readList', () => {
  const any = () => true;

  it("gives the catalogue's sentence for the resolver's empty_message_key (the reader's language)", () => {
    const data = {
      items: [],
      empty_message: 'Server text',
      empty_message_key: 'widgets.serverEmpty.myTasks',
    };
    expect(readList(data, any).emptyMessage).toBe('No open tasks. Well done!');
  });

  it("falls back to the server's empty_message for a key this bundle does not know, and to null without one", () => {
    expect(
      readList({ items: [], empty_message: 'Newer text', empty_message_key: 'widgets.serverEmpty.nope' }, any),
    ).toEqual({ items: [], emptyMessage: 'Newer text' });
    expect(readList({ items: [{ a: 1 }] }, any)).toEqual({ items: [{ a: 1 }], emptyMessage: null });
    expect(readList('not a record', any)).toEqual({ items: [], emptyMessage: null });
  });
});

describe('shortDate', () => {
  it("writes the day in India time and the reader's locale; a missing or bad date is null", () => {
    expect(shortDate('2026-03-12')).toBe('12 Mar 2026');
    expect(shortDate('2026-03-11T20:00:00Z')).toBe('12 Mar 2026');
    withFormatLocale('hi-IN', () => expect(shortDate('2026-03-12')).toBe('12 मार्च 2026'));
    expect(shortDate('')).toBeNull();
    expect(shortDate('not a date')).toBeNull();
    expect(shortDate(42)).toBeNull();
  });
});
