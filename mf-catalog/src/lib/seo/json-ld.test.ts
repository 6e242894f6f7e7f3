import { serializeJsonLd } from './json-ld';

test('a "</script>" in the data cannot end the script element, and parses back unchanged', () => {
  const data = { name: 'TV </script><script>alert(1)</script> <!-- & more' };
  const text = serializeJsonLd(data);
  expect(text).not.toMatch(/[<>&]/);
  expect(text).toContain('\\u003c/script\\u003e');
  expect(text).toContain('\\u0026');
  expect(JSON.parse(text)).toEqual(data);
});

test('U+2028 and U+2029 are escaped too', () => {
  const text = serializeJsonLd({ s: 'a\u2028b\u2029c' });
  expect(text).toBe('{"s":"a\\u2028b\\u2029c"}');
  expect(JSON.parse(text)).toEqual({ s: 'a\u2028b\u2029c' });
});

test('undefined serialises as null rather than nothing', () => {
  expect(serializeJsonLd(undefined)).toBe('null');
});
