import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps ordinary markup', () => {
    expect(sanitizeHtml('<ul><li><strong>1.5</strong> ton</li></ul>')).toBe(
      '<ul><li><strong>1.5</strong> ton</li></ul>',
    );
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)"></p>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(out).toContain('Hi');
  });

  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
