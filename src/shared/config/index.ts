export {
  type RuntimeConfig,
  emptyRuntimeConfig,
  readRuntimeConfig,
  runtimeConfigScript,
  readBrowserRuntimeConfig,
  runtimeConfigElementId,
} from './runtime';
