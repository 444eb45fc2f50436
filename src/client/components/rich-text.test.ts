import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { richText } from './rich-text';

const html = (nodes: ReturnType<typeof richText>) => renderToStaticMarkup(createElement('p', null, ...nodes));

describe('richText', () => {
  it('renders each marked part through its function and keeps the text around it', () => {
    const nodes = richText('Agree to the <terms>Terms</terms> and the <privacy>Policy</privacy>.', {
      terms: (text) => createElement('a', { href: '/t' }, text),
      privacy: (text) => createElement('b', null, text),
    });
    expect(html(nodes)).toBe('<p>Agree to the <a href="/t">Terms</a> and the <b>Policy</b>.</p>');
  });

  it('renders a part without a function, and a sentence without parts, as plain text', () => {
    expect(html(richText('A <x>b</x> c', {}))).toBe('<p>A b c</p>');
    expect(richText('Plain', {})).toEqual(['Plain']);
  });
});
