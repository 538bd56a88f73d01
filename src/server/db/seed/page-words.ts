import type { GallerySettings } from '../../modules/settings/settings.service.ts';

type Words = { page_name: string; page_description?: string };

/**
 * The content pages' names and texts in French, German and Arabic, as staff would enter them in the
 * back office's translations panel. The service pages' cards stay in English: they are not translatable.
 */
export function pageWords(settings: GallerySettings): Record<string, Record<'fr' | 'de' | 'ar', Words>> {
  const mail = `<a href="mailto:${settings.email}">${settings.email}</a>`;
  return {
    'about-us': {
      fr: {
        page_name: 'À propos',
        page_description:
          '<h2>Une maison pour l’art à Mascate</h2>' +
          '<p>Bait Al Fann, « la maison de l’art », a ouvert en 2024 dans une villa de Shatti Al Qurum, à quelques rues de la mer. Nous exposons et vendons la peinture, la photographie, la calligraphie, le dessin et la sculpture contemporains d’artistes d’Oman et du Golfe, avec des invités de Beyrouth, de Londres et d’ailleurs.</p>' +
          '<p>Nous voulions un lieu où le premier achat et la grande collection se sentent également chez eux : les prix au mur, un certificat avec chaque œuvre, et une équipe heureuse de parler d’art aussi longtemps que vous le souhaitez.</p>' +
          '<h3>Nous rendre visite</h3>' +
          `<p>${settings.address}. Ouvert du samedi au jeudi, de 10 h à 13 h et de 16 h 30 à 21 h ; le vendredi sur rendez-vous. Appelez le ${settings.phone} ou écrivez à ${mail}.</p>`,
      },
      de: {
        page_name: 'Über uns',
        page_description:
          '<h2>Ein Haus für die Kunst in Maskat</h2>' +
          '<p>Bait Al Fann, „das Haus der Kunst“, wurde 2024 in einer umgebauten Villa in Shatti Al Qurum eröffnet, wenige Straßen vom Meer entfernt. Wir zeigen und verkaufen zeitgenössische Malerei, Fotografie, Kalligrafie, Zeichnung und Skulptur von Künstlerinnen und Künstlern aus Oman und der Golfregion, mit Gästen aus Beirut, London und anderswo.</p>' +
          '<p>Wir wollten einen Ort, an dem sich Erstkäufer und erfahrene Sammler gleichermaßen wohlfühlen: Preise an der Wand, ein Zertifikat zu jedem Werk und Menschen, die gern so lange über Kunst sprechen, wie Sie möchten.</p>' +
          '<h3>Besuchen Sie uns</h3>' +
          `<p>${settings.address}. Geöffnet Samstag bis Donnerstag, 10 bis 13 Uhr und 16:30 bis 21 Uhr; freitags nach Vereinbarung. Rufen Sie uns an unter ${settings.phone} oder schreiben Sie an ${mail}.</p>`,
      },
      ar: {
        page_name: 'من نحن',
        page_description:
          '<h2>بيت للفن في مسقط</h2>' +
          '<p>افتُتح بيت الفن عام 2024 في فيلا مجدَّدة في شاطئ القرم، على بُعد شوارع قليلة من البحر. نعرض ونبيع اللوحات والصور الفوتوغرافية والخط العربي والرسم والنحت المعاصر لفنانين من عُمان والخليج، مع ضيوف من بيروت ولندن وغيرها.</p>' +
          '<p>أردنا مكانًا يشعر فيه المقتني لأول مرة والمقتني الخبير بالراحة نفسها: الأسعار معلنة على الجدار، وشهادة أصالة مع كل عمل، وفريق يسعده الحديث عن الفن ما شئت.</p>' +
          '<h3>زورونا</h3>' +
          `<p>${settings.address}. مفتوح من السبت إلى الخميس، من 10:00 إلى 13:00 ومن 16:30 إلى 21:00، والجمعة بموعد مسبق. اتصلوا بنا على <bdi>${settings.phone}</bdi> أو راسلونا على ${mail}.</p>`,
      },
    },
    artwork: {
      fr: {
        page_name: 'Œuvres',
        page_description:
          '<p>Chaque œuvre que nous vendons a été choisie par la galerie, est accompagnée d’un certificat d’authenticité et peut être vue à Shatti Al Qurum avant l’achat. Voici comment nous pouvons vous aider à trouver la bonne pièce.</p>',
      },
      de: {
        page_name: 'Kunstwerke',
        page_description:
          '<p>Jedes Werk, das wir verkaufen, wurde von der Galerie ausgewählt, hat ein Echtheitszertifikat und kann vor dem Kauf in Shatti Al Qurum besichtigt werden. So helfen wir Ihnen, das richtige Stück zu finden.</p>',
      },
      ar: {
        page_name: 'الأعمال الفنية',
        page_description:
          '<p>كل عمل نبيعه اختاره المعرض، ويرافقه شهادة أصالة، ويمكن مشاهدته في شاطئ القرم قبل الشراء. هكذا نساعدك في العثور على القطعة المناسبة.</p>',
      },
    },
    exhibition: {
      fr: {
        page_name: 'Exposition',
        page_description:
          '<p>Nos expositions changent toutes les six à huit semaines. Les expositions collectives réunissent des artistes autour d’un lieu ou d’une idée ; chacune est ouverte aux candidatures des artistes vivant à Oman et dans le CCG.</p>',
      },
      de: {
        page_name: 'Ausstellung',
        page_description:
          '<p>Unsere Ausstellungen wechseln alle sechs bis acht Wochen. Gruppenausstellungen vereinen Künstlerinnen und Künstler um einen Ort oder eine Idee; für jede können sich Kunstschaffende aus Oman und den GCC-Staaten bewerben.</p>',
      },
      ar: {
        page_name: 'المعرض',
        page_description:
          '<p>تتجدد معارضنا كل ستة إلى ثمانية أسابيع. تجمع المعارض الجماعية فنانين حول مكان أو فكرة، وكل معرض مفتوح لطلبات الفنانين المقيمين في عُمان ودول مجلس التعاون.</p>',
      },
    },
    'solo-exhibition': {
      fr: {
        page_name: 'Exposition personnelle',
        page_description:
          '<p>Chaque année, nous offrons à quelques artistes une exposition personnelle. Nous travaillons avec eux de la première visite d’atelier au dernier jour de l’exposition.</p>',
      },
      de: {
        page_name: 'Einzelausstellung',
        page_description:
          '<p>Jedes Jahr geben wir einigen wenigen Kunstschaffenden eine Einzelausstellung. Wir begleiten sie vom ersten Atelierbesuch bis zum letzten Tag der Schau.</p>',
      },
      ar: {
        page_name: 'معرض فردي',
        page_description:
          '<p>نمنح كل عام عددًا قليلًا من الفنانين معرضًا فرديًا، ونعمل معهم من أول زيارة للمرسم حتى آخر يوم في المعرض.</p>',
      },
    },
    shipping: {
      fr: { page_name: 'Livraison et retours' },
      de: { page_name: 'Versand und Rückgabe' },
      ar: { page_name: 'التوصيل والإرجاع' },
    },
  };
}
