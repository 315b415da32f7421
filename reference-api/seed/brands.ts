import { tri, type Tri } from './text';
import type { SeedBrand } from './types';

/** Countries of brands and of produce, in uz, ru and en. */
export const countries = {
  uz: ['Oʻzbekiston', 'Узбекистан', 'Uzbekistan'],
  ru: ['Rossiya', 'Россия', 'Russia'],
  kz: ['Qozogʻiston', 'Казахстан', 'Kazakhstan'],
  tr: ['Turkiya', 'Турция', 'Türkiye'],
  de: ['Germaniya', 'Германия', 'Germany'],
  fr: ['Fransiya', 'Франция', 'France'],
  it: ['Italiya', 'Италия', 'Italy'],
  pl: ['Polsha', 'Польша', 'Poland'],
  us: ['AQSH', 'США', 'USA'],
  gb: ['Buyuk Britaniya', 'Великобритания', 'United Kingdom'],
  ch: ['Shveytsariya', 'Швейцария', 'Switzerland'],
  kr: ['Janubiy Koreya', 'Южная Корея', 'South Korea'],
  by: ['Belarus', 'Беларусь', 'Belarus'],
  es: ['Ispaniya', 'Испания', 'Spain'],
  ec: ['Ekvador', 'Эквадор', 'Ecuador'],
  cr: ['Kosta-Rika', 'Коста-Рика', 'Costa Rica'],
  pe: ['Peru', 'Перу', 'Peru'],
  eg: ['Misr', 'Египет', 'Egypt'],
  pk: ['Pokiston', 'Пакистан', 'Pakistan'],
  ir: ['Eron', 'Иран', 'Iran'],
  cn: ['Xitoy', 'Китай', 'China'],
} as const satisfies Record<string, Tri>;

export type Country = keyof typeof countries;

const rows: ReadonlyArray<
  readonly [slug: string, name: string, country: Country, description: Tri]
