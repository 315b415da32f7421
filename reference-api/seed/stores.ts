import type { SeedStore } from './types';

export const stores: SeedStore[] = [
  {
    slug: 'yunusobod',
    name: { uz: 'Savat Yunusobod', ru: 'Savat Юнусабад', en: 'Savat Yunusobod' },
    address: {
      uz: 'Toshkent, Yunusobod tumani, Amir Temur shoh koʻchasi, 129 (Minor metro bekati yonida)',
      ru: 'Ташкент, Юнусабадский район, проспект Амира Темура, 129 (рядом со станцией метро «Минор»)',
      en: '129 Amir Temur Avenue, Yunusobod District, Tashkent (next to Minor metro station)',
    },
    opens: '08:00',
    closes: '23:00',
    phone: '+998712051010',
    latitude: 41.3486,
    longitude: 69.2849,
  },
  {
    slug: 'chilonzor',
    name: { uz: 'Savat Chilonzor', ru: 'Savat Чиланзар', en: 'Savat Chilonzor' },
    address: {
      uz: 'Toshkent, Chilonzor tumani, Bunyodkor shoh koʻchasi, 41 (Chilonzor metro bekati roʻparasida)',
      ru: 'Ташкент, Чиланзарский район, проспект Бунёдкор, 41 (напротив станции метро «Чиланзар»)',
      en: '41 Bunyodkor Avenue, Chilonzor District, Tashkent (opposite Chilonzor metro station)',
    },
    opens: '07:00',
    closes: '23:30',
    phone: '+998712051020',
    latitude: 41.2751,
    longitude: 69.2043,
  },
  {
    slug: 'mirzo-ulugbek',
    name: { uz: 'Savat Mirzo Ulugʻbek', ru: 'Savat Мирзо-Улугбек', en: 'Savat Mirzo Ulugbek' },
    address: {
      uz: 'Toshkent, Mirzo Ulugʻbek tumani, Buyuk Ipak Yoʻli koʻchasi, 154 (Buyuk Ipak Yoʻli metro bekati yonida)',
      ru: 'Ташкент, Мирзо-Улугбекский район, улица Буюк Ипак Йули, 154 (рядом со станцией метро «Буюк Ипак Йули»)',
      en: '154 Buyuk Ipak Yoli Street, Mirzo Ulugbek District, Tashkent (next to Buyuk Ipak Yoli metro station)',
    },
    opens: '08:00',
    closes: '22:00',
    phone: '+998712051030',
    latitude: 41.3272,
    longitude: 69.3355,
  },
];
