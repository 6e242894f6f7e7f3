import { i18n, instanceFor, registerCatalogue } from './instance';

describe('registerCatalogue', () => {
  it("takes the texts of the app's code loaded last: a new release's, then a rollback's", () => {
    registerCatalogue('release-test', { en: { add: 'Add to Basket' }, ur: { add: 'ٹوکری میں ڈالیں' } });
    const before = instanceFor('en');
    registerCatalogue('release-test', { en: { add: 'Add to Basket (new)' }, ur: { add: 'ٹوکری میں ڈالیں (نیا)' } });
    // Instances made earlier for a render see it too: they share the loaded catalogues.
    expect(before.t('add', { ns: 'release-test' })).toBe('Add to Basket (new)');
    expect(instanceFor('ur').t('add', { ns: 'release-test' })).toBe('ٹوکری میں ڈالیں (نیا)');
    registerCatalogue('release-test', { en: { add: 'Add to Basket' }, ur: { add: 'ٹوکری میں ڈالیں' } });
    expect(i18n.t('add', { ns: 'release-test' })).toBe('Add to Basket');
  });

  it('renders one request in Urdu while the page instance stays in English', () => {
    registerCatalogue('release-test', { en: { add: 'Add to Basket' }, ur: { add: 'ٹوکری میں ڈالیں' } });
    expect(instanceFor('ur').t('add', { ns: 'release-test' })).toBe('ٹوکری میں ڈالیں');
    expect(i18n.language).toBe('en');
    expect(i18n.t('add', { ns: 'release-test' })).toBe('Add to Basket');
  });
});
