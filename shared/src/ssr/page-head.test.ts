import { i18n, instanceFor } from '@storefront/shared/i18n';
import { documentTitle, SITE_NAME } from '@storefront/shared/ssr';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('documentTitle', () => {
  it('puts the shop after the page, and names the shop alone for a page without a name', () => {
    expect(documentTitle('Samsung LED TV')).toBe('Samsung LED TV | Storefront');
    expect(documentTitle(null)).toBe(SITE_NAME);
    expect(documentTitle('')).toBe('Storefront');
  });

  it("writes the title in the language of a server render's own instance, the brand untranslated", async () => {
    expect(documentTitle('میرے آرڈرز', instanceFor('ur'))).toBe('میرے آرڈرز | Storefront');
    await i18n.changeLanguage('ur');
    expect(documentTitle('میرے آرڈرز')).toBe('میرے آرڈرز | Storefront');
    expect(documentTitle(null)).toBe('Storefront');
  });
});
