export { loadYandexMaps, type YandexMap, type YandexMaps } from './load-maps';
