export { mountStandalone, type MountStandaloneOptions } from './mount-standalone';
export { StandaloneApp, navigableRoutes, type StandaloneAppProps } from './standalone-app';
