import type { SeedSlide } from './types';

export const slides: SeedSlide[] = [
  {
    id: 'fresh-produce',
    title: {
      uz: 'Bugun ertalab terilgan meva va sabzavotlar',
      ru: 'Фрукты и овощи, собранные сегодня утром',
      en: 'Fruit and vegetables picked this morning',
    },
    subtitle: {
      uz: 'Toshkent atrofidagi fermerlardan — vazn boʻyicha, 100 grammdan',
      ru: 'От фермеров вокруг Ташкента — на вес, от 100 граммов',
      en: 'From farms around Tashkent, sold by weight from 100 grams',
    },
    link: '/catalog?category=fruit-vegetables',
    image: 'slide-fresh',
  },
  {
    id: 'free-delivery',
    title: {
      uz: '300\u202f000\u00a0soʻmdan ortiq buyurtmalarga bepul yetkazib berish',
      ru: 'Бесплатная доставка заказов от 300\u202f000\u00a0сум',
      en: 'Free delivery on orders over 300\u202f000\u00a0sum',
    },
    subtitle: {
      uz: 'Toshkent boʻylab kuryer bugun yoki siz tanlagan vaqtda',
      ru: 'Курьер по Ташкенту сегодня или в удобное вам время',
      en: 'Courier across Tashkent today or at a time you choose',
    },
    link: '/delivery',
    image: 'slide-delivery',
  },
  {
    id: 'plov-set',
    title: {
      uz: 'Juma oshi uchun hammasi bir savatda',
      ru: 'Всё для пятничного плова в одной корзине',
      en: 'Everything for Friday plov in one basket',
    },
    subtitle: {
      uz: 'Devzira guruchi, sariq sabzi, paxta yogʻi, zira va qoʻy goʻshti',
      ru: 'Рис девзира, жёлтая морковь, хлопковое масло, зира и баранина',
      en: 'Devzira rice, yellow carrots, cottonseed oil, cumin and lamb',
    },
    link: '/blogs/plov-ingredients',
    image: 'slide-plov',
  },
  {
    id: 'tea-sweets',
    title: {
      uz: 'Choy ustida: navvot, parvarda va pahlava',
      ru: 'К чаю: наввот, парварда и пахлава',
      en: 'For tea time: navvot, parvarda and baklava',
    },
    subtitle: {
      uz: 'Sharq shirinliklari vazn boʻyicha',
      ru: 'Восточные сладости на развес',
      en: 'Oriental sweets sold by weight',
    },
    link: '/catalog?category=oriental-sweets',
    image: 'slide-discount',
  },
  {
    id: 'family-baby',
    title: {
      uz: 'Chaqaloq uchun hammasi uyingizgacha',
      ru: 'Всё для малыша — с доставкой до двери',
      en: 'Everything for your baby, delivered to your door',
    },
    subtitle: {
      uz: 'Tagliklar, bolalar ovqati va parvarish vositalari',
      ru: 'Подгузники, детское питание и средства ухода',
      en: 'Diapers, baby food and baby care',
    },
    link: '/catalog?category=baby',
    image: 'slide-family',
    userTypes: ['individual'],
  },
  {
    id: 'business-orders',
    title: {
      uz: 'Ofis va kafelar uchun ulgurji buyurtmalar',
      ru: 'Оптовые заказы для офисов и кафе',
      en: 'Bulk orders for offices and cafés',
    },
    subtitle: {
      uz: 'Shartnoma, hisob-faktura va shaxsiy menejer — qoʻllab-quvvatlash xizmatiga yozing',
      ru: 'Договор, счёт-фактура и персональный менеджер — напишите в службу поддержки',
      en: 'Contract, VAT invoice and a personal manager: contact our support team',
    },
    link: '/contacts',
    image: 'slide-business',
    userTypes: ['legal_entity'],
  },
];
