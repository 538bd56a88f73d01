import type { LabelWords } from './languages.ts';

/**
 * The labels a visitor reads on a work and in the filters of /arts, in French, German and Arabic,
 * keyed by their English words in the demo catalogue.
 */
export const CATEGORY_WORDS: Record<string, LabelWords> = {
  Painting: { fr: 'Peinture', de: 'Malerei', ar: 'اللوحات' },
  Photography: { fr: 'Photographie', de: 'Fotografie', ar: 'التصوير الفوتوغرافي' },
  Prints: { fr: 'Estampes', de: 'Druckgrafik', ar: 'المطبوعات' },
  Drawing: { fr: 'Dessin', de: 'Zeichnung', ar: 'الرسومات' },
  Sculpture: { fr: 'Sculpture', de: 'Skulptur', ar: 'النحت' },
  Calligraphy: { fr: 'Calligraphie', de: 'Kalligrafie', ar: 'الخط العربي' },
};

export const TAG_WORDS: Record<string, LabelWords> = {
  abstract: { fr: 'Abstrait', de: 'Abstrakt', ar: 'تجريدي' },
  landscape: { fr: 'Paysage', de: 'Landschaft', ar: 'منظر طبيعي' },
  sea: { fr: 'Mer', de: 'Meer', ar: 'البحر' },
  desert: { fr: 'Désert', de: 'Wüste', ar: 'الصحراء' },
  portrait: { fr: 'Portrait', de: 'Porträt', ar: 'بورتريه' },
  calligraphy: { fr: 'Calligraphie', de: 'Kalligrafie', ar: 'الخط' },
  architecture: { fr: 'Architecture', de: 'Architektur', ar: 'العمارة' },
  heritage: { fr: 'Patrimoine', de: 'Kulturerbe', ar: 'التراث' },
  mountains: { fr: 'Montagnes', de: 'Berge', ar: 'الجبال' },
  city: { fr: 'Ville', de: 'Stadt', ar: 'المدينة' },
  geometric: { fr: 'Géométrique', de: 'Geometrisch', ar: 'هندسي' },
  gold: { fr: 'Or', de: 'Gold', ar: 'الذهب' },
  minimal: { fr: 'Minimal', de: 'Minimalistisch', ar: 'بسيط' },
  night: { fr: 'Nuit', de: 'Nacht', ar: 'الليل' },
  figurative: { fr: 'Figuratif', de: 'Figurativ', ar: 'تشخيصي' },
  wildlife: { fr: 'Faune', de: 'Tierwelt', ar: 'الحياة البرية' },
};

export const MEDIUM_WORDS: Record<string, LabelWords> = {
  'Acrylic and gold leaf on canvas': {
    fr: 'Acrylique et feuille d’or sur toile',
    de: 'Acryl und Blattgold auf Leinwand',
    ar: 'أكريليك وورق ذهب على قماش',
  },
  'Acrylic on canvas': { fr: 'Acrylique sur toile', de: 'Acryl auf Leinwand', ar: 'أكريليك على قماش' },
  'Bronze with gold patina': {
    fr: 'Bronze à patine dorée',
    de: 'Bronze mit goldener Patina',
    ar: 'برونز بزنجار ذهبي',
  },
  'Bronze with polished patina': {
    fr: 'Bronze à patine polie',
    de: 'Bronze mit polierter Patina',
    ar: 'برونز بزنجار مصقول',
  },
  'Bronze with verdigris patina': {
    fr: 'Bronze à patine vert-de-gris',
    de: 'Bronze mit Grünspanpatina',
    ar: 'برونز بزنجار أخضر',
  },
  Bronze: { fr: 'Bronze', de: 'Bronze', ar: 'برونز' },
  'Charcoal and gouache on paper': {
    fr: 'Fusain et gouache sur papier',
    de: 'Kohle und Gouache auf Papier',
    ar: 'فحم وغواش على ورق',
  },
  'Charcoal and graphite on paper': {
    fr: 'Fusain et graphite sur papier',
    de: 'Kohle und Graphit auf Papier',
    ar: 'فحم وغرافيت على ورق',
  },
  'Charcoal on paper': { fr: 'Fusain sur papier', de: 'Kohle auf Papier', ar: 'فحم على ورق' },
  'Compressed charcoal on paper': {
    fr: 'Fusain compressé sur papier',
    de: 'Presskohle auf Papier',
    ar: 'فحم مضغوط على ورق',
  },
  'Digital print': { fr: 'Impression numérique', de: 'Digitaldruck', ar: 'طباعة رقمية' },
  'Giclée print': { fr: 'Impression giclée', de: 'Giclée-Druck', ar: 'طباعة جيكليه' },
  'Ink and gold leaf': { fr: 'Encre et feuille d’or', de: 'Tinte und Blattgold', ar: 'حبر وورق ذهب' },
  'Ink on paper': { fr: 'Encre sur papier', de: 'Tinte auf Papier', ar: 'حبر على ورق' },
  'Mixed media on panel': {
    fr: 'Technique mixte sur panneau',
    de: 'Mischtechnik auf Holztafel',
    ar: 'وسائط مختلطة على لوح',
  },
  'Oil on canvas board': {
    fr: 'Huile sur carton entoilé',
    de: 'Öl auf Malkarton',
    ar: 'زيت على لوح قماشي',
  },
  'Oil on canvas': { fr: 'Huile sur toile', de: 'Öl auf Leinwand', ar: 'زيت على قماش' },
  'Oil on linen': { fr: 'Huile sur lin', de: 'Öl auf Leinen', ar: 'زيت على كتان' },
  'Oil on paper': { fr: 'Huile sur papier', de: 'Öl auf Papier', ar: 'زيت على ورق' },
  'Photography, archival pigment print': {
    fr: 'Photographie, tirage pigmentaire d’archive',
    de: 'Fotografie, archivfester Pigmentdruck',
    ar: 'تصوير فوتوغرافي، طباعة صبغية أرشيفية',
  },
  'Screen print': { fr: 'Sérigraphie', de: 'Siebdruck', ar: 'طباعة بالشاشة الحريرية' },
  'Watercolour and gouache': {
    fr: 'Aquarelle et gouache',
    de: 'Aquarell und Gouache',
    ar: 'ألوان مائية وغواش',
  },
  Watercolour: { fr: 'Aquarelle', de: 'Aquarell', ar: 'ألوان مائية' },
};

