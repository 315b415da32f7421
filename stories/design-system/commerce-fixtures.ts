import bananaUrl from '@twemoji/svg/1f34c.svg';
import appleUrl from '@twemoji/svg/1f34e.svg';
import breadUrl from '@twemoji/svg/1f35e.svg';
import tomatoUrl from '@twemoji/svg/1f345.svg';
import watermelonUrl from '@twemoji/svg/1f349.svg';
import eggUrl from '@twemoji/svg/1f95a.svg';
import milkUrl from '@twemoji/svg/1f95b.svg';
import cheeseUrl from '@twemoji/svg/1f9c0.svg';
import type { ProductImage } from '../../design-system';

/** Square product artwork for stories; SVG, so one source serves every size. */
const square = (src: string): ProductImage => ({ src, width: 480, height: 480 });

export const images = {
  milk: square(milkUrl),
  bread: square(breadUrl),
  tomato: square(tomatoUrl),
  apple: square(appleUrl),
  cheese: square(cheeseUrl),
  watermelon: square(watermelonUrl),
  egg: square(eggUrl),
  banana: square(bananaUrl),
};

export const longNames = {
  uz: 'Pasterizatsiyalangan sigir suti “Musaffo” 3,2% yogʻlilik, tetrapak qadoqda, 1 litr',
  ru: 'Молоко ультрапастеризованное «Простоквашино» отборное цельное 3,4–4,5%, 950 мл',
};
