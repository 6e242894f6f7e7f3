import { PAGE_MODULES, type PageName } from './page-modules';
import { remoteModule, type RemoteComponent } from './remote-module';

/**
 * Every remote module the shell renders (page-modules.ts). Each is fetched on first render only,
 * so a page downloads just its own remote.
 */
export const remotePages = Object.fromEntries(
  Object.entries(PAGE_MODULES).map(([name, { remote, expose }]) => [name, remoteModule(remote, expose)]),
) as Record<PageName, RemoteComponent>;
