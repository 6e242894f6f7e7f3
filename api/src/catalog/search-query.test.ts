import { SEARCH_MIN_LENGTH } from '@storefront/shared/config';
import { normaliseSearchQuery, parseSearchPageQuery, SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS } from './search-query';

describe('normaliseSearchQuery', () => {
  it('trims and collapses whitespace of every kind', () => {
    expect(normaliseSearchQuery('  samsung \t\n  led  tv ')).toEqual({
      text: 'samsung led tv',
      words: ['samsung', 'led', 'tv'],
    });
  });

  it('keeps each word once, whatever its case, in its first spelling', () => {
    expect(normaliseSearchQuery('Haier haier HAIER fridge Fridge')).toEqual({
      text: 'Haier fridge',
      words: ['Haier', 'fridge'],
    });
  });

  it(`keeps the first ${SEARCH_MAX_WORDS} different words`, () => {
    expect(normaliseSearchQuery('one two two three four five six seven')?.words).toEqual([
      'one',
      'two',
      'three',
      'four',
      'five',
    ]);
  });

  it(`cuts the text at ${SEARCH_MAX_LENGTH} characters, never inside an emoji`, () => {
    const long = normaliseSearchQuery('x'.repeat(5000))!;
    expect(long.text).toHaveLength(SEARCH_MAX_LENGTH);
    expect(long.words).toEqual([long.text]);
    const emoji = normaliseSearchQuery(`${'a'.repeat(SEARCH_MAX_LENGTH - 1)}😀😀`)!;
    expect(Array.from(emoji.text)).toHaveLength(SEARCH_MAX_LENGTH);
    expect(emoji.text.endsWith('😀')).toBe(true);
    // A cut right after a space leaves no empty word behind.
    expect(normaliseSearchQuery(`${'a'.repeat(SEARCH_MAX_LENGTH - 1)} bcd`)!.words).toEqual([
      'a'.repeat(SEARCH_MAX_LENGTH - 1),
    ]);
  });

  it(`is null at ${SEARCH_MIN_LENGTH - 1} characters or fewer, counted after normalising`, () => {
    for (const q of ['', '   ', 'e', 'tv', 'abc', ' abc ', 'e e e e e e e e', 'ab AB ab', 'a\t\tb']) {
      expect([q, normaliseSearchQuery(q)]).toEqual([q, null]);
    }
    expect(normaliseSearchQuery('abcd')).toEqual({ text: 'abcd', words: ['abcd'] });
    expect(normaliseSearchQuery('ab c')).toEqual({ text: 'ab c', words: ['ab'] });
  });

  it('does not match one-letter words, and a query of nothing else finds nothing', () => {
    expect(normaliseSearchQuery('samsung a 52')).toEqual({ text: 'samsung a 52', words: ['samsung', '52'] });
    expect(normaliseSearchQuery('a b c d e')).toBeNull();
    expect(normaliseSearchQuery('😀 😀 x')).toBeNull();
  });

  it('leaves % _ and \\ as they are (the repository escapes them)', () => {
    expect(normaliseSearchQuery('50%_off \\x')).toEqual({ text: '50%_off \\x', words: ['50%_off', '\\x'] });
  });
});

describe('parseSearchPageQuery', () => {
  it('takes a 2- or 3-letter search, which the dropdown would not', () => {
    expect(normaliseSearchQuery('TCL')).toBeNull();
    expect(parseSearchPageQuery({ q: 'TCL' })).toMatchObject({ text: 'TCL', words: ['TCL'] });
    expect(parseSearchPageQuery({ q: ' tv ' })).toMatchObject({ text: 'tv', words: ['tv'] });
  });

  it.each([{}, { q: '' }, { q: 'a' }, { q: ' a ' }, { q: '!!' }, { q: '-- %%' }])('refuses %p', (query) => {
    expect(parseSearchPageQuery(query)).toBeNull();
  });

  it('leaves out words of punctuation alone', () => {
    expect(parseSearchPageQuery({ q: 'samsung - tv' })).toMatchObject({ words: ['samsung', 'tv'] });
  });

  it('sorts by relevance unless another sort is named; reads the filters as a listing does', () => {
    expect(parseSearchPageQuery({ q: 'tv' })?.orderBy).toBe('relevance');
    expect(parseSearchPageQuery({ q: 'tv', orderBy: 'relevance' })?.orderBy).toBe('relevance');
    expect(parseSearchPageQuery({ q: 'tv', orderBy: 'priceAsc' })?.orderBy).toBe('priceAsc');
    expect(parseSearchPageQuery({ q: 'tv', orderBy: 'nonsense' })?.orderBy).toBe('latest');
    expect(parseSearchPageQuery({ q: 'tv' })?.exact).toBe(false);
    expect(parseSearchPageQuery({ q: 'tv', exact: 'true' })?.exact).toBe(true);
    expect(parseSearchPageQuery({ q: 'tv', page: '3', brand: 'tcl,Haier', inStock: 'true' })?.listing).toMatchObject({
      page: 3,
      brands: ['tcl', 'haier'],
      inStock: true,
    });
  });
});
