import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps basic formatting, lists, quotes and headings', () => {
    const html =
      '<h2>The show</h2><p>Oil on <strong>linen</strong>, <em>2024</em>.<br>Signed.</p>' +
      '<ul><li>One</li><li>Two</li></ul><blockquote>Light</blockquote><hr>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>The show</h2><p>Oil on <strong>linen</strong>, <em>2024</em>.<br />Signed.</p>' +
        '<ul><li>One</li><li>Two</li></ul><blockquote>Light</blockquote><hr />',
    );
  });

  it('keeps a number isolated in its own direction inside Arabic text, without attributes', () => {
    expect(sanitizeRichText('<p>اتصل بنا على <bdi onclick="x()" style="color:red">+968 2469 1234</bdi></p>')).toBe(
      '<p>اتصل بنا على <bdi>+968 2469 1234</bdi></p>',
    );
  });

  it('never lets a <script> or its content survive, however it is written', () => {
    for (const dirty of [
      '<p>Hello</p><script>alert(1)</script>',
      '<p>Hello<SCRIPT src="https://evil.example/x.js"></SCRIPT></p>',
      '<p>Hello</p><scr<script>ipt>alert(1)</script>',
      '<p>Hello</p><svg><script>alert(1)</script></svg>',
      '<p>Hello</p><iframe src="javascript:alert(1)"></iframe>',
      '<p>Hello</p><style>body{display:none}</style>',
    ]) {
      const clean = sanitizeRichText(dirty);
      expect(clean, dirty).not.toMatch(/<\s*script/i);
      expect(clean, dirty).not.toMatch(/alert\(1\)<\/script|<iframe|<style|<svg/i);
      expect(clean, dirty).toContain('Hello');
    }
    expect(sanitizeRichText('<p>Hello</p><script>alert(1)</script>')).toBe('<p>Hello</p>');
  });

  it('strips every on* event handler attribute and inline styles', () => {
    const clean = sanitizeRichText(
      '<p onclick="x()" style="color:red">A</p><img src="/media/abc_D-9-640.webp" onerror="alert(1)" alt="Dune">' +
        '<a href="/arts/x" onmouseover="x()">B</a><strong ONLOAD="y()">C</strong>',
    );
    expect(clean).not.toMatch(/\bon[a-z]+\s*=/i);
    expect(clean).not.toContain('style=');
    expect(clean).toBe(
      '<p>A</p><img src="/media/abc_D-9-640.webp" alt="Dune" /><a href="/arts/x">B</a><strong>C</strong>',
    );
  });

  it('keeps links with safe protocols and relative links, and drops javascript:, data: and protocol-relative ones', () => {
    expect(sanitizeRichText('<a href="https://baitalfann.om/a">x</a>')).toBe('<a href="https://baitalfann.om/a">x</a>');
    expect(sanitizeRichText('<a href="mailto:hello@baitalfann.om">x</a>')).toBe(
      '<a href="mailto:hello@baitalfann.om">x</a>',
    );
    expect(sanitizeRichText('<a href="/exhibitions/light">x</a>')).toBe('<a href="/exhibitions/light">x</a>');
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      '//evil.example/x',
    ]) {
      const clean = sanitizeRichText(`<a href="${href}">x</a>`);
      expect(clean, href).toBe('<a>x</a>');
    }
  });

  it('opens new tabs safely and drops other targets', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://x.example" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" rel="opener">x</a>',
    );
  });

  it('keeps images only from the gallery media', () => {
    expect(sanitizeRichText('<p>a<img src="https://evil.example/p.png">b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA">')).toBe('');
    expect(sanitizeRichText('<img src="/media/../private/x.pdf">')).toBe('');
    expect(sanitizeRichText('<img src="/media/k3y-960.webp" srcset="https://evil.example/a.png 1x">')).toBe(
      '<img src="/media/k3y-960.webp" />',
    );
  });

  it('turns h1 into h2 and keeps text of unknown tags without the tags', () => {
    expect(sanitizeRichText('<h1>Title</h1><div><span class="x">Text</span></div>')).toBe('<h2>Title</h2>Text');
  });

  it('is idempotent', () => {
    const once = sanitizeRichText(
      '<p onclick="x">A &amp; B <a href="https://x.example" target="_blank">l</a></p><script>1</script>',
    );
    expect(sanitizeRichText(once)).toBe(once);
  });
});
