/** The public job page's pieces that need no database: escaping and the summary a link preview shows (decision 0041). */
import { describe, expect, it } from 'vitest';
import { escapeHtml, renderPage, scriptJson, summaryOf } from '../src/modules/web/job-page.ts';

describe('the public job page’s text', () => {
  it('writes JSON that no script element can end, still the same JSON', () => {
    const value = { title: '</script><!-- -->&\u2028\u2029' };
    const written = scriptJson(value);
    expect(written).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(written)).toEqual(value);
  });

  it('escapes text for elements and quoted attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('cuts a long description at a word, within 200 characters, and leaves a short one whole', () => {
    const long = `${'Keep the warehouse moving, '.repeat(12)}end.`;
    const summary = summaryOf(long);
    expect(summary.length).toBeLessThanOrEqual(200);
    expect(summary).toMatch(/…$/);
    // Whole words only: what comes before the ellipsis ends where a word of the description ends.
    expect(long.startsWith(summary.slice(0, -1))).toBe(true);
    expect(long[summary.length - 1]).toBe(' ');
    expect(summaryOf(' Short \n text. ')).toBe('Short text.');
  });

  it('writes the language, title and description into the app’s page, a $& in them staying text', () => {
    const template = '<!doctype html><html lang="en" dir="ltr"><head><meta name="description" content="Masar" /><title>Masar</title></head><body></body></html>';
    const html = renderPage(template, { locale: 'ar', title: 'A $& B', description: '$1 "x"', head: '<meta property="og:title" content="$&">' });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>A $&amp; B</title>');
    expect(html).toContain('<meta name="description" content="$1 &quot;x&quot;" />');
    expect(html).toContain('<meta property="og:title" content="$&">\n  </head>');
    expect(renderPage(template, { locale: 'en' })).toBe(template);
  });
});
