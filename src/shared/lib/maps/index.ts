export { loadYandexMaps, type YandexMaps } from './load-maps';
