import { describe, expect, it } from 'vitest';
import { readList } from './widget-data';

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
