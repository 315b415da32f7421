import { tri, type Tri } from './text';
import type { SeedCategory } from './types';

type Node = readonly [slug: string, name: Tri, image: string, children?: readonly Node[]];

function toCategory([slug, name, image, children]: Node): SeedCategory {
  return children
    ? { slug, name: tri(name), image, children: children.map(toCategory) }
    : { slug, name: tri(name), image };
}

const tree: readonly Node[] = [
  [
    'dairy',
    ['Sut mahsulotlari va tuxum', 'Молочные продукты и яйца', 'Dairy and eggs'],
    'milk',
    [
      ['milk', ['Sut', 'Молоко', 'Milk'], 'milk'],
      [
        'kefir-ayran',
        ['Kefir, ayron va qatiq', 'Кефир, айран и катык', 'Kefir, ayran and katyk'],
        'kefir',
      ],
      ['yogurts', ['Yogurtlar', 'Йогурты', 'Yoghurts'], 'yogurt'],
      [
        'cottage-cheese-sour-cream',
        ['Tvorog va smetana', 'Творог и сметана', 'Cottage cheese and sour cream'],
        'sour-cream',
      ],
      ['cheese', ['Pishloqlar', 'Сыры', 'Cheese'], 'cheese'],
      ['butter', ['Sariyogʻ', 'Сливочное масло', 'Butter'], 'butter'],
      ['eggs', ['Tuxum', 'Яйца', 'Eggs'], 'eggs'],
    ],
  ],
  [
    'bakery',
    ['Non va pishiriqlar', 'Хлеб и выпечка', 'Bread and bakery'],
    'bread',
    [
      ['bread', ['Non va baton', 'Хлеб и батоны', 'Bread and loaves'], 'bread'],
      [
        'flatbreads',
        ['Patir, lavash va lepyoshka', 'Лепёшки и лаваш', 'Flatbreads and lavash'],
        'flatbread',
      ],
      ['pastries', ['Pishiriqlar', 'Выпечка', 'Pastries'], 'croissant'],
    ],
  ],
  [
    'fruit-vegetables',
    ['Meva va sabzavotlar', 'Фрукты и овощи', 'Fruit and vegetables'],
    'apple',
    [
      ['fruit', ['Mevalar', 'Фрукты', 'Fruit'], 'apple'],
      ['vegetables', ['Sabzavotlar', 'Овощи', 'Vegetables'], 'tomato'],
      ['greens', ['Koʻkatlar', 'Зелень', 'Fresh herbs'], 'greens'],
      [
        'dried-fruit-nuts',
        ['Quruq mevalar va yongʻoqlar', 'Сухофрукты и орехи', 'Dried fruit and nuts'],
        'nuts',
      ],
    ],
  ],
  [
    'meat-poultry',
    ['Goʻsht va parranda', 'Мясо и птица', 'Meat and poultry'],
    'beef',
    [
      ['beef-lamb', ['Mol va qoʻy goʻshti', 'Говядина и баранина', 'Beef and lamb'], 'beef'],
      ['poultry', ['Parranda goʻshti', 'Птица', 'Poultry'], 'chicken'],
      [
        'sausages',
        ['Kolbasa va sosiskalar', 'Колбасы и сосиски', 'Sausages and cold cuts'],
        'sausage',
      ],
    ],
  ],
  [
    'grocery',
    ['Bakaleya', 'Бакалея', 'Grocery'],
    'rice',
    [
      ['grains', ['Yorma va dukkaklilar', 'Крупы и бобовые', 'Grains and pulses'], 'rice'],
      ['pasta', ['Makaron mahsulotlari', 'Макаронные изделия', 'Pasta'], 'pasta'],
      ['oil', ['Oʻsimlik yogʻi', 'Растительное масло', 'Cooking oil'], 'oil'],
      ['canned', ['Konservalar', 'Консервы', 'Canned food'], 'canned'],
      [
        'flour-sugar-salt',
        ['Un, shakar va tuz', 'Мука, сахар и соль', 'Flour, sugar and salt'],
        'flour',
      ],
      ['spices-sauces', ['Ziravorlar va souslar', 'Специи и соусы', 'Spices and sauces'], 'spices'],
      ['tea-coffee', ['Choy va qahva', 'Чай и кофе', 'Tea and coffee'], 'tea'],
    ],
  ],
  [
    'drinks',
    ['Ichimliklar', 'Напитки', 'Drinks'],
    'water',
    [
      [
        'water',
        ['Suv va mineral suv', 'Вода и минеральная вода', 'Water and mineral water'],
        'water',
      ],
      ['soft-drinks', ['Gazlangan ichimliklar', 'Газированные напитки', 'Soft drinks'], 'soda'],
      ['juices', ['Sharbatlar va nektarlar', 'Соки и нектары', 'Juices and nectars'], 'juice'],
    ],
  ],
  [
    'sweets',
    ['Shirinliklar', 'Сладости', 'Sweets'],
    'chocolate',
    [
      ['chocolate', ['Shokolad', 'Шоколад', 'Chocolate'], 'chocolate'],
      ['cookies-wafers', ['Pechenye va vafli', 'Печенье и вафли', 'Biscuits and wafers'], 'cookie'],
      ['candies', ['Konfetlar', 'Конфеты', 'Candies'], 'candy'],
      [
        'oriental-sweets',
        ['Sharq shirinliklari', 'Восточные сладости', 'Oriental sweets'],
        'halva',
      ],
    ],
  ],
  [
    'frozen',
    ['Muzlatilgan mahsulotlar', 'Замороженные продукты', 'Frozen food'],
    'ice-cream',
    [
      [
        'dumplings',
        ['Chuchvara, manti va pelmen', 'Пельмени, манты и чучвара', 'Dumplings'],
        'dumplings',
      ],
      [
        'frozen-vegetables',
        ['Muzlatilgan sabzavotlar', 'Замороженные овощи', 'Frozen vegetables'],
        'frozen-veg',
      ],
      ['ice-cream', ['Muzqaymoq', 'Мороженое', 'Ice cream'], 'ice-cream'],
    ],
  ],
  [
    'household',
    ['Maishiy kimyo', 'Бытовая химия', 'Household chemicals'],
    'detergent',
    [
      ['laundry', ['Kir yuvish vositalari', 'Средства для стирки', 'Laundry'], 'detergent'],
      [
        'dishwashing',
        ['Idish yuvish vositalari', 'Средства для мытья посуды', 'Dishwashing'],
        'dish-soap',
      ],
      ['cleaning', ['Tozalash vositalari', 'Чистящие средства', 'Cleaning products'], 'cleaner'],
    ],
  ],
  [
    'hygiene',
    ['Gigiyena va parvarish', 'Гигиена и уход', 'Hygiene and personal care'],
    'soap',
    [
      [
        'oral-care',
        ['Ogʻiz boʻshligʻi gigiyenasi', 'Уход за полостью рта', 'Oral care'],
        'toothbrush',
      ],
      [
        'hair-body',
        ['Soch va tana parvarishi', 'Уход за волосами и телом', 'Hair and body care'],
        'shampoo',
      ],
      [
        'paper-hygiene',
        ['Qogʻoz gigiyena mahsulotlari', 'Бумажная гигиена', 'Paper hygiene'],
        'toilet-paper',
      ],
      ['personal-care', ['Shaxsiy gigiyena', 'Личная гигиена', 'Personal care'], 'razor'],
    ],
  ],
  [
    'baby',
    ['Bolalar uchun', 'Детские товары', 'Baby'],
    'baby',
    [
      ['diapers', ['Tagliklar', 'Подгузники', 'Diapers'], 'diaper'],
      ['baby-food', ['Bolalar ovqati', 'Детское питание', 'Baby food'], 'baby-food'],
      ['baby-care', ['Chaqaloq parvarishi', 'Уход за малышом', 'Baby care'], 'baby-care'],
    ],
  ],
  [
    'pets',
    ['Uy hayvonlari uchun', 'Товары для животных', 'Pet supplies'],
    'cat',
    [
      ['cat-food', ['Mushuklar uchun', 'Для кошек', 'For cats'], 'cat'],
      ['dog-food', ['Itlar uchun', 'Для собак', 'For dogs'], 'dog'],
    ],
  ],
  [
    'home',
    ['Uy va oshxona', 'Дом и кухня', 'Home and kitchen'],
    'home',
    [
      [
        'kitchen-supplies',
        ['Oshxona uchun mayda buyumlar', 'Хозяйственные товары для кухни', 'Kitchen supplies'],
        'sponge',
      ],
      ['tableware', ['Idish-tovoq', 'Посуда', 'Tableware'], 'tableware'],
      [
        'batteries-lighting',
        ['Batareyalar va lampalar', 'Батарейки и лампы', 'Batteries and light bulbs'],
        'battery',
      ],
    ],
  ],
];

export const categories: SeedCategory[] = tree.map(toCategory);

/** Slugs of the categories products may belong to. */
export function leafCategorySlugs(list: SeedCategory[] = categories): string[] {
  return list.flatMap((category) =>
    category.children?.length ? leafCategorySlugs(category.children) : [category.slug],
  );
}
