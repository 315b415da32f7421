import type { SeedBlog } from './types';

export const blogs: SeedBlog[] = [
  {
    slug: 'plov-ingredients',
    image: 'blog-plov',
    publishedAt: '2026-10-30T07:00:00.000Z',
    title: {
      uz: 'Toshkent oshi: masalliqlarni qanday tanlash kerak',
      ru: 'Ташкентский плов: как выбрать продукты',
      en: 'Tashkent plov: how to choose the ingredients',
    },
    excerpt: {
      uz: 'Guruch, sabzi, yogʻ va goʻsht — yaxshi palov bozordan boshlanadi. Oshpazlarimiz 10 kishilik qozon uchun roʻyxat tuzdi.',
      ru: 'Рис, морковь, масло и мясо — хороший плов начинается с покупок. Наши повара составили список на казан для десяти человек.',
      en: 'Rice, carrots, oil and meat: good plov starts with the shopping. Our cooks wrote the list for a kazan that feeds ten.',
    },
    body: {
      uz: `<p>Palov — oʻzbek dasturxonining shohi. Toshkentda uni juma kunlari, toʻy va mehmon kelganda damlashadi. Oshpazlar bir gapni takrorlashadi: <strong>palovning taʼmi qozonga tushgan masalliqdan boshlanadi</strong>. Quyida 10 kishilik qozon uchun masalliqlar va ularni tanlash boʻyicha maslahatlar.</p>
<h2>Roʻyxat</h2>
<ul>
<li><strong>Guruch</strong> — 1 kg. Devzira eng yaxshisi: donlari qizgʻish, ogʻir, pishganda ochiladi va bir-biriga yopishmaydi. Lazer guruchi ham yaxshi natija beradi.</li>
<li><strong>Goʻsht</strong> — 1 kg. Qoʻy yoki mol goʻshtining lahm qismi, ozgina suyak bilan. Qoʻshimcha taʼm uchun 150–200 g dumba oling.</li>
<li><strong>Sabzi</strong> — 1 kg. Sariq sabzi shirinroq va qovurganda shakli saqlanadi; qizil sabzini yarmiga aralashtirish mumkin.</li>
<li><strong>Piyoz</strong> — 2–3 dona oʻrtacha bosh.</li>
<li><strong>Yogʻ</strong> — 250–300 ml paxta yogʻi yoki kungaboqar yogʻi.</li>
<li><strong>Ziravorlar</strong> — 1 osh qoshiq zira, bir hovuch zirk, 2 bosh sarimsoq, bitta achchiq qalampir. Xohlasangiz noʻxat yoki mayiz.</li>
</ul>
<h2>Tayyorlash tartibi</h2>
<ol>
<li>Guruchni iliq suvda 5–6 marta yuving va 1 soat tuzli suvda ivitib qoʻying.</li>
<li>Yogʻni qozonda tutun chiqquncha qizdiring, dumbani eritib, jizzasini oling.</li>
<li>Goʻshtni qizartirib qovuring, keyin piyoz va somoncha toʻgʻralgan sabzini soling.</li>
<li>Zirvakni zira, tuz va qalampir bilan 30–40 daqiqa qaynating, sarimsoqni butunicha botiring.</li>
<li>Guruchni tekis yoying, suvni guruchdan 1,5–2 sm baland qilib quying, suv singgach qozonni yoping va 25 daqiqa damlang.</li>
</ol>
<blockquote>Sabzini qirgʻichda emas, <em>pichoqda somoncha qilib</em> toʻgʻrang — palov shunda suvli boʻlib qolmaydi.</blockquote>
<p>Barcha masalliqlar katalogimizda bor: <a href="/uz/catalog?category=grains">guruch va dukkaklilar</a>, goʻsht va sabzavotlar. Juma kuni ertalab buyurtma bersangiz, tushlikkacha yetkazamiz.</p>`,
      ru: `<p>Плов — царь узбекского дастархана. В Ташкенте его готовят по пятницам, на свадьбы и к приходу гостей. Повара повторяют одно: <strong>вкус плова начинается с того, что попало в казан</strong>. Ниже — продукты на казан для десяти человек и советы, как их выбрать.</p>
<h2>Список</h2>
<ul>
<li><strong>Рис</strong> — 1 кг. Лучший — девзира: зёрна розоватые, тяжёлые, в плове раскрываются и не слипаются. Хороший результат даёт и рис «Лазер».</li>
<li><strong>Мясо</strong> — 1 кг. Мякоть баранины или говядины, немного на кости. Для вкуса возьмите 150–200 г курдючного жира.</li>
<li><strong>Морковь</strong> — 1 кг. Жёлтая морковь слаще и держит форму при жарке; её можно смешать пополам с красной.</li>
<li><strong>Лук</strong> — 2–3 средние головки.</li>
<li><strong>Масло</strong> — 250–300 мл хлопкового или подсолнечного.</li>
<li><strong>Специи</strong> — столовая ложка зиры, горсть барбариса, 2 головки чеснока, один острый перец. По желанию нут или изюм.</li>
</ul>
<h2>Порядок приготовления</h2>
<ol>
<li>Промойте рис в тёплой воде 5–6 раз и замочите на час в подсоленной воде.</li>
<li>Раскалите масло в казане до лёгкого дымка, вытопите курдюк и выньте шкварки.</li>
<li>Обжарьте мясо до корочки, затем добавьте лук и морковь соломкой.</li>
<li>Томите зирвак с зирой, солью и перцем 30–40 минут, утопите в нём целые головки чеснока.</li>
<li>Разровняйте рис, залейте водой на 1,5–2 см выше риса, а когда вода впитается, закройте казан и томите 25 минут.</li>
</ol>
<blockquote>Режьте морковь не на тёрке, а <em>ножом соломкой</em> — тогда плов не получится водянистым.</blockquote>
<p>Все продукты есть в нашем каталоге: <a href="/ru/catalog?category=grains">рис и бобовые</a>, мясо и овощи. Закажите в пятницу утром — привезём к обеду.</p>`,
      en: `<p>Plov is the king of the Uzbek table. In Tashkent it is cooked on Fridays, for weddings and whenever guests come. Cooks all repeat one thing: <strong>plov tastes of what goes into the kazan</strong>. Here is the shopping list for a kazan that feeds ten, with tips on choosing each ingredient.</p>
<h2>The list</h2>
<ul>
<li><strong>Rice</strong>, 1 kg. Devzira is the best: pinkish, heavy grains that open up in plov without sticking together. Lazer rice also gives a good result.</li>
<li><strong>Meat</strong>, 1 kg. Boneless lamb or beef with a little on the bone. Add 150–200 g of lamb tail fat for flavour.</li>
<li><strong>Carrots</strong>, 1 kg. Yellow carrots are sweeter and keep their shape when fried; you can mix them half and half with orange ones.</li>
<li><strong>Onions</strong>, 2–3 medium.</li>
<li><strong>Oil</strong>, 250–300 ml of cottonseed or sunflower oil.</li>
<li><strong>Spices</strong>: a tablespoon of cumin, a handful of barberries, 2 heads of garlic, one chilli. Chickpeas or raisins if you like.</li>
</ul>
<h2>The method</h2>
<ol>
<li>Rinse the rice in warm water 5–6 times and soak it in salted water for an hour.</li>
<li>Heat the oil in the kazan until it just smokes, render the tail fat and lift out the crackling.</li>
<li>Brown the meat, then add the onion and the carrots cut into matchsticks.</li>
<li>Simmer this base, the zirvak, with cumin, salt and pepper for 30–40 minutes and bury the whole garlic heads in it.</li>
<li>Spread the rice evenly, add water to 1.5–2 cm above it, and once the water is absorbed cover the kazan and steam for 25 minutes.</li>
</ol>
<blockquote>Cut the carrots <em>with a knife into matchsticks</em>, never on a grater, and your plov will not turn out soggy.</blockquote>
<p>Everything is in our catalogue: <a href="/en/catalog?category=grains">rice and pulses</a>, meat and vegetables. Order on Friday morning and we will deliver by lunchtime.</p>`,
    },
  },
  {
    slug: 'summer-salads',
    image: 'blog-salad',
    publishedAt: '2026-06-12T06:00:00.000Z',
    title: {
      uz: 'Issiq kunlar uchun uchta yengil salat',
      ru: 'Три лёгких салата для жарких дней',
      en: 'Three light salads for hot days',
    },
    excerpt: {
      uz: 'Achchiq-chuchuk, suzmali bodring va loviyali salat: 15 daqiqada tayyor, plita yoqilmaydi.',
      ru: 'Ачичук, огурцы с сюзьмой и салат с фасолью: готово за 15 минут, плиту включать не нужно.',
      en: 'Achichuk, cucumbers with suzma and a bean salad: ready in 15 minutes with the hob left off.',
    },
    body: {
      uz: `<p>Toshkentda yoz issiq: iyulda harorat 40 darajadan oshadi. Bunday kunlarda ogʻir taomlar oʻrniga yengil, suvli salatlar yaxshi. Quyidagi uchta salat 15 daqiqada tayyor boʻladi va plitani yoqish shart emas.</p>
<h2>1. Achchiq-chuchuk</h2>
<p>Palovning ajralmas hamrohi. <strong>Masalliqlar:</strong> 4 ta pishgan pomidor, 1 ta qizil piyoz, yarimta achchiq qalampir, tuz, qora murch, bir bogʻlam rayhon.</p>
<ol>
<li>Piyozni juda yupqa yarim halqa qilib toʻgʻrang, tuzlab qoʻl bilan ezing va sovuq suvda chayqang — achchigʻi ketadi.</li>
<li>Pomidorni yupqa yarim doira qilib kesing, qalampirni mayda toʻgʻrang.</li>
<li>Hammasini aralashtiring, tuz va murch seping, rayhon bilan bezang.</li>
</ol>
<h2>2. Suzmali bodring</h2>
<p>Bodringni kubik qilib toʻgʻrang, 3–4 osh qoshiq suzma, maydalangan shivit va yalpiz, bir chimdim tuz qoʻshing. <em>Sovuq holda</em> non bilan torting — bu ham salat, ham chanqoq bosdi.</p>
<h2>3. Loviya va koʻkatli salat</h2>
<ul>
<li>1 banka qizil loviya (suvini toʻking);</li>
<li>1 ta bulgʻor qalampiri va 1 ta bodring;</li>
<li>kashnich, koʻk piyoz, limon sharbati va 2 osh qoshiq zaytun yogʻi.</li>
</ul>
<p>Hammasini aralashtirib, 10 daqiqa muzlatgichda tindiring.</p>
<p>Salat bilan birga sovuq ayron yoki limonli suv torting: issiq kunda ular chanqoqni choydan ham yaxshiroq qondiradi.</p>
<blockquote>Salatni dasturxonga qoʻyishdan oldin tuzlang: pomidor va bodring tuzdan suv chiqaradi.</blockquote>
<p>Yangi sabzavot va koʻkatlar har kuni ertalab keladi — <a href="/uz/catalog?category=vegetables">sabzavotlar boʻlimi</a>ga qarang.</p>`,
      ru: `<p>Лето в Ташкенте жаркое: в июле температура переваливает за 40 градусов. В такие дни вместо тяжёлой еды хочется лёгких сочных салатов. Эти три готовятся за 15 минут, и плиту включать не нужно.</p>
<h2>1. Ачичук</h2>
<p>Непременный спутник плова. <strong>Продукты:</strong> 4 спелых помидора, 1 красная луковица, половина острого перца, соль, чёрный перец, пучок базилика.</p>
<ol>
<li>Нарежьте лук очень тонкими полукольцами, посолите, помните руками и промойте холодной водой — уйдёт горечь.</li>
<li>Помидоры нарежьте тонкими полукругами, перец — мелко.</li>
<li>Перемешайте, посолите, поперчите и украсьте базиликом.</li>
</ol>
<h2>2. Огурцы с сюзьмой</h2>
<p>Нарежьте огурцы кубиком, добавьте 3–4 ложки сюзьмы, рубленый укроп и мяту, щепотку соли. Подавайте <em>холодным</em> с лепёшкой — это и салат, и спасение от жажды.</p>
<h2>3. Салат с фасолью и зеленью</h2>
<ul>
<li>1 банка красной фасоли (жидкость слить);</li>
<li>1 болгарский перец и 1 огурец;</li>
<li>кинза, зелёный лук, сок лимона и 2 столовые ложки оливкового масла.</li>
</ul>
<p>Перемешайте и дайте постоять 10 минут в холодильнике.</p>
<p>Подайте к салатам холодный айран или воду с лимоном: в жару они утоляют жажду даже лучше чая.</p>
<blockquote>Солите салат прямо перед подачей: помидоры и огурцы от соли пускают сок.</blockquote>
<p>Свежие овощи и зелень приходят каждое утро — загляните в <a href="/ru/catalog?category=vegetables">раздел овощей</a>.</p>`,
      en: `<p>Summer in Tashkent is hot: in July the thermometer climbs past 40 degrees. On days like that, light and juicy salads beat heavy food. These three are ready in 15 minutes and never need the hob.</p>
<h2>1. Achichuk</h2>
<p>The inseparable companion of plov. <strong>You need:</strong> 4 ripe tomatoes, 1 red onion, half a chilli, salt, black pepper and a bunch of basil.</p>
<ol>
<li>Slice the onion into very thin half-rings, salt it, squeeze it with your hands and rinse in cold water to take away the bite.</li>
<li>Slice the tomatoes into thin half-moons and chop the chilli finely.</li>
<li>Toss everything together, season and scatter with basil.</li>
</ol>
<h2>2. Cucumbers with suzma</h2>
<p>Dice the cucumbers and add 3–4 spoonfuls of suzma, chopped dill and mint and a pinch of salt. Serve it <em>chilled</em> with flatbread: it is a salad and a thirst-quencher in one.</p>
<h2>3. Bean and herb salad</h2>
<ul>
<li>1 tin of red kidney beans, drained;</li>
<li>1 bell pepper and 1 cucumber;</li>
<li>coriander, spring onions, lemon juice and 2 tablespoons of olive oil.</li>
</ul>
<p>Mix and let it rest in the fridge for 10 minutes.</p>
<p>Serve the salads with chilled ayran or lemon water: on a hot day they quench thirst even better than tea.</p>
<blockquote>Salt a salad just before serving: tomatoes and cucumbers release their juice once salted.</blockquote>
<p>Fresh vegetables and herbs arrive every morning: have a look at <a href="/en/catalog?category=vegetables">the vegetables aisle</a>.</p>`,
    },
  },
  {
    slug: 'choosing-fruit',
    image: 'blog-fruit',
    publishedAt: '2026-09-05T06:00:00.000Z',
    title: {
      uz: 'Pishgan mevani qanday tanlash mumkin',
      ru: 'Как выбрать спелые фрукты',
      en: 'How to choose ripe fruit',
    },
    excerpt: {
      uz: 'Qovun, anor, xurmo va banan: terimchilarimiz qanday belgilarga qarashini aytib beramiz.',
      ru: 'Дыня, гранат, хурма и бананы: рассказываем, на что смотрят наши сборщики.',
      en: 'Melon, pomegranate, persimmon and bananas: what our pickers look for.',
    },
    body: {
      uz: `<p>Buyurtmangizni yigʻadigan xodimlarimiz har bir mevani qoʻlda tanlaydi. Ular qaysi belgilarga qarashini bilsangiz, doʻkonda ham, bozorda ham adashmaysiz.</p>
<h2>Qovun</h2>
<p>Pishgan qovunning dum tomoni bir oz yumshoq va <strong>xushboʻy hidli</strong> boʻladi. Qoʻl bilan urib koʻring: jarangsiz, boʻgʻiq ovoz chiqsa — pishgan. Kech kuzda Gulobi navini oling: u qishgacha saqlanadi.</p>
<h2>Anor</h2>
<ul>
<li>Poʻsti yupqa, quruq va bir oz qirrali boʻlsin — donlar toʻla degani.</li>
<li>Kattaligiga nisbatan ogʻir anor sersuv boʻladi.</li>
<li>Tojchasi quruq boʻlishi kerak, koʻkimtir emas.</li>
</ul>
<h2>Xurmo</h2>
<p>Qattiq xurmo ogʻizni burishtiradi. Yetilishi uchun uni 2–3 kun olma yoki banan bilan bir paketda qoldiring. Pishgan xurmo <em>yaltiroq va yumshoq</em>, poʻsti deyarli shaffof boʻladi.</p>
<h2>Banan</h2>
<p>Bugun yeyish uchun sariq, mayda jigarrang dogʻli bananni tanlang; hafta davomida yeyish uchun — uchlari yashilroq bananni. Bananni muzlatgichda saqlamang: poʻsti qorayib ketadi.</p>
<h2>Uzum va sitrus mevalar</h2>
<p>Uzum boshini silkitib koʻring: donlar toʻkilmasa, u yangi. Bandi yashil va egiluvchan boʻlishi kerak, qurib qolgan emas. Apelsin va mandarinni qoʻlda tortib koʻring — ogʻirrogʻi sersuv boʻladi. Poʻsti yupqa va silliq mandarin oson archiladi, ichi esa shirin chiqadi. Limonni sotib olganda yaltiroq va qattiq boʻlmaganini tanlang.</p>
<blockquote>Olma va banan etilen chiqaradi — boshqa mevalarni tez pishiradi. Ularni alohida saqlang.</blockquote>
<p>Agar yetkazilgan mevadan koʻnglingiz toʻlmasa, kuryerga shu yerning oʻzida qaytaring — pulini qaytaramiz. Barcha mevalar <a href="/uz/catalog?category=fruit">mevalar boʻlimida</a>.</p>`,
      ru: `<p>Сотрудники, которые собирают ваш заказ, выбирают каждый фрукт руками. Зная, на что они смотрят, вы не ошибётесь ни в магазине, ни на базаре.</p>
<h2>Дыня</h2>
<p>У спелой дыни место у хвостика слегка мягкое, а сама она <strong>ароматная</strong>. Постучите ладонью: глухой звук — значит, созрела. Поздней осенью берите сорт Гуляби — он хранится до зимы.</p>
<h2>Гранат</h2>
<ul>
<li>Кожура тонкая, сухая и немного гранёная — значит, зёрна налитые.</li>
<li>Тяжёлый для своего размера гранат — сочный.</li>
<li>Коронка должна быть сухой, а не зелёной.</li>
</ul>
<h2>Хурма</h2>
<p>Твёрдая хурма вяжет рот. Чтобы она дозрела, положите её на 2–3 дня в пакет с яблоком или бананом. Спелая хурма <em>глянцевая и мягкая</em>, кожица почти прозрачная.</p>
<h2>Бананы</h2>
<p>Чтобы съесть сегодня, выбирайте жёлтые бананы с мелкими коричневыми точками; на неделю — с зеленоватыми кончиками. Не храните бананы в холодильнике: кожура почернеет.</p>
<h2>Виноград и цитрусовые</h2>
<p>Встряхните гроздь винограда: если ягоды не осыпаются, он свежий. Веточка должна быть зелёной и гибкой, а не засохшей. Апельсины и мандарины взвесьте в руке — более тяжёлые сочнее. Мандарин с тонкой гладкой кожурой легко чистится и внутри сладкий. Лимоны выбирайте блестящие и не слишком твёрдые.</p>
<blockquote>Яблоки и бананы выделяют этилен и ускоряют созревание других фруктов. Храните их отдельно.</blockquote>
<p>Если привезённые фрукты вам не понравились, верните их курьеру сразу — деньги вернём. Все фрукты — в <a href="/ru/catalog?category=fruit">разделе фруктов</a>.</p>`,
      en: `<p>The people who pack your order choose every piece of fruit by hand. Once you know what they look for, you will not go wrong in a shop or at the bazaar.</p>
<h2>Melon</h2>
<p>A ripe melon gives slightly at the stalk end and has a <strong>sweet smell</strong>. Tap it with your palm: a dull thud means it is ready. In late autumn pick the Gulyabi variety, which keeps until winter.</p>
<h2>Pomegranate</h2>
<ul>
<li>Thin, dry, slightly angular skin means the seeds are plump.</li>
<li>A pomegranate that feels heavy for its size is juicy.</li>
<li>The crown should be dry, not green.</li>
</ul>
<h2>Persimmon</h2>
<p>A hard persimmon makes your mouth pucker. Leave it in a bag with an apple or a banana for 2–3 days to ripen. A ripe one is <em>glossy and soft</em>, with almost translucent skin.</p>
<h2>Bananas</h2>
<p>For eating today, choose yellow bananas with small brown freckles; for the week ahead, ones with greenish tips. Keep bananas out of the fridge or the skins turn black.</p>
<h2>Grapes and citrus</h2>
<p>Give a bunch of grapes a gentle shake: if no berries drop, it is fresh. The stalk should be green and flexible, not dried out. Weigh oranges and mandarins in your hand; the heavier ones are juicier. A mandarin with thin, smooth skin peels easily and is sweet inside. Choose lemons that are glossy and not too hard.</p>
<blockquote>Apples and bananas give off ethylene and ripen other fruit faster. Store them apart.</blockquote>
<p>If the fruit we bring is not up to scratch, hand it back to the courier on the spot and we will refund you. All our fruit is in <a href="/en/catalog?category=fruit">the fruit aisle</a>.</p>`,
    },
  },
  {
    slug: 'storing-bread',
    image: 'blog-bread',
    publishedAt: '2026-03-18T06:00:00.000Z',
    title: {
      uz: 'Nonni qanday saqlash kerak',
      ru: 'Как хранить хлеб',
      en: 'How to keep bread fresh',
    },
    excerpt: {
      uz: 'Obi non, baton va javdar noni turlicha saqlanadi. Qotib qolgan nonni qanday yumshatishni ham aytamiz.',
      ru: 'Лепёшка, батон и ржаной хлеб хранятся по-разному. Расскажем и о том, как освежить чёрствый хлеб.',
      en: 'Flatbread, white loaves and rye bread keep differently. We also explain how to revive a stale one.',
    },
    body: {
      uz: `<p>Oʻzbek xonadonida non muqaddas: uni teskari qoʻyishmaydi va isrof qilishmaydi. Nonni toʻgʻri saqlasangiz, u bir necha kun yumshoq va mazali boʻlib turadi.</p>
<h2>Obi non va patir</h2>
<p>Issiq nonni darhol paketga solmang — bugʻ yigʻilib, non namlanadi. Avval <strong>dasturxon yoki toza sochiqqa oʻrab</strong> sovuting, keyin non qutisiga soling. Patir sariyogʻli boʻlgani uchun 3–4 kungacha yumshoq turadi.</p>
<h2>Baton va qolip non</h2>
<ul>
<li>Qogʻoz paket yoki non qutisida saqlang: plastik paketda non tez mogʻorlaydi.</li>
<li>Muzlatgichning oddiy boʻlimida non tezroq qotadi — u yerga qoʻymang.</li>
<li>Uzoq saqlash uchun tilimlab, muzlatkichda (−18 °C) bir oygacha saqlang; kerakli tilimni tosterda isiting.</li>
</ul>
<h2>Javdar noni</h2>
<p>Javdar noni sekinroq qotadi va 4–5 kungacha saqlanadi. Uni <em>kesilgan tomoni pastga</em> qaratib taxta ustiga qoʻying.</p>
<h2>Qotgan nonni yumshatish</h2>
<ol>
<li>Nonning ustiga ozgina suv purkang.</li>
<li>180 °C li duxovkada 5–7 daqiqa isiting.</li>
<li>Darhol dasturxonga torting — non yana yumshoq boʻladi.</li>
</ol>
<p>Non qutisini haftada bir marta non ushoqlaridan tozalang va sirka qoʻshilgan suv bilan artib chiqing: shunda mogʻor paydo boʻlmaydi.</p>
<blockquote>Qotgan nondan suxari va salat uchun krutonlar chiqadi — hech narsa isrof boʻlmaydi.</blockquote>
<p>Tashkent Non nonlari doʻkonlarimizga har tong issiq holda keladi: <a href="/uz/catalog?category=bakery">non va pishiriqlar</a>.</p>`,
      ru: `<p>В узбекском доме хлеб священен: лепёшку не кладут вверх дном и не выбрасывают. Если правильно хранить хлеб, он несколько дней остаётся мягким и вкусным.</p>
<h2>Лепёшка и патыр</h2>
<p>Не кладите горячую лепёшку сразу в пакет — соберётся пар, и хлеб отсыреет. Сначала остудите её, <strong>завернув в дастархан или чистое полотенце</strong>, затем уберите в хлебницу. Патыр на сливочном масле остаётся мягким 3–4 дня.</p>
<h2>Батон и формовой хлеб</h2>
<ul>
<li>Храните в бумажном пакете или хлебнице: в полиэтилене хлеб быстро плесневеет.</li>
<li>В обычном отделении холодильника хлеб черствеет быстрее — не кладите его туда.</li>
<li>Для долгого хранения нарежьте и заморозьте при −18 °C до месяца; нужный ломтик разогрейте в тостере.</li>
</ul>
<h2>Ржаной хлеб</h2>
<p>Ржаной хлеб черствеет медленнее и хранится 4–5 дней. Кладите его на доску <em>срезом вниз</em>.</p>
<h2>Как освежить чёрствый хлеб</h2>
<ol>
<li>Слегка сбрызните хлеб водой.</li>
<li>Разогрейте в духовке при 180 °C 5–7 минут.</li>
<li>Сразу подавайте — хлеб снова будет мягким.</li>
</ol>
<p>Раз в неделю вытряхивайте из хлебницы крошки и протирайте её водой с уксусом — так в ней не заведётся плесень.</p>
<blockquote>Из чёрствого хлеба получаются сухари и гренки для салата — ничего не пропадёт.</blockquote>
<p>Хлеб Tashkent Non приезжает в наши магазины тёплым каждое утро: <a href="/ru/catalog?category=bakery">хлеб и выпечка</a>.</p>`,
      en: `<p>In an Uzbek home bread is sacred: a flatbread is never laid upside down or thrown away. Kept the right way, bread stays soft and tasty for several days.</p>
<h2>Obi non and patir</h2>
<p>Do not bag a warm flatbread straight away: steam collects and the bread turns damp. Let it cool <strong>wrapped in a tablecloth or a clean tea towel</strong> first, then put it in the bread bin. Butter-rich patir stays soft for 3–4 days.</p>
<h2>White loaves and tin bread</h2>
<ul>
<li>Keep them in a paper bag or a bread bin: in plastic, bread goes mouldy quickly.</li>
<li>Bread goes stale faster in the main part of the fridge, so keep it out of there.</li>
<li>For longer keeping, slice and freeze at −18 °C for up to a month, then warm a slice in the toaster.</li>
</ul>
<h2>Rye bread</h2>
<p>Rye bread stales slowly and keeps for 4–5 days. Stand it on a board <em>cut side down</em>.</p>
<h2>Reviving stale bread</h2>
<ol>
<li>Sprinkle the loaf lightly with water.</li>
<li>Warm it in the oven at 180 °C for 5–7 minutes.</li>
<li>Serve straight away and it will be soft again.</li>
</ol>
<p>Once a week, shake the crumbs out of the bread bin and wipe it with water and a little vinegar so mould never takes hold.</p>
<blockquote>Stale bread makes rusks and croutons for salads, so nothing goes to waste.</blockquote>
<p>Tashkent Non bread reaches our stores warm every morning: see <a href="/en/catalog?category=bakery">bread and bakery</a>.</p>`,
    },
  },
  {
    slug: 'delivery-guide',
    image: 'blog-delivery',
    publishedAt: '2026-02-02T06:00:00.000Z',
    title: {
      uz: 'Savat qanday yetkazib beradi: toʻliq qoʻllanma',
      ru: 'Как работает доставка Savat: полный гид',
      en: 'How Savat delivers: a complete guide',
    },
    excerpt: {
      uz: 'Kuryer, tezkor yetkazish, doʻkondan olib ketish va viloyatlarga joʻnatish — narxlar va muddatlar bir joyda.',
      ru: 'Курьер, экспресс-доставка, самовывоз и отправка в регионы — цены и сроки в одном месте.',
      en: 'Courier, express, store pickup and shipping to the regions: prices and timings in one place.',
    },
    body: {
      uz: `<p>Buyurtmani rasmiylashtirishda toʻrtta usuldan birini tanlaysiz. Qaysi biri sizga qulayligini bilish uchun qisqacha qoʻllanma.</p>
<h2>Toshkent boʻylab kuryer</h2>
<p>Kuryerimiz buyurtmani siz tanlagan ikki soatlik oraliqda olib keladi. Yetkazish narxi — <strong>15\u202f000\u00a0soʻm</strong>, 300\u202f000\u00a0soʻmdan ortiq buyurtmalarga esa <strong>bepul</strong>. Kuryerga naqd pul bilan yoki oldindan karta bilan toʻlash mumkin.</p>
<h2>Tezkor yetkazish</h2>
<p>Shoshilinch boʻlsa, tezkor yetkazishni tanlang: buyurtmani Yandex Go kuryeri 30–60 daqiqada olib keladi. Narxni <em>Yandex Go ilovasi</em> masofa va tirbandlikka qarab koʻrsatadi va u kuryerga alohida toʻlanadi.</p>
<h2>Doʻkondan olib ketish</h2>
<p>Yunusobod, Chilonzor yoki Mirzo Ulugʻbekdagi doʻkonimizni tanlang. Buyurtma tayyor boʻlgach, «Buyurtmalarim» boʻlimida uning holati «Olib ketishga tayyor» boʻladi; uni ikki kun ichida olib keting. Doʻkonda naqd yoki karta bilan toʻlaysiz.</p>
<h2>Viloyatlarga joʻnatish</h2>
<ul>
<li>Buyurtmani kuryerlik kompaniyasi orqali barcha viloyatlarga joʻnatamiz.</li>
<li>Narx vaznga bogʻliq: birinchi kilogramm uchun 35\u202f000\u00a0soʻm, har bir keyingi kilogramm uchun 8\u202f000\u00a0soʻm.</li>
<li>Yetkazish muddati — 2–4 ish kuni. Yoʻlda posilkalar sovutilmaydi: tez buziladigan va muzlatilgan mahsulotlarni tanlashda buni hisobga oling.</li>
</ul>
<h2>Buyurtmani qabul qilishda</h2>
<ol>
<li>Kuryer oldida paketlarni koʻzdan kechiring.</li>
<li>Biror mahsulot yoqmasa yoki yetishmasa, shu yerning oʻzida ayting — pulini qaytaramiz.</li>
</ol>
<blockquote>Mahsulot vazn boʻyicha sotilsa, aniq narx yigʻilgandan keyin hisoblanadi; farq odatda 5% dan oshmaydi.</blockquote>
<p>Batafsil shartlar — <a href="/uz/delivery">Yetkazib berish</a> sahifasida.</p>`,
      ru: `<p>При оформлении заказа вы выбираете один из четырёх способов получения. Короткий гид поможет понять, какой вам удобнее.</p>
<h2>Курьер по Ташкенту</h2>
<p>Наш курьер привезёт заказ в выбранный вами двухчасовой интервал. Доставка стоит <strong>15\u202f000\u00a0сум</strong>, а для заказов от 300\u202f000\u00a0сум — <strong>бесплатно</strong>. Оплатить можно курьеру наличными или заранее картой.</p>
<h2>Экспресс-доставка</h2>
<p>Если срочно, выберите экспресс: заказ за 30–60 минут привезёт курьер Yandex Go. Стоимость показывает <em>приложение Yandex Go</em> с учётом расстояния и пробок, оплачивается она курьеру отдельно.</p>
<h2>Самовывоз из магазина</h2>
<p>Выберите наш магазин в Юнусабаде, Чиланзаре или Мирзо-Улугбеке. Когда заказ будет собран, в разделе «Мои заказы» появится статус «Готов к выдаче»; забрать его можно в течение двух дней. В магазине платите наличными или картой.</p>
<h2>Отправка в регионы</h2>
<ul>
<li>Отправляем заказы во все регионы через курьерскую компанию.</li>
<li>Цена зависит от веса: 35\u202f000\u00a0сум за первый килограмм и 8\u202f000\u00a0сум за каждый следующий.</li>
<li>Срок — 2–4 рабочих дня. В пути посылки не охлаждаются: учитывайте это, выбирая скоропортящиеся и замороженные продукты.</li>
</ul>
<h2>При получении</h2>
<ol>
<li>Проверьте пакеты при курьере.</li>
<li>Если товар не понравился или чего-то не хватает, скажите сразу — вернём деньги.</li>
</ol>
<blockquote>Для товаров на вес точная сумма считается после сборки; разница обычно не больше 5%.</blockquote>
<p>Подробные условия — на странице <a href="/ru/delivery">«Доставка»</a>.</p>`,
      en: `<p>At checkout you pick one of four ways to get your order. This short guide helps you choose the one that suits you.</p>
<h2>Courier across Tashkent</h2>
<p>Our courier brings your order within the two-hour window you choose. Delivery costs <strong>15\u202f000\u00a0sum</strong> and is <strong>free</strong> for orders over 300\u202f000\u00a0sum. Pay the courier in cash, or by card in advance.</p>
<h2>Express delivery</h2>
<p>In a hurry? Choose express, and a Yandex Go courier brings your order in 30–60 minutes. The <em>Yandex Go app</em> shows the price, based on distance and traffic, and you pay it to the courier separately.</p>
<h2>Store pickup</h2>
<p>Choose our store in Yunusobod, Chilonzor or Mirzo Ulugbek. When the order is packed, its status in My orders reads “Ready for pickup”; collect it within two days and pay in cash or by card at the till.</p>
<h2>Shipping to the regions</h2>
<ul>
<li>We ship to every region of Uzbekistan through a courier company.</li>
<li>The price depends on weight: 35\u202f000\u00a0sum for the first kilogram and 8\u202f000\u00a0sum for each extra one.</li>
<li>Delivery takes 2–4 working days. Parcels are not refrigerated on the way: bear that in mind when choosing perishable or frozen food.</li>
</ul>
<h2>When the order arrives</h2>
<ol>
<li>Check the bags while the courier is there.</li>
<li>If something is wrong or missing, say so straight away and we will refund it.</li>
</ol>
<blockquote>For goods sold by weight the exact total is worked out after packing; the difference is usually under 5%.</blockquote>
<p>Full terms are on the <a href="/en/delivery">Delivery</a> page.</p>`,
    },
  },
  {
    slug: 'healthy-breakfast',
    image: 'blog-breakfast',
    publishedAt: '2026-04-22T06:00:00.000Z',
    title: {
      uz: 'Foydali nonushta: bir hafta uchun beshta gʻoya',
      ru: 'Полезный завтрак: пять идей на неделю',
      en: 'A healthy breakfast: five ideas for the week',
    },
    excerpt: {
      uz: 'Suli boʻtqasi, tvorog, tuxum va qatiq: ishga chiqishdan oldin 10 daqiqada tayyorlanadigan nonushtalar.',
      ru: 'Овсянка, творог, яйца и катык: завтраки, которые готовятся за 10 минут перед работой.',
      en: 'Oats, cottage cheese, eggs and katyk: breakfasts you can make in ten minutes before work.',
    },
    body: {
      uz: `<p>Yaxshi nonushta kunni boshlab beradi: unda <strong>oqsil, tola va biroz yogʻ</strong> boʻlsa, tushlikkacha ochlik sezilmaydi. Ish kunlari uchun beshta oddiy gʻoya.</p>
<h2>Dushanba: mevali suli boʻtqasi</h2>
<p>Yarim stakan suli yormasini sut bilan 5 daqiqa qaynating, banan va bir hovuch yongʻoq qoʻshing. Shakar oʻrniga bir choy qoshiq asal.</p>
<h2>Seshanba: tvorog va qaymoq</h2>
<p>Tvorogga smetana, mayiz va quritilgan oʻrik qoʻshing. Oqsilga boy va toʻyimli.</p>
<h2>Chorshanba: sabzavotli tuxum</h2>
<p>Ikki dona tuxumni pomidor, bulgʻor qalampiri va koʻk piyoz bilan qovuring. Yoniga bir tilim javdar noni.</p>
<h2>Payshanba: qatiq va granola</h2>
<p>Bir kosa qatiq yoki grekcha yogurtga suli, yongʻoq va mavsumiy meva soling — <em>tayyorlash uchun 2 daqiqa</em>.</p>
<h2>Juma: anʼanaviy nonushta</h2>
<ul>
<li>issiq obi non;</li>
<li>qaymoq va asal;</li>
<li>koʻk choy.</li>
</ul>
<p>Haftada bir marta — nega boʻlmasin?</p>
<h2>Nima ichish kerak</h2>
<p>Ertalab bir stakan iliq suv ichishdan boshlang. Nonushta bilan koʻk choy yoki shakarsiz qahva yaxshi ketadi. Tayyor sharbatlarda shakar koʻp, shuning uchun ularni kuniga bir stakandan oshirmang — butun meva foydaliroq, chunki unda tola saqlanadi. Bolalar uchun esa kakao yoki iliq sut juda mos keladi.</p>
<blockquote>Nonushtani oʻtkazib yubormang: ertalab ovqatlanmagan odam kechqurun koʻproq yeydi.</blockquote>
<p>Nonushta uchun hammasi — <a href="/uz/catalog?category=dairy">sut mahsulotlari</a> va <a href="/uz/catalog?category=grains">yormalar</a> boʻlimlarida.</p>`,
      ru: `<p>Хороший завтрак задаёт тон всему дню: если в нём есть <strong>белок, клетчатка и немного жира</strong>, голод не появится до обеда. Пять простых идей на рабочую неделю.</p>
<h2>Понедельник: овсянка с фруктами</h2>
<p>Сварите полстакана овсяных хлопьев на молоке за 5 минут, добавьте банан и горсть орехов. Вместо сахара — чайная ложка мёда.</p>
<h2>Вторник: творог со сметаной</h2>
<p>Добавьте к творогу сметану, изюм и курагу. Много белка и надолго сытно.</p>
<h2>Среда: яичница с овощами</h2>
<p>Обжарьте два яйца с помидором, болгарским перцем и зелёным луком. К ним — ломтик ржаного хлеба.</p>
<h2>Четверг: катык с гранолой</h2>
<p>Положите в пиалу катыка или греческого йогурта овсянку, орехи и сезонные фрукты — <em>готовится за 2 минуты</em>.</p>
<h2>Пятница: традиционный завтрак</h2>
<ul>
<li>горячая лепёшка;</li>
<li>каймак и мёд;</li>
<li>зелёный чай.</li>
</ul>
<p>Раз в неделю — почему бы и нет?</p>
<h2>Что пить</h2>
<p>Начните утро со стакана тёплой воды. К завтраку хорошо подходят зелёный чай или кофе без сахара. В готовых соках много сахара, поэтому не пейте больше стакана в день — целый фрукт полезнее, ведь в нём сохраняется клетчатка. А детям отлично подойдут какао или тёплое молоко.</p>
<blockquote>Не пропускайте завтрак: тот, кто не поел утром, вечером съедает больше.</blockquote>
<p>Всё для завтрака — в разделах <a href="/ru/catalog?category=dairy">молочные продукты</a> и <a href="/ru/catalog?category=grains">крупы</a>.</p>`,
      en: `<p>A good breakfast sets the tone for the day: with <strong>protein, fibre and a little fat</strong> you will not feel hungry before lunch. Here are five simple ideas for the working week.</p>
<h2>Monday: porridge with fruit</h2>
<p>Simmer half a cup of rolled oats in milk for 5 minutes, then add a banana and a handful of nuts. Use a teaspoon of honey instead of sugar.</p>
<h2>Tuesday: cottage cheese with sour cream</h2>
<p>Stir sour cream, raisins and dried apricots into cottage cheese. Plenty of protein and it keeps you full.</p>
<h2>Wednesday: eggs with vegetables</h2>
<p>Fry two eggs with tomato, bell pepper and spring onion, with a slice of rye bread on the side.</p>
<h2>Thursday: katyk and granola</h2>
<p>Spoon oats, nuts and seasonal fruit into a bowl of katyk or Greek yoghurt: <em>two minutes' work</em>.</p>
<h2>Friday: the traditional breakfast</h2>
<ul>
<li>a hot obi non flatbread;</li>
<li>kaymak and honey;</li>
<li>green tea.</li>
</ul>
<p>Once a week, why not?</p>
<h2>What to drink</h2>
<p>Start the morning with a glass of warm water. Green tea or unsweetened coffee goes well with breakfast. Packaged juices carry a lot of sugar, so keep them to a glass a day; whole fruit is better for you because it keeps its fibre. For children, cocoa or warm milk is a fine choice.</p>
<blockquote>Do not skip breakfast: people who eat nothing in the morning eat more in the evening.</blockquote>
<p>Everything for breakfast is in <a href="/en/catalog?category=dairy">dairy</a> and <a href="/en/catalog?category=grains">grains</a>.</p>`,
    },
  },
  {
    slug: 'baby-food-tips',
    image: 'blog-baby',
    publishedAt: '2026-08-14T06:00:00.000Z',
    title: {
      uz: 'Qoʻshimcha ovqat: birinchi qadamlar',
      ru: 'Прикорм: первые шаги',
      en: 'Weaning: the first steps',
    },
    excerpt: {
      uz: 'Qachon boshlash, nimadan boshlash va xaridda nimalarga qarash kerak — yosh ota-onalar uchun maslahatlar.',
      ru: 'Когда начинать, с чего начинать и на что смотреть при покупке — советы молодым родителям.',
      en: 'When to start, what to start with and what to check when you shop: tips for new parents.',
    },
    body: {
      uz: `<p>Jahon sogʻliqni saqlash tashkiloti chaqaloqni <strong>6 oylikkacha faqat ona suti</strong> bilan boqishni tavsiya qiladi. Qoʻshimcha ovqatni qachon boshlashni albatta pediatr bilan kelishib oling. Quyidagi maslahatlar shifokor bilan suhbatga tayyorlanishga yordam beradi.</p>
<h2>Nimadan boshlash</h2>
<ul>
<li>Bir komponentli sabzavot pyuresi: brokkoli, gulkaram, qovoqcha.</li>
<li>Keyin sutsiz guruch yoki grechka boʻtqasi.</li>
<li>Meva pyuresi — sabzavotlardan keyin: olma va nok.</li>
</ul>
<h2>Qanday kiritish</h2>
<ol>
<li>Yarim choy qoshiqdan boshlang va bir hafta ichida asta-sekin koʻpaytiring.</li>
<li>Har bir yangi mahsulotni alohida, 5–7 kun oraliq bilan kiriting.</li>
<li>Ertalab bering: kun davomida chaqaloqning reaksiyasini kuzatish oson.</li>
</ol>
<h2>Xarid qilishda</h2>
<p>Qadoqdagi <em>yosh belgisiga</em> qarang: «4 oylikdan» yoki «6 oylikdan». Tarkibida shakar, tuz va kraxmal boʻlmasin. Shisha bankani ochgach, muzlatgichda 24 soatdan ortiq saqlamang.</p>
<h2>Xavfsizlik qoidalari</h2>
<ul>
<li>Bir yoshgacha boʻlgan bolaga asal, tuz va shakar bermang.</li>
<li>Pyureni xona haroratigacha isiting va avval oʻzingiz tatib koʻring.</li>
<li>Chaqaloq ovqatlanayotganda doim yonida boʻling; yongʻoq va qattiq boʻlaklarni bermang.</li>
<li>Toshma, qorin ogʻrigʻi yoki ich ketishi boʻlsa, yangi mahsulotni toʻxtating va shifokorga murojaat qiling.</li>
</ul>
<blockquote>Chaqaloq birinchi marta yangi taʼmdan bosh tortishi tabiiy. Shoshmang: baʼzan 8–10 urinish kerak boʻladi.</blockquote>
<p>Bolalar ovqati, boʻtqa va aralashmalar — <a href="/uz/catalog?category=baby-food">bolalar ovqati boʻlimida</a>. Tagliklarning katta qadoqlari ham bor.</p>`,
      ru: `<p>Всемирная организация здравоохранения рекомендует кормить малыша <strong>только грудным молоком до 6 месяцев</strong>. Когда начинать прикорм, обязательно решите вместе с педиатром. Эти советы помогут подготовиться к разговору с врачом.</p>
<h2>С чего начать</h2>
<ul>
<li>Однокомпонентное овощное пюре: брокколи, цветная капуста, кабачок.</li>
<li>Затем безмолочная рисовая или гречневая каша.</li>
<li>Фруктовое пюре — после овощей: яблоко и груша.</li>
</ul>
<h2>Как вводить</h2>
<ol>
<li>Начните с половины чайной ложки и за неделю постепенно увеличивайте порцию.</li>
<li>Каждый новый продукт вводите отдельно, с перерывом 5–7 дней.</li>
<li>Давайте новое утром: так проще наблюдать за реакцией малыша днём.</li>
</ol>
<h2>При покупке</h2>
<p>Смотрите на <em>возрастную отметку</em> на упаковке: «с 4 месяцев» или «с 6 месяцев». В составе не должно быть сахара, соли и крахмала. Открытую стеклянную баночку храните в холодильнике не дольше 24 часов.</p>
<h2>Правила безопасности</h2>
<ul>
<li>Не давайте детям до года мёд, соль и сахар.</li>
<li>Подогревайте пюре до комнатной температуры и сначала пробуйте сами.</li>
<li>Всегда будьте рядом, пока малыш ест; не давайте орехи и твёрдые кусочки.</li>
<li>Если появились сыпь, боли в животе или расстройство стула, прекратите давать новый продукт и обратитесь к врачу.</li>
</ul>
<blockquote>Малыш может отказаться от нового вкуса в первый раз — это нормально. Не торопитесь: иногда нужно 8–10 попыток.</blockquote>
<p>Детское питание, каши и смеси — в <a href="/ru/catalog?category=baby-food">разделе детского питания</a>. Есть и большие упаковки подгузников.</p>`,
      en: `<p>The World Health Organization recommends feeding a baby <strong>only breast milk until six months</strong>. Always agree with your paediatrician when to start weaning. These tips will help you prepare for that conversation.</p>
<h2>What to start with</h2>
<ul>
<li>Single-vegetable purées: broccoli, cauliflower, courgette.</li>
<li>Then a dairy-free rice or buckwheat cereal.</li>
<li>Fruit purées after vegetables: apple and pear.</li>
</ul>
<h2>How to introduce food</h2>
<ol>
<li>Start with half a teaspoon and build up gradually over a week.</li>
<li>Introduce each new food on its own, 5–7 days apart.</li>
<li>Offer new foods in the morning so it is easier to watch how your baby reacts during the day.</li>
</ol>
<h2>When you shop</h2>
<p>Check the <em>age mark</em> on the pack: "from 4 months" or "from 6 months". Avoid added sugar, salt and starch. Once a glass jar is open, keep it in the fridge for no more than 24 hours.</p>
<h2>Safety rules</h2>
<ul>
<li>Do not give honey, salt or sugar to children under one.</li>
<li>Warm purées to room temperature and taste them yourself first.</li>
<li>Always stay with your baby while they eat, and never offer nuts or hard pieces.</li>
<li>If a rash, tummy ache or upset stomach appears, stop the new food and see your doctor.</li>
</ul>
<blockquote>It is normal for a baby to turn down a new taste the first time. Take your time: sometimes it takes 8–10 tries.</blockquote>
<p>Baby food, cereals and formula are in <a href="/en/catalog?category=baby-food">the baby food aisle</a>, along with big packs of diapers.</p>`,
    },
  },
];
