import type { Tri } from '../text';

const chilled: Tri = [
  '+2…+6 °C haroratda; ochilgandan keyin 48 soat ichida isteʼmol qiling',
  'при +2…+6 °C; после вскрытия употребить в течение 48 часов',
  'at +2…+6 °C; once opened, use within 48 hours',
];
const cheese: Tri = [
  '+2…+6 °C haroratda, oziq-ovqat plyonkasiga oʻralgan holda',
  'при +2…+6 °C, завернув в пищевую плёнку',
  'at +2…+6 °C, wrapped in cling film',
];
const bread: Tri = [
  'xona haroratida, non qutisida yoki qogʻoz paketda; 2–3 kun',
  'при комнатной температуре, в хлебнице или бумажном пакете; 2–3 дня',
  'at room temperature in a bread bin or paper bag; 2–3 days',
];
const fresh: Tri = [
  'salqin joyda yoki muzlatgichning sabzavot boʻlimida',
  'в прохладном месте или в овощном отделении холодильника',
  'in a cool place or the fridge’s vegetable drawer',
];
const meat: Tri = [
  '0…+4 °C da 2 kungacha yoki −18 °C da 6 oygacha',
  'при 0…+4 °C до 2 суток или при −18 °C до 6 месяцев',
  'at 0…+4 °C for up to 2 days or at −18 °C for up to 6 months',
];
const dry: Tri = [
  'quruq, salqin joyda, quyosh nuridan uzoqda',
  'в сухом прохладном месте, вдали от солнечных лучей',
  'in a cool, dry place away from sunlight',
];
const drinks: Tri = [
  '+5…+25 °C da; ochilgandan keyin muzlatgichda 3 kungacha',
  'при +5…+25 °C; после вскрытия в холодильнике до 3 суток',
  'at +5…+25 °C; once opened, keep in the fridge for up to 3 days',
];
const frozen: Tri = [
  '−18 °C dan past haroratda; qayta muzlatmang',
  'при температуре не выше −18 °C; повторно не замораживать',
  'at −18 °C or below; do not refreeze',
];
const chemicals: Tri = [
  'bolalar qoʻli yetmaydigan quruq joyda, oziq-ovqatdan alohida',
  'в сухом месте, недоступном для детей, отдельно от продуктов',
  'in a dry place out of children’s reach, away from food',
];
const careItems: Tri = [
  '+5…+25 °C da, quruq joyda',
  'при +5…+25 °C, в сухом месте',
  'at +5…+25 °C in a dry place',
];
const sweets: Tri = [
  '+15…+21 °C da, quruq joyda',
  'при +15…+21 °C, в сухом месте',
  'at +15…+21 °C in a dry place',
];

/** Storage advice by leaf category, shown in every product description of that category. */
export const storageNotes: Record<string, Tri> = {
  milk: chilled,
  'kefir-ayran': chilled,
  yogurts: chilled,
  'cottage-cheese-sour-cream': chilled,
  cheese,
  butter: cheese,
  eggs: [
    '+2…+6 °C da, oʻtkir tomoni pastga qaratib; 25 kungacha',
    'при +2…+6 °C острым концом вниз; до 25 суток',
    'at +2…+6 °C, pointed end down; up to 25 days',
  ],
  bread,
  flatbreads: bread,
  pastries: bread,
  fruit: fresh,
  vegetables: fresh,
  greens: [
    'muzlatgichda, nam qogʻoz sochiqqa oʻralgan holda; 3–5 kun',
    'в холодильнике, завернув во влажное бумажное полотенце; 3–5 дней',
    'in the fridge wrapped in a damp paper towel; 3–5 days',
  ],
  'dried-fruit-nuts': dry,
  'beef-lamb': meat,
  poultry: meat,
  sausages: chilled,
  grains: dry,
  pasta: dry,
  oil: dry,
  canned: dry,
  'flour-sugar-salt': dry,
  'spices-sauces': dry,
  'tea-coffee': dry,
  water: drinks,
  'soft-drinks': drinks,
  juices: drinks,
  chocolate: sweets,
  'cookies-wafers': sweets,
  candies: sweets,
  'oriental-sweets': sweets,
  dumplings: frozen,
  'frozen-vegetables': frozen,
  'ice-cream': frozen,
  laundry: chemicals,
  dishwashing: chemicals,
  cleaning: chemicals,
  'oral-care': careItems,
  'hair-body': careItems,
  'paper-hygiene': careItems,
  'personal-care': careItems,
  diapers: careItems,
  'baby-food': dry,
  'baby-care': careItems,
  'cat-food': dry,
  'dog-food': dry,
  'kitchen-supplies': careItems,
  tableware: careItems,
  'batteries-lighting': careItems,
};
