export { SITE_NAME, documentTitle, type PageHead } from './page-head';
export {
  ServerDataProvider,
  useHttpStatus,
  useIsServerRender,
  usePageHead,
  useServerData,
  useSiteOrigin,
  type ServerDataValue,
  type ServerEntry,
  type ServerRenderSink,
} from './server-data';