export const SUPPORT_WORDS: Record<string, LabelWords> = {
  'Arches cotton paper, 300 gsm': {
    fr: 'Papier coton Arches, 300 g/m²',
    de: 'Arches-Baumwollpapier, 300 g/m²',
    ar: 'ورق قطني من آرش، 300 غ/م²',
  },
  'Bronze base': { fr: 'Socle en bronze', de: 'Bronzesockel', ar: 'قاعدة من البرونز' },
  'Canvas board': { fr: 'Carton entoilé', de: 'Malkarton', ar: 'لوح قماشي' },
  'Fabriano Artistico, 300 gsm': {
    fr: 'Fabriano Artistico, 300 g/m²',
    de: 'Fabriano Artistico, 300 g/m²',
    ar: 'ورق فابريانو أرتيستيكو، 300 غ/م²',
  },
  'Fabriano paper, 250 gsm': {
    fr: 'Papier Fabriano, 250 g/m²',
    de: 'Fabriano-Papier, 250 g/m²',
    ar: 'ورق فابريانو، 250 غ/م²',
  },
  'Granite base': { fr: 'Socle en granit', de: 'Granitsockel', ar: 'قاعدة من الغرانيت' },
  'Hahnemühle German Etching, 310 gsm': {
    fr: 'Hahnemühle German Etching, 310 g/m²',
    de: 'Hahnemühle German Etching, 310 g/m²',
    ar: 'ورق هانموله جيرمان إتشينغ، 310 غ/م²',
  },
  'Hahnemühle Photo Rag, 308 gsm': {
    fr: 'Hahnemühle Photo Rag, 308 g/m²',
    de: 'Hahnemühle Photo Rag, 308 g/m²',
    ar: 'ورق هانموله فوتو راغ، 308 غ/م²',
  },
  'Handmade ahar paper': {
    fr: 'Papier ahar fait main',
    de: 'Handgeschöpftes Ahar-Papier',
    ar: 'ورق مُهَرّ مصنوع يدويًا',
  },
  'Oak base': { fr: 'Socle en chêne', de: 'Eichensockel', ar: 'قاعدة من خشب البلوط' },
  'Primed cotton paper': {
    fr: 'Papier coton apprêté',
    de: 'Grundiertes Baumwollpapier',
    ar: 'ورق قطني مُجهّز',
  },
  'Somerset satin paper, 300 gsm': {
    fr: 'Papier Somerset satiné, 300 g/m²',
    de: 'Somerset-Satinpapier, 300 g/m²',
    ar: 'ورق سومرست ساتان، 300 غ/م²',
  },
  'Stretched Belgian linen': {
    fr: 'Lin belge tendu sur châssis',
    de: 'Aufgespanntes belgisches Leinen',
    ar: 'كتان بلجيكي مشدود على إطار',
  },
  'Stretched cotton canvas': {
    fr: 'Toile de coton tendue sur châssis',
    de: 'Aufgespannte Baumwollleinwand',
    ar: 'قماش قطني مشدود على إطار',
  },
  'Stretched linen': { fr: 'Lin tendu sur châssis', de: 'Aufgespanntes Leinen', ar: 'كتان مشدود على إطار' },
  'Walnut base': { fr: 'Socle en noyer', de: 'Nussbaumsockel', ar: 'قاعدة من خشب الجوز' },
  'Wooden panel': { fr: 'Panneau de bois', de: 'Holztafel', ar: 'لوح خشبي' },
};
