import { describe, expect, it } from 'vitest';
import { authoredLang } from './authored-lang';

describe('authoredLang', () => {
  it('marks English text in a Hindi page as en-IN', () => {
    expect(authoredLang('Emergency funds: how much is enough?', 'hi-IN')).toBe('en-IN');
  });
  it('leaves Hindi text, Hindi with English terms, and text without letters unmarked', () => {
    expect(authoredLang('आपातकालीन कोष', 'hi-IN')).toBeUndefined();
    expect(authoredLang('SIP से निवेश शुरू करें', 'hi-IN')).toBeUndefined();
    expect(authoredLang('₹1,50,000 / 2026-27', 'hi-IN')).toBeUndefined();
    expect(authoredLang('', 'hi-IN')).toBeUndefined();
    expect(authoredLang(null, 'hi-IN')).toBeUndefined();
  });
  it('marks nothing in an English page', () => {
    expect(authoredLang('Emergency funds', 'en-IN')).toBeUndefined();
    expect(authoredLang('आपातकालीन कोष', 'en-IN')).toBeUndefined();
  });
});
