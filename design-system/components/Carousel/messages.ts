import { defineMessages, type NoMessageValues } from 'react-intl';

export const carouselMessages = defineMessages<{
  carousel: NoMessageValues;
  slide: NoMessageValues;
  position: { index: number; count: number };
  previous: NoMessageValues;
  next: NoMessageValues;
  goTo: { index: number };
  pickerLabel: NoMessageValues;
  stop: NoMessageValues;
  start: NoMessageValues;
}>({
  carousel: {
    id: 'ds.carousel.roleDescription',
    defaultMessage: 'carousel',
    description: 'Screen reader word for a carousel of slides (aria-roledescription)',
  },
  slide: {
    id: 'ds.carousel.slideRoleDescription',
    defaultMessage: 'slide',
    description: 'Screen reader word for one slide of a carousel (aria-roledescription)',
  },
  position: {
    id: 'ds.carousel.position',
    defaultMessage: '{index} of {count}',
    description: 'Accessible name of a slide, e.g. "2 of 5"',
  },
  previous: {
    id: 'ds.carousel.previous',
    defaultMessage: 'Previous slide',
    description: 'Button that shows the previous slide',
  },
  next: {
    id: 'ds.carousel.next',
    defaultMessage: 'Next slide',
    description: 'Button that shows the next slide',
  },
  goTo: {
    id: 'ds.carousel.goTo',
    defaultMessage: 'Slide {index}',
    description: 'Dot button that shows a given slide, e.g. "Slide 3"',
  },
  pickerLabel: {
    id: 'ds.carousel.picker',
    defaultMessage: 'Choose a slide',
    description: 'Accessible name of the row of dot buttons under a carousel',
  },
  stop: {
    id: 'ds.carousel.stop',
    defaultMessage: 'Stop automatic slide show',
    description: 'Button that stops a carousel from turning slides by itself',
  },
  start: {
    id: 'ds.carousel.start',
    defaultMessage: 'Start automatic slide show',
    description: 'Button that lets a carousel turn slides by itself again',
  },
});
