export { Head, HeadProvider, type HeadCollector } from './head-collector';
export {
  renderHeadHtml,
  safeJson,
  absoluteUrl,
  type HeadData,
  type HeadContextValue,
} from './head';
