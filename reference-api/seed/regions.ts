import type { Locale } from './types';

type Names = Record<Locale, string>;

export interface SeedCity {
  code: string;
  name: Names;
}

export interface SeedRegion {
  code: string;
  name: Names;
  /** Tashkent city has the shop's own couriers; every other region is served by a courier company. */
  deliveryType: 'courier' | 'regional';
  /** Days from confirmation to delivery. */
  estimateDays: { min: number; max: number };
  cities: SeedCity[];
}

const city = (code: string, uz: string, ru: string, en: string): SeedCity => ({
  code,
  name: { uz, ru, en },
});

/**
 * Every region the shop delivers to, with its cities and districts (Uzbek in Latin script, oʻ and
 * gʻ with U+02BB). Tashkent city is listed by district; the regions by their centre first, then
 * other towns and districts.
 */
export const regions: SeedRegion[] = [
  {
    code: 'tashkent',
    name: { uz: 'Toshkent shahri', ru: 'Ташкент', en: 'Tashkent' },
    deliveryType: 'courier',
    estimateDays: { min: 0, max: 1 },
    cities: [
      city('bektemir', 'Bektemir', 'Бектемирский район', 'Bektemir'),
      city('chilonzor', 'Chilonzor', 'Чиланзарский район', 'Chilanzar'),
      city('mirobod', 'Mirobod', 'Мирабадский район', 'Mirabad'),
      city('mirzo-ulugbek', 'Mirzo Ulugʻbek', 'Мирзо-Улугбекский район', 'Mirzo Ulugbek'),
      city('olmazor', 'Olmazor', 'Алмазарский район', 'Almazar'),
      city('sergeli', 'Sergeli', 'Сергелийский район', 'Sergeli'),
      city('shayxontohur', 'Shayxontohur', 'Шайхантахурский район', 'Shaykhantakhur'),
      city('uchtepa', 'Uchtepa', 'Учтепинский район', 'Uchtepa'),
      city('yakkasaroy', 'Yakkasaroy', 'Яккасарайский район', 'Yakkasaray'),
      city('yashnobod', 'Yashnobod', 'Яшнабадский район', 'Yashnabad'),
      city('yunusobod', 'Yunusobod', 'Юнусабадский район', 'Yunusabad'),
      city('yangihayot', 'Yangihayot', 'Янгихаётский район', 'Yangihayot'),
    ],
  },
  {
    code: 'tashkent-region',
    name: { uz: 'Toshkent viloyati', ru: 'Ташкентская область', en: 'Tashkent Region' },
    deliveryType: 'regional',
    estimateDays: { min: 1, max: 2 },
    cities: [
      city('nurafshon', 'Nurafshon', 'Нурафшан', 'Nurafshon'),
      city('chirchiq', 'Chirchiq', 'Чирчик', 'Chirchiq'),
      city('olmaliq', 'Olmaliq', 'Алмалык', 'Almalyk'),
      city('angren', 'Angren', 'Ангрен', 'Angren'),
      city('bekobod', 'Bekobod', 'Бекабад', 'Bekabad'),
      city('ohangaron', 'Ohangaron', 'Ахангаран', 'Akhangaran'),
      city('yangiyol', 'Yangiyoʻl', 'Янгиюль', 'Yangiyul'),
      city('gazalkent', 'Gʻazalkent', 'Газалкент', 'Gazalkent'),
      city('zangiota', 'Zangiota tumani', 'Зангиатинский район', 'Zangiota district'),
      city('qibray', 'Qibray tumani', 'Кибрайский район', 'Qibray district'),
    ],
  },
  {
    code: 'andijan',
    name: { uz: 'Andijon', ru: 'Андижанская область', en: 'Andijan' },
    deliveryType: 'regional',
    estimateDays: { min: 2, max: 3 },
    cities: [
      city('andijon', 'Andijon', 'Андижан', 'Andijan'),
      city('asaka', 'Asaka', 'Асака', 'Asaka'),
      city('xonobod', 'Xonobod', 'Ханабад', 'Khanabad'),
      city('shahrixon', 'Shahrixon', 'Шахрихан', 'Shahrikhan'),
      city('qorasuv', 'Qorasuv', 'Карасу', 'Karasu'),
      city('paxtaobod', 'Paxtaobod', 'Пахтаабад', 'Pakhtaabad'),
      city('baliqchi', 'Baliqchi tumani', 'Балыкчинский район', 'Baliqchi district'),
    ],
  },
  {
    code: 'bukhara',
    name: { uz: 'Buxoro', ru: 'Бухарская область', en: 'Bukhara' },
    deliveryType: 'regional',
    estimateDays: { min: 2, max: 4 },
    cities: [
      city('buxoro', 'Buxoro', 'Бухара', 'Bukhara'),
      city('kogon', 'Kogon', 'Каган', 'Kagan'),
      city('gijduvon', 'Gʻijduvon', 'Гиждуван', 'Gijduvan'),
      city('qorakol', 'Qorakoʻl', 'Каракуль', 'Karakul'),
      city('romitan', 'Romitan', 'Ромитан', 'Romitan'),
      city('vobkent', 'Vobkent', 'Вабкент', 'Vabkent'),
      city('gazli', 'Gazli', 'Газли', 'Gazli'),
    ],
  },
  {
    code: 'fergana',
    name: { uz: 'Fargʻona', ru: 'Ферганская область', en: 'Fergana' },
    deliveryType: 'regional',
    estimateDays: { min: 2, max: 3 },
    cities: [
      city('fargona', 'Fargʻona', 'Фергана', 'Fergana'),
      city('margilon', 'Margʻilon', 'Маргилан', 'Margilan'),
      city('qoqon', 'Qoʻqon', 'Коканд', 'Kokand'),
      city('quvasoy', 'Quvasoy', 'Кувасай', 'Kuvasay'),
      city('rishton', 'Rishton', 'Риштан', 'Rishtan'),
      city('quva', 'Quva', 'Кува', 'Kuva'),
      city('beshariq', 'Beshariq', 'Бешарык', 'Besharik'),
    ],
  },
  {
    code: 'jizzakh',
    name: { uz: 'Jizzax', ru: 'Джизакская область', en: 'Jizzakh' },
    deliveryType: 'regional',
    estimateDays: { min: 1, max: 3 },
    cities: [
      city('jizzax', 'Jizzax', 'Джизак', 'Jizzakh'),
      city('gagarin', 'Gagarin', 'Гагарин', 'Gagarin'),
      city('dostlik', 'Doʻstlik', 'Дустлик', 'Dustlik'),
      city('zomin', 'Zomin', 'Заамин', 'Zaamin'),
      city('paxtakor', 'Paxtakor', 'Пахтакор', 'Pakhtakor'),
      city('gallaorol', 'Gʻallaorol', 'Галляарал', 'Gallaaral'),
    ],
  },
  {
    code: 'namangan',
    name: { uz: 'Namangan', ru: 'Наманганская область', en: 'Namangan' },
    deliveryType: 'regional',
    estimateDays: { min: 2, max: 3 },
    cities: [
      city('namangan', 'Namangan', 'Наманган', 'Namangan'),
      city('chust', 'Chust', 'Чуст', 'Chust'),
      city('kosonsoy', 'Kosonsoy', 'Касансай', 'Kasansay'),
      city('pop', 'Pop', 'Пап', 'Pap'),
      city('chortoq', 'Chortoq', 'Чартак', 'Chartak'),
      city('uchqorgon', 'Uchqoʻrgʻon', 'Учкурган', 'Uchkurgan'),
      city('toraqorgon', 'Toʻraqoʻrgʻon', 'Туракурган', 'Turakurgan'),
    ],
  },
  {
    code: 'navoi',
    name: { uz: 'Navoiy', ru: 'Навоийская область', en: 'Navoiy' },
    deliveryType: 'regional',
    estimateDays: { min: 2, max: 4 },
    cities: [
      city('navoiy', 'Navoiy', 'Навои', 'Navoiy'),
      city('zarafshon', 'Zarafshon', 'Зарафшан', 'Zarafshan'),
      city('uchquduq', 'Uchquduq', 'Учкудук', 'Uchkuduk'),
      city('nurota', 'Nurota', 'Нурата', 'Nurata'),
      city('qiziltepa', 'Qiziltepa', 'Кызылтепа', 'Kyzyltepa'),
      city('karmana', 'Karmana', 'Кармана', 'Karmana'),
    ],
  },
  {
    code: 'kashkadarya',
    name: { uz: 'Qashqadaryo', ru: 'Кашкадарьинская область', en: 'Kashkadarya' },
    deliveryType: 'regional',
    estimateDays: { min: 2, max: 4 },
    cities: [
      city('qarshi', 'Qarshi', 'Карши', 'Karshi'),
      city('shahrisabz', 'Shahrisabz', 'Шахрисабз', 'Shahrisabz'),
      city('kitob', 'Kitob', 'Китаб', 'Kitab'),
      city('guzor', 'Gʻuzor', 'Гузар', 'Guzar'),
      city('muborak', 'Muborak', 'Мубарек', 'Mubarek'),
      city('koson', 'Koson', 'Касан', 'Kasan'),
      city('yakkabog', 'Yakkabogʻ', 'Яккабаг', 'Yakkabag'),
    ],
  },
  {
    code: 'samarkand',
    name: { uz: 'Samarqand', ru: 'Самаркандская область', en: 'Samarkand' },
    deliveryType: 'regional',
    estimateDays: { min: 1, max: 3 },
    cities: [
      city('samarqand', 'Samarqand', 'Самарканд', 'Samarkand'),
      city('kattaqorgon', 'Kattaqoʻrgʻon', 'Каттакурган', 'Kattakurgan'),
      city('urgut', 'Urgut', 'Ургут', 'Urgut'),
      city('bulungur', 'Bulungʻur', 'Булунгур', 'Bulungur'),
      city('juma', 'Juma', 'Джума', 'Juma'),
      city('ishtixon', 'Ishtixon', 'Иштыхан', 'Ishtikhan'),
      city('payariq', 'Payariq', 'Пайарык', 'Payariq'),
    ],
  },
  {
    code: 'syrdarya',
    name: { uz: 'Sirdaryo', ru: 'Сырдарьинская область', en: 'Syrdarya' },
    deliveryType: 'regional',
    estimateDays: { min: 1, max: 2 },
    cities: [
      city('guliston', 'Guliston', 'Гулистан', 'Gulistan'),
      city('yangiyer', 'Yangiyer', 'Янгиер', 'Yangiyer'),
      city('shirin', 'Shirin', 'Ширин', 'Shirin'),
      city('sirdaryo', 'Sirdaryo', 'Сырдарья', 'Syrdarya'),
      city('boyovut', 'Boyovut', 'Баяут', 'Bayaut'),
      city('sardoba', 'Sardoba', 'Сардоба', 'Sardoba'),
    ],
  },
  {
    code: 'surkhandarya',
    name: { uz: 'Surxondaryo', ru: 'Сурхандарьинская область', en: 'Surkhandarya' },
    deliveryType: 'regional',
    estimateDays: { min: 3, max: 5 },
    cities: [
      city('termiz', 'Termiz', 'Термез', 'Termez'),
      city('denov', 'Denov', 'Денау', 'Denau'),
      city('sherobod', 'Sherobod', 'Шерабад', 'Sherabad'),
      city('sariosiyo', 'Sariosiyo', 'Сариасия', 'Sariasiya'),
      city('boysun', 'Boysun', 'Байсун', 'Baysun'),
      city('jarqorgon', 'Jarqoʻrgʻon', 'Джаркурган', 'Jarkurgan'),
      city('qumqorgon', 'Qumqoʻrgʻon', 'Кумкурган', 'Kumkurgan'),
    ],
  },
  {
    code: 'khorezm',
    name: { uz: 'Xorazm', ru: 'Хорезмская область', en: 'Khorezm' },
    deliveryType: 'regional',
    estimateDays: { min: 3, max: 5 },
    cities: [
      city('urganch', 'Urganch', 'Ургенч', 'Urgench'),
      city('xiva', 'Xiva', 'Хива', 'Khiva'),
      city('pitnak', 'Pitnak', 'Питнак', 'Pitnak'),
      city('xonqa', 'Xonqa', 'Ханка', 'Khanka'),
      city('hazorasp', 'Hazorasp', 'Хазарасп', 'Hazarasp'),
      city('gurlan', 'Gurlan', 'Гурлен', 'Gurlen'),
      city('shovot', 'Shovot', 'Шават', 'Shavat'),
    ],
  },
  {
    code: 'karakalpakstan',
    name: { uz: 'Qoraqalpogʻiston', ru: 'Каракалпакстан', en: 'Karakalpakstan' },
    deliveryType: 'regional',
    estimateDays: { min: 3, max: 6 },
    cities: [
      city('nukus', 'Nukus', 'Нукус', 'Nukus'),
      city('xojayli', 'Xoʻjayli', 'Ходжейли', 'Khodjeyli'),
      city('beruniy', 'Beruniy', 'Беруни', 'Beruniy'),
      city('tortkol', 'Toʻrtkoʻl', 'Турткуль', 'Turtkul'),
      city('chimboy', 'Chimboy', 'Чимбай', 'Chimbay'),
      city('qongirot', 'Qoʻngʻirot', 'Кунград', 'Kungrad'),
      city('moynoq', 'Moʻynoq', 'Муйнак', 'Muynak'),
      city('taxiatosh', 'Taxiatosh', 'Тахиаташ', 'Takhiatash'),
    ],
  },
];

/**
 * Categories whose goods spoil on a days-long trip (fresh, dairy, frozen, bread): their products,
 * and those of their subcategories, are perishable and are not shipped to the regions.
 */
export const perishableCategories: readonly string[] = [
  'dairy',
  'bakery',
  'fruit-vegetables',
  'meat-poultry',
  'frozen',
];
