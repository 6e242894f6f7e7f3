import { sanitizeDescription } from './sanitize-description';

describe('sanitizeDescription', () => {
  it('keeps formatting, lists and tables', () => {
    const html =
      '<h3>Specs</h3><p><strong>Fast</strong> and <em>quiet</em></p><ul><li>One</li></ul>' +
      '<table><tbody><tr><th scope="row">Brand</th><td>Haier</td></tr></tbody></table>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and iframes', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p>' +
      '<img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe><style>p{}</style>';
    const clean = sanitizeDescription(dirty);
    expect(clean).toBe('<p>Hi</p>');
    expect(clean).not.toMatch(/script|onclick|onerror|iframe|style/i);
  });

  it('drops javascript: links and protects links that open a new tab', () => {
    expect(sanitizeDescription('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeDescription('<a href="https://example.pk" target="_blank">x</a>')).toBe(
      '<a href="https://example.pk" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('escapes stray text so it cannot become markup', () => {
    expect(sanitizeDescription('5 < 6 & "quotes"')).toBe('5 &lt; 6 &amp; "quotes"');
  });
});
