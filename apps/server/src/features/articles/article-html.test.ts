import { describe, expect, it } from 'vitest';

import { articleHtmlText, sanitizeArticleHtml } from './article-html.ts';

const FILE = '/api/files/0190f0a4-1b2c-7d3e-8f40-123456789abc';

describe('sanitizeArticleHtml', () => {
  it('keeps the editor’s formatting', () => {
    const html =
      '<h2>Başlık</h2><h3>Alt</h3><h4>Küçük</h4><p><strong>kalın</strong> <em>italik</em> <u>altı</u> <s>üstü</s> <code>kod</code><br></p>' +
      '<ul><li>bir</li></ul><ol start="3"><li>üç</li></ol><blockquote><p>alıntı</p></blockquote><pre><code>x</code></pre><hr>';
    expect(sanitizeArticleHtml(html)).toBe(
      html.replace('<br>', '<br />').replace('<hr>', '<hr />'),
    );
  });
  it('maps the editor’s other spellings onto the kept ones', () => {
    expect(
      sanitizeArticleHtml('<h1>a</h1><h6>b</h6><b>c</b><i>d</i><strike>e</strike><del>f</del>'),
    ).toBe('<h2>a</h2><h4>b</h4><strong>c</strong><em>d</em><s>e</s><s>f</s>');
  });
  it('keeps http, https and mailto links with our rel, and nothing else of a link', () => {
    expect(
      sanitizeArticleHtml(
        '<a href="https://patili.app/a?b=1" target="_blank" rel="opener" onclick="x()">a</a>',
      ),
    ).toBe('<a href="https://patili.app/a?b=1" rel="noopener noreferrer nofollow">a</a>');
    expect(sanitizeArticleHtml('<a href="mailto:destek@patili.app">m</a>')).toBe(
      '<a href="mailto:destek@patili.app" rel="noopener noreferrer nofollow">m</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example/x',
    ]) {
      expect(sanitizeArticleHtml(`<a href="${href}">x</a>`), href).toBe(
        '<a rel="noopener noreferrer nofollow">x</a>',
      );
    }
  });
  it('keeps only images from our own files', () => {
    expect(
      sanitizeArticleHtml(`<p><img src="${FILE}" alt="kedi" onerror="x()" width="9"></p>`),
    ).toBe(`<p><img src="${FILE}" alt="kedi" /></p>`);
    expect(sanitizeArticleHtml(`<img src="${FILE}/thumbnail">`)).toBe(
      `<img src="${FILE}/thumbnail" />`,
    );
    for (const src of [
      'x',
      'https://evil.example/a.png',
      `https://evil.example${FILE}`,
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      `${FILE}?x=1`,
    ]) {
      expect(sanitizeArticleHtml(`<p>a<img src="${src}">b</p>`), src).toBe('<p>ab</p>');
    }
  });
  it('drops scripts, styles, frames, handlers and unknown tags, keeping harmless text', () => {
    expect(sanitizeArticleHtml('<script>window.__xss = 1; alert(1)</script><p>metin</p>')).toBe(
      '<p>metin</p>',
    );
    expect(sanitizeArticleHtml('<svg onload="alert(3)"></svg>')).toBe('');
    expect(sanitizeArticleHtml('"><iframe src="javascript:alert(4)"></iframe>')).toBe('"&gt;');
    expect(sanitizeArticleHtml('<details open ontoggle="alert(7)">x</details>')).toBe('x');
    expect(sanitizeArticleHtml('<body onload="alert(8)">')).toBe('');
    expect(
      sanitizeArticleHtml(
        '<math><mtext><table><mglyph><style><img src=x onerror="alert(10)"></style></mglyph></table></mtext></math>',
      ),
    ).toBe('');
    expect(
      sanitizeArticleHtml(
        '<p style="color:red" class="x" id="y" data-x="1">a</p><div>b</div><span>c</span>',
      ),
    ).toBe('<p>a</p>bc');
    expect(sanitizeArticleHtml('<p>\'; alert(6); // {{constructor.constructor("x")()}}</p>')).toBe(
      '<p>\'; alert(6); // {{constructor.constructor("x")()}}</p>',
    );
  });
});

describe('articleHtmlText', () => {
  it('reads the text with blocks apart and entities decoded', () => {
    expect(
      articleHtmlText('<h2>Başlık</h2><p>Bir &amp; iki<br>üç</p><ul><li>a</li><li>b</li></ul>'),
    ).toBe('Başlık Bir & iki üç a b');
  });
});
