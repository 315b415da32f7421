export {
  type RuntimeConfig,
  emptyRuntimeConfig,
  readBrowserRuntimeConfig,
  runtimeConfigElementId,
} from './runtime';
