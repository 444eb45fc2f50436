import { describe, expect, it } from 'vitest';
import { hindiInOrder, localised, localisedAll } from '../../src/server/content-locale.js';

describe('localised (admin content by locale)', () => {
  const faq = { id: 7, question: 'What is a SIP?', answer: 'A monthly investment.', hi: { question: 'एसआईपी क्या है?' } };

  it('a Hindi reader gets the Hindi value where written and the English one where not', () => {
    expect(localised(faq, 'hi-IN')).toEqual({ id: 7, question: 'एसआईपी क्या है?', answer: 'A monthly investment.' });
  });

  it('an English reader gets the English fields, without hi', () => {
    expect(localised(faq, 'en-IN')).toEqual({ id: 7, question: 'What is a SIP?', answer: 'A monthly investment.' });
  });

  it('an empty or blank Hindi value never empties a field', () => {
    expect(localised({ title: 'Save', hi: { title: '  ' } }, 'hi-IN')).toEqual({ title: 'Save' });
  });

  it('ignores values of another type and fields the record does not have', () => {
    const out = localised({ title: 'Save', count: 3, hi: { count: 'तीन', extra: 'x', title: 5 } }, 'hi-IN');
    expect(out).toEqual({ title: 'Save', count: 3 });
  });

  it('replaces a list of strings only when every entry is filled', () => {
    const topic = { points: ['One', 'Two'], hi: { points: ['एक', 'दो'] } };
    expect(localised(topic, 'hi-IN').points).toEqual(['एक', 'दो']);
    expect(localised({ points: ['One', 'Two'], hi: { points: ['एक', ''] } }, 'hi-IN').points).toEqual(['One', 'Two']);
  });

  it('works over a list', () => {
    expect(localisedAll([faq, { question: 'Q2', hi: null }], 'hi-IN').map((f) => f.question)).toEqual([
      'एसआईपी क्या है?',
      'Q2',
    ]);
  });
});

describe('hindiInOrder (lists answered by position)', () => {
  const question = { options: ['Yes', 'No'], hi: { options: ['हाँ', 'नहीं'] } };

  it('gives a Hindi reader the Hindi list with one entry per English entry', () => {
    expect(hindiInOrder(question, 'options', 2, 'hi-IN')).toEqual(['हाँ', 'नहीं']);
  });

  it('keeps the English (null) for another length, a blank entry, no Hindi or an English reader', () => {
    expect(hindiInOrder(question, 'options', 3, 'hi-IN')).toBeNull();
    expect(hindiInOrder({ hi: { options: ['हाँ', ' '] } }, 'options', 2, 'hi-IN')).toBeNull();
    expect(hindiInOrder({ hi: {} }, 'options', 2, 'hi-IN')).toBeNull();
    expect(hindiInOrder({}, 'options', 2, 'hi-IN')).toBeNull();
    expect(hindiInOrder(question, 'options', 2, 'en-IN')).toBeNull();
  });
});
