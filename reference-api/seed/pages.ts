import { supportTeamEmail, supportTeamPhone, supportTeamTelegram } from './contacts';
import { deliverySettings } from './delivery';
import { stores } from './stores';
import type { Locale, SeedPage } from './types';

const { courierFee, freeDeliveryThreshold, regionalTariff, express } = deliverySettings;

/**
 * Whole sums as the storefront prints them in every language: thousands grouped with a narrow
 * no-break space, a no-break space before the unit ('15 000 soʻm', '15 000 сум', '15 000 sum').
 */
function sum(amount: number, locale: Locale): string {
  const digits = String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  const unit = { uz: 'soʻm', ru: 'сум', en: 'sum' }[locale];
  return `${digits}\u00a0${unit}`;
}

const supportPhone = supportTeamPhone.replace(
  /^\+998(\d{2})(\d{3})(\d{2})(\d{2})$/,
  '+998 $1 $2 $3 $4',
);
const supportPhoneHref = `tel:${supportTeamPhone}`;
const telegram = supportTeamTelegram;
const email = supportTeamEmail;

function storeList(locale: Locale): string {
  const hours = { uz: 'har kuni', ru: 'ежедневно', en: 'daily' }[locale];
  const items = stores.map((store) => {
    const phone = store.phone.replace(/^\+998(\d{2})(\d{3})(\d{2})(\d{2})$/, '+998 $1 $2 $3 $4');
    return `<li><strong>${store.name[locale]}</strong> — ${store.address[locale]}; ${hours} ${store.opens}–${store.closes}; <a href="tel:${store.phone}">${phone}</a></li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

const about: SeedPage = {
  slug: 'about',
  title: { uz: 'Biz haqimizda', ru: 'О нас', en: 'About us' },
  body: {
    uz: `<p><strong>Savat</strong> — Toshkentdagi onlayn supermarket. Biz kundalik mahsulotlar va uy uchun kerakli narsalarni eshigingizgacha yetkazamiz: Toshkent boʻylab kuryer orqali, viloyatlarga esa kuryerlik kompaniyasi orqali.</p>
<h2>Nimalar sotamiz</h2>
<p>Katalogimizda 400 dan ortiq mahsulot bor: yangi meva va sabzavotlar, goʻsht, sut mahsulotlari, non, bakaleya, ichimliklar, maishiy kimyo, gigiyena vositalari, bolalar va uy hayvonlari uchun tovarlar. Mahalliy ishlab chiqaruvchilarni qoʻllab-quvvatlaymiz: sut, non, suv va guruchning katta qismi Oʻzbekistonda tayyorlanadi.</p>
<h2>Qanday ishlaymiz</h2>
<ul>
<li>Meva, sabzavot va goʻshtni har kuni ertalab fermerlardan qabul qilamiz.</li>
<li>Buyurtmani doʻkonimiz xodimlari qoʻlda yigʻadi va har bir mahsulotni tekshiradi.</li>
<li>Vazn boʻyicha sotiladigan mahsulotlarning aniq narxi yigʻilgandan soʻng hisoblanadi.</li>
</ul>
<h2>Doʻkonlarimiz</h2>
${storeList('uz')}
<p>Yuridik shaxslar uchun shartnoma asosida ulgurji buyurtmalar qabul qilamiz — qoʻllab-quvvatlash xizmatiga murojaat qiling.</p>`,
    ru: `<p><strong>Savat</strong> — онлайн-супермаркет в Ташкенте. Мы доставляем продукты на каждый день и товары для дома до вашей двери: по Ташкенту — нашим курьером, в регионы — через курьерскую компанию.</p>
<h2>Что мы продаём</h2>
<p>В каталоге более 400 товаров: свежие фрукты и овощи, мясо, молочные продукты, хлеб, бакалея, напитки, бытовая химия, средства гигиены, товары для детей и животных. Мы поддерживаем местных производителей: большая часть молока, хлеба, воды и риса сделана в Узбекистане.</p>
<h2>Как мы работаем</h2>
<ul>
<li>Фрукты, овощи и мясо принимаем от фермеров каждое утро.</li>
<li>Заказ собирают вручную сотрудники магазина и проверяют каждый товар.</li>
<li>Точная стоимость весовых товаров рассчитывается после сборки.</li>
</ul>
<h2>Наши магазины</h2>
${storeList('ru')}
<p>Для юридических лиц принимаем оптовые заказы по договору — обратитесь в службу поддержки.</p>`,
    en: `<p><strong>Savat</strong> is an online supermarket in Tashkent. We bring everyday groceries and household essentials to your door: by our own couriers across Tashkent and through a courier company to the regions.</p>
<h2>What we sell</h2>
<p>Our catalogue holds more than 400 products: fresh fruit and vegetables, meat, dairy, bread, grocery staples, drinks, household chemicals, personal care, and goods for babies and pets. We support local producers: most of our milk, bread, water and rice is made in Uzbekistan.</p>
<h2>How we work</h2>
<ul>
<li>We take in fruit, vegetables and meat from farmers every morning.</li>
<li>Store staff pack every order by hand and check each item.</li>
<li>The exact price of goods sold by weight is worked out after packing.</li>
</ul>
<h2>Our stores</h2>
${storeList('en')}
<p>Businesses can order in bulk under a contract: please contact our support team.</p>`,
  },
};

const contacts: SeedPage = {
  slug: 'contacts',
  title: { uz: 'Kontaktlar', ru: 'Контакты', en: 'Contacts' },
  body: {
    uz: `<h2>Qoʻllab-quvvatlash xizmati</h2>
<ul>
<li>Telefon: <a href="${supportPhoneHref}">${supportPhone}</a> (har kuni 08:00–22:00)</li>
<li>Telegram: <a href="https://t.me/savat_uz_bot">${telegram}</a></li>
<li>Elektron pochta: <a href="mailto:${email}">${email}</a></li>
</ul>
<p>Buyurtma boʻyicha murojaat qilganda buyurtma raqamini ayting — tezroq yordam beramiz.</p>
<h2>Yuridik shaxslar uchun</h2>
<p>Tashkilot nomidan xarid qilish, shartnoma tuzish va hisob-faktura olish uchun <a href="/uz/business">yuridik shaxslar sahifasida</a> ariza qoldiring yoki qoʻllab-quvvatlash xizmatiga qoʻngʻiroq qiling: hisob turini oʻzgartirish faqat shu orqali amalga oshiriladi.</p>
<h2>Doʻkonlar</h2>
${storeList('uz')}`,
    ru: `<h2>Служба поддержки</h2>
<ul>
<li>Телефон: <a href="${supportPhoneHref}">${supportPhone}</a> (ежедневно 08:00–22:00)</li>
<li>Telegram: <a href="https://t.me/savat_uz_bot">${telegram}</a></li>
<li>Электронная почта: <a href="mailto:${email}">${email}</a></li>
</ul>
<p>Если вопрос по заказу, назовите его номер — так мы поможем быстрее.</p>
<h2>Для юридических лиц</h2>
<p>Чтобы покупать от имени организации, заключить договор и получать счета-фактуры, оставьте заявку на <a href="/ru/business">странице для юридических лиц</a> или позвоните в службу поддержки: сменить тип аккаунта можно только через неё.</p>
<h2>Магазины</h2>
${storeList('ru')}`,
    en: `<h2>Customer support</h2>
<ul>
<li>Phone: <a href="${supportPhoneHref}">${supportPhone}</a> (daily 08:00–22:00)</li>
<li>Telegram: <a href="https://t.me/savat_uz_bot">${telegram}</a></li>
<li>Email: <a href="mailto:${email}">${email}</a></li>
</ul>
<p>If your question is about an order, give us its number and we will help faster.</p>
<h2>For businesses</h2>
<p>To buy on behalf of a company, sign a contract and receive VAT invoices, send a request on <a href="/en/business">the page for businesses</a> or call our support team: only they can change your account type.</p>
<h2>Stores</h2>
${storeList('en')}`,
  },
};

const delivery: SeedPage = {
  slug: 'delivery',
  title: { uz: 'Yetkazib berish', ru: 'Доставка', en: 'Delivery' },
  body: {
    uz: `<h2>Toshkent boʻylab kuryer</h2>
<p>Buyurtmani kuryerimiz siz tanlagan ikki soatlik oraliqda, har kuni 09:00 dan 22:00 gacha yetkazadi. Narxi — <strong>${sum(courierFee, 'uz')}</strong>; <strong>${sum(freeDeliveryThreshold, 'uz')}</strong> va undan ortiq buyurtmalarga — bepul. Kuryerga faqat naqd pul bilan toʻlanadi yoki buyurtmani oldindan karta bilan toʻlash mumkin.</p>
<h2>Tezkor yetkazish (${express.provider})</h2>
<p>${express.note.uz}</p>
<h2>Doʻkondan olib ketish</h2>
<p>Buyurtmani bepul olib ketishingiz mumkin. Tayyor boʻlgach, sizga SMS yuboramiz va «Buyurtmalarim» boʻlimida uning holati «Olib ketishga tayyor» boʻladi; buyurtma doʻkonda 2 kun saqlanadi. Doʻkonda naqd yoki karta bilan toʻlash mumkin.</p>
${storeList('uz')}
<h2>Viloyatlarga yetkazish</h2>
<p>Oʻzbekistonning barcha viloyatlariga kuryerlik kompaniyasi orqali joʻnatamiz. Narx buyurtma vazniga bogʻliq:</p>
<ul>
<li>birinchi ${regionalTariff.baseWeightGrams / 1000} kg — ${sum(regionalTariff.baseFee, 'uz')};</li>
<li>har bir keyingi kilogramm — ${sum(regionalTariff.perExtraKg, 'uz')}.</li>
</ul>
<p>Masalan, 5 kg li buyurtma ${sum(regionalTariff.baseFee + 4 * regionalTariff.perExtraKg, 'uz')} turadi. Muddat — 2–4 ish kuni. Yoʻlda posilkalar sovutilmaydi: tez buziladigan va muzlatilgan mahsulotlarni tanlashda buni hisobga oling.</p>`,
    ru: `<h2>Курьер по Ташкенту</h2>
<p>Наш курьер привезёт заказ в выбранный двухчасовой интервал, ежедневно с 09:00 до 22:00. Стоимость — <strong>${sum(courierFee, 'ru')}</strong>; для заказов от <strong>${sum(freeDeliveryThreshold, 'ru')}</strong> — бесплатно. Курьеру можно заплатить только наличными, либо оплатите заказ заранее картой.</p>
<h2>Экспресс-доставка (${express.provider})</h2>
<p>${express.note.ru}</p>
<h2>Самовывоз из магазина</h2>
<p>Забрать заказ можно бесплатно. Когда он будет готов, мы пришлём SMS, а в разделе «Мои заказы» появится статус «Готов к выдаче»; заказ хранится в магазине 2 дня. В магазине можно оплатить наличными или картой.</p>
${storeList('ru')}
<h2>Доставка в регионы</h2>
<p>Отправляем во все регионы Узбекистана через курьерскую компанию. Стоимость зависит от веса заказа:</p>
<ul>
<li>первый ${regionalTariff.baseWeightGrams / 1000} кг — ${sum(regionalTariff.baseFee, 'ru')};</li>
<li>каждый следующий килограмм — ${sum(regionalTariff.perExtraKg, 'ru')}.</li>
</ul>
<p>Например, заказ весом 5 кг обойдётся в ${sum(regionalTariff.baseFee + 4 * regionalTariff.perExtraKg, 'ru')}. Срок — 2–4 рабочих дня. В пути посылки не охлаждаются: учитывайте это, выбирая скоропортящиеся и замороженные продукты.</p>`,
    en: `<h2>Courier across Tashkent</h2>
<p>Our courier delivers in the two-hour window you choose, daily from 09:00 to 22:00. It costs <strong>${sum(courierFee, 'en')}</strong> and is free for orders of <strong>${sum(freeDeliveryThreshold, 'en')}</strong> or more. The courier takes cash only; you can also pay for the order by card in advance.</p>
<h2>Express delivery (${express.provider})</h2>
<p>${express.note.en}</p>
<h2>Store pickup</h2>
<p>Pickup is free. When your order is ready, we send you an SMS and its status in My orders reads “Ready for pickup”; the store keeps it for 2 days. Pay in cash or by card at the store.</p>
${storeList('en')}
<h2>Delivery to the regions</h2>
<p>We ship to every region of Uzbekistan through a courier company. The price depends on the order's weight:</p>
<ul>
<li>the first ${regionalTariff.baseWeightGrams / 1000} kg: ${sum(regionalTariff.baseFee, 'en')};</li>
<li>each extra kilogram: ${sum(regionalTariff.perExtraKg, 'en')}.</li>
</ul>
<p>For example, a 5 kg order costs ${sum(regionalTariff.baseFee + 4 * regionalTariff.perExtraKg, 'en')}. Delivery takes 2–4 working days. Parcels are not refrigerated on the way: bear that in mind when choosing perishable or frozen food.</p>`,
  },
};

const howToBuy: SeedPage = {
  slug: 'how-to-buy',
  title: { uz: 'Qanday xarid qilish mumkin', ru: 'Как купить', en: 'How to buy' },
  body: {
    uz: `<ol>
<li><strong>Mahsulotlarni tanlang.</strong> Katalog yoki qidiruvdan foydalaning va «Savatga» tugmasini bosing. Vazn boʻyicha sotiladigan mahsulotlar uchun kerakli grammni tanlang.</li>
<li><strong>Savatni tekshiring.</strong> Miqdorni oʻzgartirishingiz mumkin; omborda yetarli boʻlmasa, miqdorni avtomatik kamaytiramiz va sizga xabar beramiz.</li>
<li><strong>Kiring.</strong> Telefon raqamingizni kiriting va SMS orqali kelgan 5 xonali kodni tasdiqlang.</li>
<li><strong>Yetkazish usulini tanlang:</strong> kuryer, tezkor yetkazish, doʻkondan olib ketish yoki viloyatlarga joʻnatish.</li>
<li><strong>Toʻlang.</strong> Uzcard, Humo, Visa yoki Mastercard kartasi bilan onlayn, yoki qabul qilishda: kuryerga naqd, doʻkonda naqd yoki karta bilan.</li>
<li><strong>Buyurtmani kuting.</strong> Holatini «Buyurtmalarim» boʻlimida kuzatishingiz mumkin; buyurtma keyingi bosqichga oʻtganda, uning holati haqida buyurtma bergan tilingizda SMS yuboramiz.</li>
</ol>
<p>Savollar boʻlsa, <a href="${supportPhoneHref}">${supportPhone}</a> raqamiga qoʻngʻiroq qiling yoki Telegramda ${telegram} ga yozing.</p>`,
    ru: `<ol>
<li><strong>Выберите товары.</strong> Воспользуйтесь каталогом или поиском и нажмите «В корзину». Для весовых товаров выберите нужный вес.</li>
<li><strong>Проверьте корзину.</strong> Количество можно изменить; если на складе не хватает товара, мы уменьшим количество и предупредим вас.</li>
<li><strong>Войдите.</strong> Введите номер телефона и подтвердите 5-значный код из SMS.</li>
<li><strong>Выберите способ получения:</strong> курьер, экспресс-доставка, самовывоз из магазина или отправка в регион.</li>
<li><strong>Оплатите.</strong> Онлайн картой Uzcard, Humo, Visa или Mastercard, либо при получении: курьеру наличными, в магазине наличными или картой.</li>
<li><strong>Ждите заказ.</strong> Статус можно отслеживать в разделе «Мои заказы»; когда заказ переходит на новый этап, мы присылаем SMS о его статусе на языке, на котором вы его оформили.</li>
</ol>
<p>Если остались вопросы, позвоните по номеру <a href="${supportPhoneHref}">${supportPhone}</a> или напишите в Telegram ${telegram}.</p>`,
    en: `<ol>
<li><strong>Choose your products.</strong> Browse the catalogue or search and press "Add to cart". For goods sold by weight, choose the weight you need.</li>
<li><strong>Check your cart.</strong> You can change quantities; if we have less in stock, we lower the quantity and let you know.</li>
<li><strong>Sign in.</strong> Enter your phone number and confirm the 5-digit code we text you.</li>
<li><strong>Choose how to get it:</strong> courier, express, store pickup or shipping to the regions.</li>
<li><strong>Pay.</strong> Online with an Uzcard, Humo, Visa or Mastercard card, or on receipt: cash to the courier, cash or card at the store.</li>
<li><strong>Wait for your order.</strong> Follow its status under "My orders"; as the order moves on, we also send you an SMS about its new status, in the language you ordered in.</li>
</ol>
<p>Any questions? Call <a href="${supportPhoneHref}">${supportPhone}</a> or message ${telegram} on Telegram.</p>`,
  },
};

const publicOffer: SeedPage = {
  slug: 'public-offer',
  title: { uz: 'Ommaviy oferta', ru: 'Публичная оферта', en: 'Public offer' },
  body: {
    uz: `<p><strong>«Savat Market» MChJ</strong> (keyingi oʻrinlarda — Sotuvchi) ushbu oferta orqali har qanday jismoniy shaxsga (keyingi oʻrinlarda — Xaridor) quyidagi shartlarda savat.uz internet-doʻkoni orqali tovarlarni masofadan sotish shartnomasini tuzishni taklif qiladi. Oferta Oʻzbekiston Respublikasi Fuqarolik kodeksining 367-moddasiga muvofiq ommaviy ofertadir.</p>
<h2>1. Umumiy qoidalar</h2>
<p>1.1. Xaridor buyurtmani rasmiylashtirib, toʻlov usulini tanlagan paytdan boshlab oferta shartlarini toʻliq qabul qilgan hisoblanadi (aksept).</p>
<p>1.2. Sotuvchi oferta shartlarini bir tomonlama oʻzgartirishi mumkin; oʻzgarishlar saytda eʼlon qilingan kundan kuchga kiradi va rasmiylashtirilgan buyurtmalarga taʼsir qilmaydi.</p>
<h2>2. Shartnoma predmeti</h2>
<p>2.1. Sotuvchi katalogdagi tovarlarni Xaridorning mulkiga topshirish, Xaridor esa ularni qabul qilish va toʻlash majburiyatini oladi.</p>
<p>2.2. Tovarlarning tasviri va tavsifi maʼlumot uchun berilgan; qadoq dizayni ishlab chiqaruvchi tomonidan oʻzgartirilishi mumkin.</p>
<h2>3. Narx va toʻlov</h2>
<p>3.1. Narxlar soʻmda koʻrsatiladi va QQSni oʻz ichiga oladi.</p>
<p>3.2. Vazn boʻyicha sotiladigan tovarlarning yakuniy narxi haqiqiy vazn boʻyicha hisoblanadi; farq oldindan karta bilan toʻlangan summadan qaytariladi yoki qabul qilishda toʻlanadi.</p>
<p>3.3. Toʻlov Uzcard, Humo, Visa, Mastercard kartalari bilan onlayn yoki qabul qilishda naqd pul (kuryerga) yoki naqd/karta (doʻkonda) bilan amalga oshiriladi.</p>
<h2>4. Yetkazib berish</h2>
<p>4.1. Yetkazib berish usullari, narxlari va muddatlari «Yetkazib berish» sahifasida koʻrsatilgan va oferta ajralmas qismi hisoblanadi.</p>
<p>4.2. Tovar Xaridorga yoki buyurtmada koʻrsatilgan qabul qiluvchiga topshirilgan paytdan boshlab tasodifiy nobud boʻlish xavfi Xaridorga oʻtadi.</p>
<h2>5. Tovarni qaytarish</h2>
<p>5.1. Tovarni qaytarish va almashtirish «Isteʼmolchilarning huquqlarini himoya qilish toʻgʻrisida»gi qonun va «Qaytarish» sahifasidagi shartlar asosida amalga oshiriladi.</p>
<h2>6. Shaxsga doir maʼlumotlar</h2>
<p>6.1. Xaridor buyurtmani bajarish uchun ism, telefon raqami va manzilini qayta ishlashga rozilik beradi. Sotuvchi maʼlumotlarni «Shaxsga doir maʼlumotlar toʻgʻrisida»gi qonunga muvofiq Oʻzbekiston hududidagi serverlarda saqlaydi.</p>
<h2>7. Javobgarlik</h2>
<p>7.1. Tomonlar majburiyatlarni bajarmaganlik uchun Oʻzbekiston Respublikasi qonunchiligiga muvofiq javob beradi. Nizolar muzokaralar yoʻli bilan, kelishuvga erishilmasa — Toshkent shahri sudlarida hal qilinadi.</p>
<h2>8. Sotuvchining rekvizitlari</h2>
<p>«Savat Market» MChJ, STIR 309876543, Toshkent, Yunusobod tumani, Amir Temur shoh koʻchasi, 129. Telefon: ${supportPhone}, e-mail: ${email}.</p>`,
    ru: `<p><strong>ООО «Savat Market»</strong> (далее — Продавец) настоящей офертой предлагает любому физическому лицу (далее — Покупатель) заключить договор дистанционной купли-продажи товаров через интернет-магазин savat.uz на изложенных ниже условиях. Оферта является публичной в соответствии со статьёй 367 Гражданского кодекса Республики Узбекистан.</p>
<h2>1. Общие положения</h2>
<p>1.1. Покупатель полностью принимает условия оферты (акцепт) с момента оформления заказа и выбора способа оплаты.</p>
<p>1.2. Продавец вправе в одностороннем порядке изменять условия оферты; изменения вступают в силу со дня публикации на сайте и не распространяются на уже оформленные заказы.</p>
<h2>2. Предмет договора</h2>
<p>2.1. Продавец обязуется передать в собственность Покупателя товары из каталога, а Покупатель — принять и оплатить их.</p>
<p>2.2. Изображения и описания товаров носят информационный характер; дизайн упаковки может быть изменён производителем.</p>
<h2>3. Цена и оплата</h2>
<p>3.1. Цены указаны в сумах и включают НДС.</p>
<p>3.2. Окончательная стоимость весовых товаров рассчитывается по фактическому весу; разница возвращается с суммы, оплаченной картой заранее, либо доплачивается при получении.</p>
<p>3.3. Оплата производится онлайн картами Uzcard, Humo, Visa, Mastercard или при получении: наличными курьеру, наличными или картой в магазине.</p>
<h2>4. Доставка</h2>
<p>4.1. Способы, стоимость и сроки доставки указаны на странице «Доставка» и являются неотъемлемой частью оферты.</p>
<p>4.2. Риск случайной гибели товара переходит к Покупателю с момента передачи товара ему или указанному в заказе получателю.</p>
<h2>5. Возврат товара</h2>
<p>5.1. Возврат и обмен товара производятся в соответствии с Законом «О защите прав потребителей» и условиями страницы «Возврат».</p>
<h2>6. Персональные данные</h2>
<p>6.1. Покупатель соглашается на обработку имени, номера телефона и адреса для выполнения заказа. Продавец хранит данные на серверах на территории Узбекистана в соответствии с Законом «О персональных данных».</p>
<h2>7. Ответственность</h2>
<p>7.1. Стороны несут ответственность за неисполнение обязательств в соответствии с законодательством Республики Узбекистан. Споры решаются путём переговоров, а при недостижении согласия — в судах города Ташкента.</p>
<h2>8. Реквизиты продавца</h2>
<p>ООО «Savat Market», ИНН 309876543, Ташкент, Юнусабадский район, проспект Амира Темура, 129. Телефон: ${supportPhone}, e-mail: ${email}.</p>`,
    en: `<p><strong>Savat Market LLC</strong> (the Seller) hereby offers any individual (the Buyer) a contract for the distance sale of goods through the savat.uz online store on the terms below. This is a public offer under Article 367 of the Civil Code of the Republic of Uzbekistan.</p>
<h2>1. General provisions</h2>
<p>1.1. The Buyer accepts the terms of this offer in full when placing an order and choosing a payment method.</p>
<p>1.2. The Seller may change these terms unilaterally; changes take effect on the day they are published on the site and do not apply to orders already placed.</p>
<h2>2. Subject of the contract</h2>
<p>2.1. The Seller undertakes to transfer ownership of goods from the catalogue to the Buyer, and the Buyer undertakes to accept and pay for them.</p>
<p>2.2. Product images and descriptions are for information; the manufacturer may change the packaging design.</p>
<h2>3. Price and payment</h2>
<p>3.1. Prices are in sum and include VAT.</p>
<p>3.2. The final price of goods sold by weight is based on the actual weight; any difference is refunded from an advance card payment or paid on receipt.</p>
<p>3.3. Payment is made online with Uzcard, Humo, Visa or Mastercard cards, or on receipt: in cash to the courier, or in cash or by card at a store.</p>
<h2>4. Delivery</h2>
<p>4.1. Delivery methods, prices and timings are set out on the Delivery page, which forms an integral part of this offer.</p>
<p>4.2. The risk of accidental loss passes to the Buyer when the goods are handed to the Buyer or to the recipient named in the order.</p>
<h2>5. Returns</h2>
<p>5.1. Returns and exchanges follow the Law on Consumer Rights Protection and the terms on the Returns page.</p>
<h2>6. Personal data</h2>
<p>6.1. The Buyer consents to the processing of their name, phone number and address to fulfil the order. The Seller stores the data on servers in Uzbekistan in accordance with the Law on Personal Data.</p>
<h2>7. Liability</h2>
<p>7.1. The parties are liable for non-performance under the laws of the Republic of Uzbekistan. Disputes are settled by negotiation and, failing agreement, in the courts of Tashkent.</p>
<h2>8. Seller's details</h2>
<p>Savat Market LLC, TIN 309876543, 129 Amir Temur Avenue, Yunusobod District, Tashkent. Phone: ${supportPhone}, email: ${email}.</p>`,
  },
};

const returns: SeedPage = {
  slug: 'return',
  title: { uz: 'Tovarni qaytarish', ru: 'Возврат товара', en: 'Returns' },
  body: {
    uz: `<p>Biz «Isteʼmolchilarning huquqlarini himoya qilish toʻgʻrisida»gi qonunga amal qilamiz. Qaytarish shartlari tovar turiga bogʻliq.</p>
<h2>Oziq-ovqat mahsulotlari</h2>
<ul>
<li>Sifatli oziq-ovqat mahsulotlari qaytarilmaydi va almashtirilmaydi.</li>
<li>Sifatsiz, muddati oʻtgan yoki shikastlangan mahsulotni <strong>kuryer oldida</strong> qaytaring — pulini darhol qaytaramiz yoki almashtirib beramiz.</li>
<li>Kamchilik keyinroq aniqlansa, mahsulotni yeyishdan oldin 24 soat ichida qoʻllab-quvvatlash xizmatiga surat bilan yozing.</li>
</ul>
<h2>Nooziq-ovqat tovarlari</h2>
<ul>
<li>Sifatli tovarni xariddan keyin <strong>10 kun ichida</strong> qaytarish mumkin: qadogʻi ochilmagan va tovar koʻrinishi saqlangan boʻlishi kerak.</li>
<li>Gigiyena vositalari, kosmetika va maishiy kimyo ochilgan boʻlsa qaytarilmaydi.</li>
<li>Sifatsiz tovar kafolat muddati davomida qaytariladi yoki almashtiriladi.</li>
</ul>
<h2>Pul qanday qaytariladi</h2>
<p>Karta bilan toʻlangan boʻlsa, pul 3–10 ish kunida shu kartaga qaytadi. Naqd toʻlovda — kuryer yoki doʻkon kassasi orqali.</p>
<p>Qaytarish uchun <a href="${supportPhoneHref}">${supportPhone}</a> raqamiga qoʻngʻiroq qiling yoki Telegramda ${telegram} ga yozing.</p>`,
    ru: `<p>Мы соблюдаем Закон «О защите прав потребителей». Условия возврата зависят от вида товара.</p>
<h2>Продукты питания</h2>
<ul>
<li>Продукты питания надлежащего качества возврату и обмену не подлежат.</li>
<li>Некачественный, просроченный или повреждённый товар верните <strong>курьеру при получении</strong> — сразу вернём деньги или заменим товар.</li>
<li>Если недостаток обнаружился позже, напишите в поддержку с фотографией в течение 24 часов, не употребляя продукт.</li>
</ul>
<h2>Непродовольственные товары</h2>
<ul>
<li>Товар надлежащего качества можно вернуть <strong>в течение 10 дней</strong> после покупки, если упаковка не вскрыта и сохранён товарный вид.</li>
<li>Вскрытые средства гигиены, косметика и бытовая химия возврату не подлежат.</li>
<li>Некачественный товар возвращается или заменяется в течение гарантийного срока.</li>
</ul>
<h2>Как возвращаются деньги</h2>
<p>При оплате картой деньги вернутся на ту же карту за 3–10 рабочих дней. При оплате наличными — через курьера или кассу магазина.</p>
<p>Для возврата позвоните по номеру <a href="${supportPhoneHref}">${supportPhone}</a> или напишите в Telegram ${telegram}.</p>`,
    en: `<p>We follow the Law on Consumer Rights Protection. What can be returned depends on the kind of goods.</p>
<h2>Food</h2>
<ul>
<li>Food of proper quality cannot be returned or exchanged.</li>
<li>Hand back poor-quality, expired or damaged food <strong>to the courier on delivery</strong> and we will refund or replace it at once.</li>
<li>If you find a problem later, message support with a photo within 24 hours and do not eat the product.</li>
</ul>
<h2>Non-food goods</h2>
<ul>
<li>Goods of proper quality can be returned <strong>within 10 days</strong> of purchase if the packaging is unopened and the goods are as sold.</li>
<li>Opened personal care products, cosmetics and household chemicals cannot be returned.</li>
<li>Faulty goods are refunded or replaced within the warranty period.</li>
</ul>
<h2>How refunds are paid</h2>
<p>Card payments are refunded to the same card within 3–10 working days. Cash payments are refunded by the courier or at a store till.</p>
<p>To return something, call <a href="${supportPhoneHref}">${supportPhone}</a> or message ${telegram} on Telegram.</p>`,
  },
};

export const pages: SeedPage[] = [about, contacts, delivery, howToBuy, publicOffer, returns];
