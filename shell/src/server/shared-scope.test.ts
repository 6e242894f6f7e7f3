/** @jest-environment node */
import { sharedModules } from '../../../shared-modules';
import { SHARED_MODULES, serverSharedScope } from './shared-scope';

describe("the shell's server share scope", () => {
  it('provides every singleton the browser builds share, so a server container bundles none of its own', () => {
    const scope = serverSharedScope(sharedModules());
    expect(Object.keys(scope).sort()).toEqual(Object.keys(sharedModules()).sort());
    expect(Object.keys(SHARED_MODULES).sort()).toEqual(Object.keys(sharedModules()).sort());
  });

  it('hands each module over as the installed version, a singleton with the required range', () => {
    const scope = serverSharedScope(sharedModules());
    const react = scope.react as {
      version: string;
      lib: () => unknown;
      shareConfig: { singleton: boolean; requiredVersion: string };
    };
    expect(react.lib()).toBe(SHARED_MODULES.react);
    expect(react.shareConfig).toMatchObject({ singleton: true, requiredVersion: `^${react.version}` });
    expect(scope['@storefront/shared/ssr']).toMatchObject({ shareConfig: { strictVersion: true } });
  });

  it('refuses a shared module it does not provide, naming it', () => {
    expect(() => serverSharedScope({ 'left-pad': { singleton: true, requiredVersion: '^1.0.0' } })).toThrow(
      'The shell\'s server does not provide the shared module "left-pad"',
    );
  });
});
