import { registerRemotes } from '@module-federation/enhanced/runtime';
import { registerStorefrontRemotes, reRegisterRemote } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));
const register = registerRemotes as jest.Mock;

beforeEach(() => register.mockClear());

test('registers every remote of the runtime config by name and entry, skipping empty entries', () => {
  registerStorefrontRemotes({ catalog: 'http://cdn.example/catalog/mf-manifest.json', checkout: '' });
  expect(register).toHaveBeenCalledWith([{ name: 'catalog', entry: 'http://cdn.example/catalog/mf-manifest.json' }]);
});

test('re-registers a known remote with force so a failed load is forgotten', () => {
  registerStorefrontRemotes({ account: 'http://localhost:3003/mf-manifest.json' });
  register.mockClear();
  expect(reRegisterRemote('account')).toBe(true);
  expect(register).toHaveBeenCalledWith([{ name: 'account', entry: 'http://localhost:3003/mf-manifest.json' }], {
    force: true,
  });
});

test('an unknown remote is not registered out of thin air', () => {
  expect(reRegisterRemote('payments')).toBe(false);
  expect(register).not.toHaveBeenCalled();
});
