import type { SeedDeliverySettings } from './types';

export const deliverySettings: SeedDeliverySettings = {
  courierFee: 15_000,
  freeDeliveryThreshold: 300_000,
  express: {
    provider: 'Yandex Go',
    note: {
      uz: 'Tezkor yetkazib berishni Yandex Go kuryerlari bajaradi: buyurtma yigʻilgach, 30–60 daqiqada eshigingizda boʻladi. Narxni Yandex Go ilovasi masofa va tirbandlikka qarab koʻrsatadi; u kuryerga alohida toʻlanadi.',
      ru: 'Экспресс-доставку выполняют курьеры Yandex Go: после сборки заказ будет у вас через 30–60 минут. Стоимость показывает приложение Yandex Go с учётом расстояния и пробок; она оплачивается курьеру отдельно.',
      en: 'Express delivery is carried out by Yandex Go couriers: once your order is packed it reaches you in 30–60 minutes. The Yandex Go app shows the price, based on distance and traffic; it is paid to the courier separately.',
    },
  },
  regionalTariff: { baseFee: 35_000, baseWeightGrams: 1000, perExtraKg: 8_000 },
  usdRate: 12_650,
};
