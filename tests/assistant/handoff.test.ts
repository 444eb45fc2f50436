/**
 * Hand-off by scored signals (safety.ts, docs/assistant.md "Hand-off"): phrasings the word lists missed are caught, and
 * ordinary questions that share one of the words are not handed off. The sentences are not those of the held-out set.
 */
import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../src/server/modules/assistant/parse.js';
import { handoffReason } from '../../src/server/modules/assistant/safety.js';

const reason = (q: string) => handoffReason(parseQuestion(q).text);

describe('hand-off: phrasings the word lists missed', () => {
  it.each([
    ['my son is in the ICU after a bike crash and the hospital is asking for 2 lakh deposit', 'medical'],
    ["dad's kidney transplant will cost 9 lakh and we don't have the money", 'medical'],
    ['my wife needs an operation and our insurance rejected the claim, I am so anxious', 'medical'],
    ['mummy ka operation hai, 3 lakh chahiye, paise nahi hai', 'medical'],
    ['पिताजी की सर्जरी है, 4 लाख लगेंगे, बीमा नहीं है', 'medical'],
    ['the instant loan app people are threatening to send my photos to my contacts', 'debt'],
    ['I have missed three EMIs and the bank sent a legal notice, I am terrified', 'debt'],
    ['got fired yesterday and my personal loan EMI of 18,000 is due next week', 'debt'],
    ['naukri chali gayi hai aur credit card ka bill 1 lakh hai', 'debt'],
    ['वसूली वाले रोज़ घर आ रहे हैं, मेरे पास पैसे नहीं हैं', 'debt'],
    ['I want to end it all, the loans are too much', 'distress'],
    ['I am overwhelmed by money problems and cannot sleep at night because of my loans', 'distress'],
    ['given my circumstances, should I put my 10 lakh in mutual funds or pay off the loan?', 'personal_advice'],
    ['tell me exactly where to invest my PF money', 'personal_advice'],
  ])('%s -> %s', (q, expected) => {
    expect(reason(q)).toBe(expected);
  });
});

describe('hand-off: no false hand-off on ordinary questions', () => {
  it.each([
    'Does my health insurance cover hospital bills for my parents?',
    'Is surgery covered under my employer group insurance?',
    'What is the waiting period for a pre-existing illness in a mediclaim policy?',
    'What happens if I miss an EMI by one day?',
    'How do I improve my credit score after a default?',
    'Should I prepay my home loan or invest the money?',
    'EMI for 40 lakh at 8.5% for 20 years',
    'I am 30, I spend 50k a month, how much do I need to retire at 55?',
    'How much term cover do I need if I earn 20 lakh?',
    'What is the 80D deduction for a medical check-up?',
    'I am worried about inflation, how much should I invest in a SIP?',
    'Which loan should I repay first if I have several?',
    'my father is 62, which health insurance plan is good for seniors?',
    'accident insurance kya hota hai?',
    'How do I pay my credit card bill on time every month?',
    'tax on 15 lakh salary for FY 2024-25',
  ])('%s', (q) => {
    expect(reason(q)).toBeNull();
  });
});
