import type { Region } from '@/shared/api';
import type { Locale } from '@/shared/i18n';

type Names = Record<Locale, string>;

/** Region names as shoppers read them; Uzbek in Latin script. */
export const regionNames: Record<Region, Names> = {
  tashkent: { uz: 'Toshkent shahri', ru: 'Ташкент', en: 'Tashkent' },
  'tashkent-region': { uz: 'Toshkent viloyati', ru: 'Ташкентская область', en: 'Tashkent Region' },
  andijan: { uz: 'Andijon', ru: 'Андижанская область', en: 'Andijan' },
  bukhara: { uz: 'Buxoro', ru: 'Бухарская область', en: 'Bukhara' },
  fergana: { uz: 'Fargʻona', ru: 'Ферганская область', en: 'Fergana' },
  jizzakh: { uz: 'Jizzax', ru: 'Джизакская область', en: 'Jizzakh' },
  namangan: { uz: 'Namangan', ru: 'Наманганская область', en: 'Namangan' },
  navoi: { uz: 'Navoiy', ru: 'Навоийская область', en: 'Navoiy' },
  kashkadarya: { uz: 'Qashqadaryo', ru: 'Кашкадарьинская область', en: 'Kashkadarya' },
  samarkand: { uz: 'Samarqand', ru: 'Самаркандская область', en: 'Samarkand' },
  syrdarya: { uz: 'Sirdaryo', ru: 'Сырдарьинская область', en: 'Syrdarya' },
  surkhandarya: { uz: 'Surxondaryo', ru: 'Сурхандарьинская область', en: 'Surkhandarya' },
  khorezm: { uz: 'Xorazm', ru: 'Хорезмская область', en: 'Khorezm' },
  karakalpakstan: { uz: 'Qoraqalpogʻiston', ru: 'Каракалпакстан', en: 'Karakalpakstan' },
};

/** Districts of Tashkent, where the courier delivers; the value sent is the Uzbek name. */
export const tashkentDistricts: ReadonlyArray<Names> = [
  { uz: 'Bektemir', ru: 'Бектемирский', en: 'Bektemir' },
  { uz: 'Chilonzor', ru: 'Чиланзарский', en: 'Chilonzor' },
  { uz: 'Mirobod', ru: 'Мирабадский', en: 'Mirobod' },
  { uz: 'Mirzo Ulugʻbek', ru: 'Мирзо-Улугбекский', en: 'Mirzo Ulugʻbek' },
  { uz: 'Olmazor', ru: 'Алмазарский', en: 'Olmazor' },
  { uz: 'Sergeli', ru: 'Сергелийский', en: 'Sergeli' },
  { uz: 'Shayxontohur', ru: 'Шайхантахурский', en: 'Shayxontohur' },
  { uz: 'Uchtepa', ru: 'Учтепинский', en: 'Uchtepa' },
  { uz: 'Yakkasaroy', ru: 'Яккасарайский', en: 'Yakkasaroy' },
  { uz: 'Yashnobod', ru: 'Яшнабадский', en: 'Yashnobod' },
  { uz: 'Yunusobod', ru: 'Юнусабадский', en: 'Yunusobod' },
  { uz: 'Yangihayot', ru: 'Янгихаётский', en: 'Yangihayot' },
];

/** Regional centres, offered as the city when a region is chosen. */
export const regionCentres: Partial<Record<Region, string>> = {
  'tashkent-region': 'Nurafshon',
  andijan: 'Andijon',
  bukhara: 'Buxoro',
  fergana: 'Fargʻona',
  jizzakh: 'Jizzax',
  namangan: 'Namangan',
  navoi: 'Navoiy',
  kashkadarya: 'Qarshi',
  samarkand: 'Samarqand',
  syrdarya: 'Guliston',
  surkhandarya: 'Termiz',
  khorezm: 'Urganch',
  karakalpakstan: 'Nukus',
};
