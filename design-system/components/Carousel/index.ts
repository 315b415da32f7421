export { CAROUSEL_AUTOPLAY_INTERVAL_MS, Carousel, carouselAspectRatios } from './Carousel';
export type { CarouselAspectRatio, CarouselProps, CarouselSlide } from './Carousel';
export type { CarouselViewportVariants } from './Carousel.css';
