import apple from '@twemoji/svg/1f34e.svg?url';
import banana from '@twemoji/svg/1f34c.svg?url';
import bread from '@twemoji/svg/1f35e.svg?url';
import broccoli from '@twemoji/svg/1f966.svg?url';
import carrot from '@twemoji/svg/1f955.svg?url';
import cheese from '@twemoji/svg/1f9c0.svg?url';
import egg from '@twemoji/svg/1f95a.svg?url';
import lotion from '@twemoji/svg/1f9f4.svg?url';
import milk from '@twemoji/svg/1f95b.svg?url';
import watermelon from '@twemoji/svg/1f349.svg?url';

/** Catalogue illustrations for stories (Twemoji, MIT/CC-BY). */
export const artwork = {
  apple,
  banana,
  bread,
  broccoli,
  carrot,
  cheese,
  egg,
  lotion,
  milk,
  watermelon,
};