> = [
  [
    'savat',
    'Savat',
    'uz',
    [
      'Savatning oʻz brendi: Toshkent atrofidagi fermer xoʻjaliklaridan har kuni keltiriladigan meva, sabzavot, goʻsht va oshxonamizda tayyorlanadigan mahsulotlar.',
      'Собственная марка Savat: фрукты, овощи и мясо, которые каждый день привозят с фермерских хозяйств вокруг Ташкента, и продукты нашей кухни.',
      'Savat’s own label: fruit, vegetables and meat delivered daily from farms around Tashkent, plus dishes from our own kitchen.',
    ],
  ],
  [
    'musaffo',
    'Musaffo',
    'uz',
    [
      'Toshkent viloyatidagi sut zavodi: sut, kefir, qatiq va smetana tabiiy sigir sutidan, quruq sut qoʻshilmasdan tayyorlanadi.',
      'Молочный завод в Ташкентской области: молоко, кефир, катык и сметана из натурального коровьего молока без сухого молока.',
      'A dairy in the Tashkent Region making milk, kefir, katyk and sour cream from whole cow’s milk, with no milk powder added.',
    ],
  ],
  [
    'lazzat',
    'Lazzat',
    'uz',
    [
      'Samarqand sut kombinati: tvorog, pishloq, sariyogʻ va yogurtlar eski retseptlar boʻyicha.',
      'Самаркандский молочный комбинат: творог, сыры, сливочное масло и йогурты по проверенным рецептам.',
      'A Samarkand dairy plant making cottage cheese, cheese, butter and yoghurts to time-tested recipes.',
    ],
  ],
  [
    'tashkent-non',
    'Tashkent Non',
    'uz',
    [
      'Poytaxtning eng katta non zavodlaridan biri: har tongda yopilgan non, baton va patir doʻkonlarimizga issiq holda keladi.',
      'Один из крупнейших хлебозаводов столицы: хлеб, батоны и лепёшки выпекают каждое утро и привозят к нам ещё тёплыми.',
      'One of the capital’s largest bakeries: bread, loaves and flatbreads baked every morning and delivered to us still warm.',
    ],
  ],
  [
    'hydrolife',
    'Hydrolife',
    'uz',
    [
      'Chuqur artezian qudugʻidan olingan va koʻp bosqichli tozalashdan oʻtgan ichimlik suvi.',
      'Питьевая вода из глубокой артезианской скважины с многоступенчатой очисткой.',
      'Drinking water from a deep artesian well, purified in several stages.',
    ],
  ],
  [
    'chortoq',
    'Chortoq',
    'uz',
    [
      'Namangan viloyatidagi Chortoq kurorti bulogʻidan olinadigan shifobaxsh-oshxona mineral suvi.',
      'Лечебно-столовая минеральная вода из источника курорта Чартак в Наманганской области.',
      'Medicinal table mineral water from the spring of the Chortoq resort in the Namangan Region.',
    ],
  ],
  [
    'dinay',
    'Dinay',
    'uz',
    [
      'Fargʻona vodiysi mevalaridan tayyorlanadigan sharbat va nektarlar.',
      'Соки и нектары из фруктов Ферганской долины.',
      'Juices and nectars made from Fergana Valley fruit.',
    ],
  ],
  [
    'dolce',
    'Dolce',
    'uz',
    [
      'Toshkent qandolatchilik fabrikasi: pechenye, vafli, konfetlar va sharq shirinliklari.',
      'Ташкентская кондитерская фабрика: печенье, вафли, конфеты и восточные сладости.',
      'A Tashkent confectioner making biscuits, wafers, candies and oriental sweets.',
    ],
  ],
  [
    'oltin-vodiy',
    'Oltin Vodiy',
    'uz',
    [
      'Fargʻona vodiysi fermerlaridan guruch, dukkaklilar, quruq meva va yongʻoqlar.',
      'Рис, бобовые, сухофрукты и орехи от фермеров Ферганской долины.',
      'Rice, pulses, dried fruit and nuts from Fergana Valley farmers.',
    ],
  ],
  [
    'bonus',
    'Bonus',
    'uz',
    [
      'Har kungi bakaleya: un, shakar, yorma va makaron mahsulotlari qulay narxda.',
      'Бакалея на каждый день: мука, сахар, крупы и макароны по доступной цене.',
      'Everyday grocery staples: flour, sugar, grains and pasta at a fair price.',
    ],
  ],
  [
    'biolife',
    'Biolife',
    'uz',
    [
      'Toshkentda ishlab chiqariladigan kir yuvish kukunlari, idish yuvish va tozalash vositalari.',
      'Стиральные порошки, средства для посуды и уборки, произведённые в Ташкенте.',
      'Laundry powders, dishwashing liquids and cleaners made in Tashkent.',
    ],
  ],
  [
    'soft-cotton',
    'Soft Cotton',
    'uz',
    [
      'Oʻzbek paxtasidan tayyorlangan paxta disklari, salfetkalar, hojatxona qogʻozi va nam salfetkalar.',
      'Ватные диски, салфетки, туалетная бумага и влажные салфетки из узбекского хлопка.',
      'Cotton pads, napkins, toilet paper and wet wipes made from Uzbek cotton.',
    ],
  ],
  [
    'makfa',
    'Makfa',
    'ru',
    [
      'Qattiq bugʻdoydan tayyorlangan makaron mahsulotlari va un.',
      'Макаронные изделия из твёрдой пшеницы и мука.',
      'Durum wheat pasta and flour.',
    ],
  ],
  [
    'barilla',
    'Barilla',
    'it',
    [
      '1877-yildan beri Italiyaning mashhur makaron ishlab chiqaruvchisi.',
      'Знаменитый итальянский производитель пасты с 1877 года.',
      'The well-known Italian pasta maker, since 1877.',
    ],
  ],
  [
    'mistral',
    'Mistral',
    'ru',
    [
      'Saralangan yorma va guruch navlari: grechka, bulgʻur, kinoa va boshqalar.',
      'Отборные крупы и сорта риса: гречка, булгур, киноа и другие.',
      'Selected grains and rice varieties: buckwheat, bulgur, quinoa and more.',
    ],
  ],
  [
    'heinz',
    'Heinz',
    'us',
    [
      'Ketchup, mayonez va souslar.',
      'Кетчупы, майонез и соусы.',
      'Ketchup, mayonnaise and sauces.',
    ],
  ],
  [
    'bonduelle',
    'Bonduelle',
    'fr',
    [
      'Konservalangan va muzlatilgan sabzavotlar: makkajoʻxori, noxat, loviya.',
      'Консервированные и замороженные овощи: кукуруза, горошек, фасоль.',
      'Canned and frozen vegetables: sweet corn, peas and beans.',
    ],
  ],
  [
    'ahmad-tea',
    'Ahmad Tea',
    'gb',
    [
      'Qora va koʻk choylar: paketlangan va bargli.',
      'Чёрный и зелёный чай: пакетированный и листовой.',
      'Black and green teas, in bags and loose leaf.',
    ],
  ],
  [
    'nescafe',
    'Nescafé',
    'ch',
    [
      'Eriydigan qahva va 3-in-1 qahva ichimliklari.',
      'Растворимый кофе и кофейные напитки 3 в 1.',
      'Instant coffee and 3-in-1 coffee drinks.',
    ],
  ],
  [
    'jacobs',
    'Jacobs',
    'de',
    [
      'Donador va maydalangan qahva hamda eriydigan qahva.',
      'Зерновой, молотый и растворимый кофе.',
      'Coffee beans, ground and instant coffee.',
    ],
  ],
  [
    'president',
    'Président',
    'fr',
    [
      'Fransuz pishloqlari va sariyogʻi.',
      'Французские сыры и сливочное масло.',
      'French cheese and butter.',
    ],
  ],
  [
    'hochland',
    'Hochland',
    'de',
    [
      'Eritilgan, tilimlangan va qaymoqli pishloqlar.',
      'Плавленые, ломтевые и сливочные сыры.',
      'Processed, sliced and cream cheese.',
    ],
  ],
  [
    'danone',
    'Danone',
    'fr',
    [
      'Yogurtlar va fermentlangan sut mahsulotlari.',
      'Йогурты и кисломолочные продукты.',
      'Yoghurts and cultured dairy products.',
    ],
  ],
  [
    'coca-cola',
    'Coca-Cola',
    'us',
    [
      'Gazlangan ichimliklar; Oʻzbekistonda Toshkent zavodida quyiladi.',
      'Газированные напитки; в Узбекистане разливаются на ташкентском заводе.',
      'Soft drinks, bottled in Uzbekistan at the Tashkent plant.',
    ],
  ],
  [
    'pepsi',
    'Pepsi',
    'us',
    [
      'Gazlangan ichimliklar: Pepsi, 7UP va Mirinda.',
      'Газированные напитки: Pepsi, 7UP и Mirinda.',
      'Soft drinks: Pepsi, 7UP and Mirinda.',
    ],
  ],
  [
    'alpen-gold',
    'Alpen Gold',
    'ru',
    [
      'Sutli va achchiq shokolad plitkalari turli toʻldirgichlar bilan.',
      'Молочный и тёмный шоколад в плитках с разными начинками.',
      'Milk and dark chocolate bars with many fillings.',
    ],
  ],
  [
    'milka',
    'Milka',
    'de',
    [
      'Alp suti qoʻshilgan yumshoq sutli shokolad.',
      'Нежный молочный шоколад с альпийским молоком.',
      'Smooth milk chocolate made with Alpine milk.',
    ],
  ],
  [
    'kinder',
    'Kinder',
    'it',
    [
      'Bolalar sevadigan shokolad: Kinder Chocolate, Kinder Bueno va Kinder Surprise.',
      'Шоколад, который любят дети: Kinder Chocolate, Kinder Bueno и Kinder Surprise.',
      'Chocolate children love: Kinder Chocolate, Kinder Bueno and Kinder Surprise.',
    ],
  ],
  [
    'snickers',
    'Snickers',
    'us',
    [
      'Yeryongʻoq, karamel va nugali shokolad batonchiklari.',
      'Шоколадные батончики с арахисом, карамелью и нугой.',
      'Chocolate bars with peanuts, caramel and nougat.',
    ],
  ],
  [
    'orion',
    'Orion',
    'kr',
    [
      'Choco Pie va boshqa pechenyelar.',
      'Choco Pie и другое печенье.',
      'Choco Pie and other biscuits.',
    ],
  ],
  [
    'hortex',
    'Hortex',
    'pl',
    [
      'Muzlatilgan sabzavotlar, aralashmalar va rezavorlar.',
      'Замороженные овощи, смеси и ягоды.',
      'Frozen vegetables, mixes and berries.',
    ],
  ],
  [
    'inmarko',
    'Inmarko',
    'ru',
    [
      'Plombir, eskimo va vafli stakanchadagi muzqaymoq.',
      'Пломбир, эскимо и мороженое в вафельном стаканчике.',
      'Plombir, choc ices and ice cream in wafer cups.',
    ],
  ],
  [
    'ariel',
    'Ariel',
    'ru',
    [
      'Kir yuvish kukunlari, gellari va kapsulalari.',
      'Стиральные порошки, гели и капсулы.',
      'Laundry powders, gels and capsules.',
    ],
  ],
  [
    'persil',
    'Persil',
    'de',
    [
      'Oq va rangli kiyimlar uchun kir yuvish vositalari.',
      'Средства для стирки белого и цветного белья.',
      'Laundry detergents for whites and colours.',
    ],
  ],
  [
    'fairy',
    'Fairy',
    'ru',
    [
      'Yogʻni yaxshi ketkazadigan idish yuvish vositasi.',
      'Средство для мытья посуды, которое справляется с жиром.',
      'Washing-up liquid that cuts through grease.',
    ],
  ],
  [
    'domestos',
    'Domestos',
    'gb',
    [
      'Hojatxona va yuzalar uchun dezinfeksiyalovchi tozalash vositalari.',
      'Дезинфицирующие чистящие средства для туалета и поверхностей.',
      'Disinfecting cleaners for toilets and surfaces.',
    ],
  ],
  [
    'colgate',
    'Colgate',
    'us',
    [
      'Tish pastalari, tish choʻtkalari va ogʻiz chayqash vositalari.',
      'Зубные пасты, щётки и ополаскиватели.',
      'Toothpaste, toothbrushes and mouthwash.',
    ],
  ],
  [
    'head-shoulders',
    'Head & Shoulders',
    'us',
    ['Kepakka qarshi shampunlar.', 'Шампуни против перхоти.', 'Anti-dandruff shampoos.'],
  ],
  [
    'dove',
    'Dove',
    'gb',
    [
      'Namlantiruvchi krem-sovun, dush geli va deodorantlar.',
      'Крем-мыло, гели для душа и дезодоранты с увлажняющим кремом.',
      'Moisturising beauty bars, shower gels and deodorants.',
    ],
  ],
  [
    'nivea',
    'Nivea',
    'de',
    [
      'Teri parvarishi uchun kremlar, deodorantlar va erkaklar uchun vositalar.',
      'Кремы, дезодоранты и средства для мужчин.',
      'Skin creams, deodorants and men’s care.',
    ],
  ],
  [
    'gillette',
    'Gillette',
    'us',
    [
      'Ustara, almashtiriladigan kassetalar va soqol olish uchun gel.',
      'Бритвы, сменные кассеты и гели для бритья.',
      'Razors, cartridges and shaving gel.',
    ],
  ],
  [
    'always',
    'Always',
    'us',
    ['Ayollar gigiyenasi uchun prokladkalar.', 'Прокладки для женской гигиены.', 'Sanitary pads.'],
  ],
  [
    'pampers',
    'Pampers',
    'pl',
    [
      'Tagliklar va taglik-trusiklar, chaqaloqlar uchun nam salfetkalar.',
      'Подгузники, трусики и детские влажные салфетки.',
      'Diapers, pull-up pants and baby wipes.',
    ],
  ],
  [
    'huggies',
    'Huggies',
    'ru',
    [
      'Yangi tugʻilgan chaqaloqlar va kattaroq bolalar uchun tagliklar.',
      'Подгузники для новорождённых и детей постарше.',
      'Diapers for newborns and older babies.',
    ],
  ],
  [
    'nestle',
    'Nestlé',
    'ch',
    [
      'Bolalar uchun quruq sut aralashmalari va boʻtqalar: NAN va Nestogen.',
      'Детские молочные смеси и каши: NAN и Nestogen.',
      'Infant formula and baby cereals: NAN and Nestogen.',
    ],
  ],
  [
    'fruto-nyanya',
    'FrutoNyanya',
    'ru',
    [
      'Bolalar uchun meva pyurelari, sharbatlar va boʻtqalar.',
      'Детские фруктовые пюре, соки и каши.',
      'Fruit purées, juices and cereals for babies.',
    ],
  ],
  [
    'hipp',
    'HiPP',
    'de',
    [
      'Organik xomashyodan tayyorlangan bolalar ovqati.',
      'Детское питание из органического сырья.',
      'Baby food made from organic ingredients.',
    ],
  ],
  [
    'whiskas',
    'Whiskas',
    'ru',
    [
      'Mushuklar uchun nam va quruq yem.',
      'Влажный и сухой корм для кошек.',
      'Wet and dry cat food.',
    ],
  ],
  [
    'pedigree',
    'Pedigree',
    'ru',
    [
      'Itlar uchun toʻliq ratsionli yem.',
      'Полнорационный корм для собак.',
      'Complete food for dogs.',
    ],
  ],
  [
    'royal-canin',
    'Royal Canin',
    'fr',
    [
      'Mushuk va itlar uchun zot va yoshga mos yem.',
      'Корма для кошек и собак с учётом породы и возраста.',
      'Cat and dog food tailored to breed and age.',
    ],
  ],
  [
    'paclan',
    'Paclan',
    'ru',
    [
      'Folga, oziq-ovqat plyonkasi, pishirish qogʻozi va axlat paketlari.',
      'Фольга, пищевая плёнка, бумага для выпечки и мешки для мусора.',
      'Foil, cling film, baking paper and bin bags.',
    ],
  ],
  [
    'luminarc',
    'Luminarc',
    'fr',
    [
      'Zarbaga chidamli shisha idishlar: likopchalar, stakanlar va salat idishlari.',
      'Ударопрочная стеклянная посуда: тарелки, стаканы и салатники.',
      'Toughened glass tableware: plates, tumblers and salad bowls.',
    ],
  ],
  [
    'duracell',
    'Duracell',
    'us',
    [
      'Uzoq ishlaydigan ishqoriy batareyalar.',
      'Долговечные щелочные батарейки.',
      'Long-lasting alkaline batteries.',
    ],
  ],
  [
    'philips',
    'Philips',
    'pl',
    [
      'Tejamkor LED lampalar.',
      'Энергосберегающие светодиодные лампы.',
      'Energy-saving LED light bulbs.',
    ],
  ],
  [
    'zewa',
    'Zewa',
    'de',
    [
      'Hojatxona qogʻozi, qogʻoz sochiqlar va roʻmolchalar.',
      'Туалетная бумага, бумажные полотенца и платочки.',
      'Toilet paper, kitchen towels and tissues.',
    ],
  ],
  [
    'maggi',
    'Maggi',
    'ch',
    [
      'Bulyon kublari va ziravorlar.',
      'Бульонные кубики и приправы.',
      'Stock cubes and seasonings.',
    ],
  ],
  [
    'rich',
    'Rich',
    'ru',
    [
      'Toʻgʻridan-toʻgʻri siqilgan va tiklangan sharbatlar.',
      'Соки прямого отжима и восстановленные соки.',
      'Pressed and reconstituted juices.',
    ],
  ],
  [
    'savush',
    'Savush',
    'by',
    [
      'Belarus sut zavodi: tvorog, kefir va qattiq pishloqlar.',
      'Белорусский молочный завод: творог, кефир и твёрдые сыры.',
      'A Belarusian dairy making cottage cheese, kefir and hard cheese.',
    ],
  ],
  [
    'pinar',
    'Pınar',
    'tr',
    [
      'Turk kolbasa va sosiskalari, halol.',
      'Турецкие колбасы и сосиски, халяль.',
      'Turkish halal sausages and cold cuts.',
    ],
  ],
  [
    'rakhat',
    'Rakhat',
    'kz',
    [
      'Olmaotadagi 1942-yildan beri ishlaydigan qandolat fabrikasi.',
      'Алматинская кондитерская фабрика, работающая с 1942 года.',
      'An Almaty confectioner making sweets since 1942.',
    ],
  ],
  [
    'borges',
    'Borges',
    'es',
    [
      'Ispaniya zaytun yogʻi: salatlar va qovurish uchun.',
      'Испанское оливковое масло для салатов и жарки.',
      'Spanish olive oil for salads and cooking.',
    ],
  ],
];

export const brands: SeedBrand[] = rows.map(([slug, name, country, description]) => ({
  slug,
  name,
  country: tri(countries[country]),
  description: tri(description),
  local: country === 'uz',
}));
