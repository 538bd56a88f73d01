import { BAISA_PER_RIAL, OMR } from '#shared/money.ts';
import type { GallerySettings } from '../../modules/settings/settings.service.ts';

type Words = { page_name: string; page_description?: string };

/**
 * The content pages' names and texts in French, German and Arabic, as staff would enter them in the
 * back office's translations panel; the service pages' cards are in `cardWords`.
 */
export function pageWords(settings: GallerySettings): Record<string, Record<'fr' | 'de' | 'ar', Words>> {
  const mail = `<a href="mailto:${settings.email}">${settings.email}</a>`;
  // The same amounts as the English page (pages.ts), from the same settings, each written the way its
  // language writes a decimal: "3.000 OMR" would read as three thousand to a French or German reader.
  const written = (locale: string) => {
    const format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: OMR.decimals,
      maximumFractionDigits: OMR.decimals,
    });
    return (baisa: number) => `${format.format(baisa / BAISA_PER_RIAL)} OMR`;
  };
  // Arabic with Latin digits, as every other figure on the site.
  const rials = { fr: written('fr'), de: written('de'), ar: written('ar-u-nu-latn') };
  const rates = settings.shipping_rates;
  const free = settings.free_delivery_threshold;
  return {
    'about-us': {
      fr: {
        page_name: 'À propos',
        page_description:
          '<h2>Une maison pour l’art à Mascate</h2>' +
          '<p>Bait Al Fann, « la maison de l’art », a ouvert en 2024 dans une villa de Shatti Al Qurum, à quelques rues de la mer. Nous exposons et vendons la peinture, la photographie, la calligraphie, le dessin et la sculpture contemporains d’artistes d’Oman et du Golfe, avec des invités de Beyrouth, de Londres et d’ailleurs.</p>' +
          '<p>Nous voulions un lieu où le premier achat et la grande collection se sentent également chez eux : les prix au mur, un certificat avec chaque œuvre, et une équipe heureuse de parler d’art aussi longtemps que vous le souhaitez.</p>' +
          '<h3>Ce que nous faisons</h3>' +
          '<ul><li>Des expositions d’artistes confirmés et émergents, six à huit par an, avec des rencontres et des ateliers.</li>' +
          '<li>Des œuvres originales, des éditions limitées et des tirages abordables, à la galerie et en ligne.</li>' +
          '<li>L’encadrement, la livraison et l’accrochage à Oman et dans les pays du CCG, et l’expédition dans le monde entier.</li>' +
          '<li>Des conseils pour les collections privées et les collections d’entreprise.</li></ul>' +
          '<h3>Nous rendre visite</h3>' +
          `<p>${settings.address}. Ouvert du samedi au jeudi, de 10 h à 13 h et de 16 h 30 à 21 h ; le vendredi de 16 h 30 à 21 h. Appelez le ${settings.phone} ou écrivez à ${mail}.</p>`,
      },
      de: {
        page_name: 'Über uns',
        page_description:
          '<h2>Ein Haus für die Kunst in Maskat</h2>' +
          '<p>Bait Al Fann, „das Haus der Kunst“, wurde 2024 in einer umgebauten Villa in Shatti Al Qurum eröffnet, wenige Straßen vom Meer entfernt. Wir zeigen und verkaufen zeitgenössische Malerei, Fotografie, Kalligrafie, Zeichnung und Skulptur von Künstlerinnen und Künstlern aus Oman und der Golfregion, mit Gästen aus Beirut, London und anderswo.</p>' +
          '<p>Wir wollten einen Ort, an dem sich Erstkäufer und erfahrene Sammler gleichermaßen wohlfühlen: Preise an der Wand, ein Zertifikat zu jedem Werk und Menschen, die gern so lange über Kunst sprechen, wie Sie möchten.</p>' +
          '<h3>Was wir tun</h3>' +
          '<ul><li>Ausstellungen etablierter und aufstrebender Künstlerinnen und Künstler, sechs bis acht im Jahr, mit Gesprächen und Workshops.</li>' +
          '<li>Originale, limitierte Auflagen und erschwingliche Drucke, in der Galerie und online.</li>' +
          '<li>Rahmung, Lieferung und Hängung in ganz Oman und den GCC-Staaten sowie Versand in alle Welt.</li>' +
          '<li>Beratung für private Sammlungen und Firmensammlungen.</li></ul>' +
          '<h3>Besuchen Sie uns</h3>' +
          `<p>${settings.address}. Geöffnet Samstag bis Donnerstag, 10 bis 13 Uhr und 16:30 bis 21 Uhr; freitags 16:30 bis 21 Uhr. Rufen Sie uns an unter ${settings.phone} oder schreiben Sie an ${mail}.</p>`,
      },
      ar: {
        page_name: 'من نحن',
        page_description:
          '<h2>بيت للفن في مسقط</h2>' +
          '<p>افتُتح بيت الفن عام 2024 في فيلا مجدَّدة في شاطئ القرم، على بُعد شوارع قليلة من البحر. نعرض ونبيع اللوحات والصور الفوتوغرافية والخط العربي والرسم والنحت المعاصر لفنانين من عُمان والخليج، مع ضيوف من بيروت ولندن وغيرها.</p>' +
          '<p>أردنا مكانًا يشعر فيه المقتني لأول مرة والمقتني الخبير بالراحة نفسها: الأسعار معلنة على الجدار، وشهادة أصالة مع كل عمل، وفريق يسعده الحديث عن الفن ما شئت.</p>' +
          '<h3>ما نقدّمه</h3>' +
          '<ul><li>معارض لفنانين راسخين وصاعدين، من ستة إلى ثمانية معارض في السنة، ترافقها ندوات وورش عمل.</li>' +
          '<li>أعمال أصلية وإصدارات محدودة ومطبوعات بأسعار في المتناول، في المعرض وعبر الإنترنت.</li>' +
          '<li>التأطير والتوصيل والتعليق في جميع أنحاء عُمان ودول مجلس التعاون، والشحن إلى أي مكان في العالم.</li>' +
          '<li>الاستشارة في تكوين المجموعات الفنية الخاصة ومجموعات الشركات.</li></ul>' +
          '<h3>زورونا</h3>' +
          `<p>${settings.address}. مفتوح من السبت إلى الخميس، من 10:00 إلى 13:00 ومن 16:30 إلى 21:00، والجمعة من 16:30 إلى 21:00. اتصلوا بنا على <bdi>${settings.phone}</bdi> أو راسلونا على ${mail}.</p>`,
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
      fr: {
        page_name: 'Livraison et retours',
        page_description:
          '<h3>Livraison</h3>' +
          '<ul>' +
          `<li><strong>Oman :</strong> ${rials.fr(rates.oman)}, livraison en 2 à 4 jours ouvrés ; à Mascate, nous accrochons l’œuvre chez vous si vous le souhaitez.</li>` +
          `<li><strong>Pays du CCG :</strong> ${rials.fr(rates.gcc)}, 5 à 8 jours ouvrés par transporteur, avec assurance.</li>` +
          `<li><strong>Reste du monde :</strong> ${rials.fr(rates.world)}, 7 à 14 jours ouvrés. Les droits de douane et taxes d’importation sont à la charge de l’acheteur.</li>` +
          `<li><strong>Livraison gratuite</strong> pour toute commande de ${rials.fr(free)} ou plus.</li>` +
          '</ul>' +
          '<p>Les originaux voyagent dans une caisse en bois ou un carton à double paroi avec des protège-coins ; les tirages sont expédiés à plat ou roulés dans un tube. Chaque colis est assuré pour sa valeur totale.</p>' +
          '<h3>Retours</h3>' +
          '<p>Si une œuvre ne vous convient pas, prévenez-nous dans les 14 jours suivant la livraison et renvoyez-la dans son emballage d’origine : nous vous remboursons l’intégralité du prix de l’œuvre. Les œuvres réalisées sur commande et les œuvres encadrées sur mesure ne peuvent pas être retournées.</p>' +
          '<p>Si votre envoi arrive endommagé, photographiez l’emballage et l’œuvre, et écrivez-nous dans les 48 heures : nous réparerons ou remplacerons l’œuvre, ou nous vous la rembourserons.</p>',
      },
      de: {
        page_name: 'Versand und Rückgabe',
        page_description:
          '<h3>Versand</h3>' +
          '<ul>' +
          `<li><strong>Oman:</strong> ${rials.de(rates.oman)}, Lieferung in 2 bis 4 Werktagen; in Maskat hängen wir das Werk auf Wunsch bei Ihnen auf.</li>` +
          `<li><strong>GCC-Staaten:</strong> ${rials.de(rates.gcc)}, 5 bis 8 Werktage per versichertem Kurier.</li>` +
          `<li><strong>Übrige Welt:</strong> ${rials.de(rates.world)}, 7 bis 14 Werktage. Einfuhrzölle und -steuern gehen zulasten des Käufers.</li>` +
          `<li><strong>Kostenlose Lieferung</strong> für jede Bestellung ab ${rials.de(free)}.</li>` +
          '</ul>' +
          '<p>Originale reisen in einer Holzkiste oder einem doppelwandigen Karton mit Eckenschutz; Drucke werden flach oder in einer Versandrolle verschickt. Jedes Paket ist zu seinem vollen Wert versichert.</p>' +
          '<h3>Rückgabe</h3>' +
          '<p>Sollte ein Werk nicht Ihren Vorstellungen entsprechen, geben Sie uns innerhalb von 14 Tagen nach der Lieferung Bescheid und senden Sie es in der Originalverpackung zurück: Wir erstatten Ihnen den vollen Preis des Werks. Auftragsarbeiten und individuell gerahmte Werke sind von der Rückgabe ausgeschlossen.</p>' +
          '<p>Kommt etwas beschädigt an, fotografieren Sie bitte Verpackung und Werk und schreiben Sie uns innerhalb von 48 Stunden; wir reparieren oder ersetzen es oder erstatten Ihnen den Preis.</p>',
      },
      ar: {
        page_name: 'التوصيل والإرجاع',
        page_description:
          '<h3>التوصيل</h3>' +
          '<ul>' +
          `<li><strong>عُمان:</strong> <bdi>${rials.ar(rates.oman)}</bdi>، ويصل العمل خلال 2 إلى 4 أيام عمل، وفي مسقط نعلّقه لك على الجدار إن رغبت.</li>` +
          `<li><strong>دول مجلس التعاون الخليجي:</strong> <bdi>${rials.ar(rates.gcc)}</bdi>، خلال 5 إلى 8 أيام عمل بالبريد السريع مع تأمين الشحنة.</li>` +
          `<li><strong>بقية دول العالم:</strong> <bdi>${rials.ar(rates.world)}</bdi>، خلال 7 إلى 14 يوم عمل. يتحمّل المشتري الرسوم الجمركية وضرائب الاستيراد.</li>` +
          `<li><strong>توصيل مجاني</strong> لكل طلب بقيمة <bdi>${rials.ar(free)}</bdi> أو أكثر.</li>` +
          '</ul>' +
          '<p>تُشحن الأعمال الأصلية في صندوق خشبي أو في علبة كرتون مزدوجة الجدار مع واقيات للزوايا، وتُرسل المطبوعات مسطّحة أو ملفوفة داخل أنبوب. وكل طرد مؤمَّن عليه بكامل قيمته.</p>' +
          '<h3>الإرجاع</h3>' +
          '<p>إذا لم يناسبك العمل، فأخبرنا خلال 14 يومًا من تاريخ التسليم وأعِده إلينا في تغليفه الأصلي، وسنردّ إليك ثمنه كاملًا. لا يُقبل إرجاع الأعمال المنفَّذة بتكليف خاص ولا الأعمال المؤطَّرة حسب الطلب.</p>' +
          '<p>إذا وصلك شيء تالفًا، فصوِّر التغليف والعمل وراسلنا خلال 48 ساعة، وسنصلحه أو نستبدله أو نردّ إليك ثمنه.</p>',
      },
    },
  };
}

export type CardWords = { title: string; body: string };

/**
 * The service pages' cards in French, German and Arabic, in the order `pages.ts` lists each page's
 * cards (a card's translations are kept under its id, known once the seed has written it).
 */
export function cardWords(): Record<string, Record<'fr' | 'de' | 'ar', CardWords[]>> {
  return {
    artwork: {
      fr: [
        {
          title: 'Œuvres originales',
          body: 'Peintures, dessins, calligraphies et sculptures : chaque pièce est unique, signée par l’artiste et documentée par la galerie.',
        },
        {
          title: 'Éditions limitées et tirages',
          body: 'Photographies et sérigraphies numérotées en petites éditions, et tirages giclée en édition ouverte, en trois formats et trois couleurs de cadre.',
        },
        {
          title: 'Conseil en art',
          body: 'Parlez-nous de votre pièce, de vos goûts et de votre budget. Nous vous proposons une courte sélection et apportons les œuvres chez vous, sans engagement.',
        },
        {
          title: 'Encadrement',
          body: 'Verre musée, passe-partout sans acide et cadres en bois finis à la main, réalisés dans notre atelier de Mascate.',
        },
        {
          title: 'Collections pour lieux de travail',
          body: 'Hôtels, bureaux, cliniques et ambassades : nous choisissons, encadrons et installons l’art des lieux où l’on travaille et se rencontre.',
        },
      ],
      de: [
        {
          title: 'Originale',
          body: 'Gemälde, Zeichnungen, Kalligrafie und Skulptur: jedes Werk ein Unikat, vom Künstler signiert und von der Galerie dokumentiert.',
        },
        {
          title: 'Limitierte Auflagen und Drucke',
          body: 'Nummerierte Fotografien und Siebdrucke in kleinen Auflagen sowie Giclée-Drucke in offener Auflage, in drei Größen und drei Rahmenfarben.',
        },
        {
          title: 'Kunstberatung',
          body: 'Erzählen Sie uns von Ihrem Raum, Ihrem Geschmack und Ihrem Budget. Wir schlagen eine kleine Auswahl vor und bringen die Werke unverbindlich zu Ihnen nach Hause.',
        },
        {
          title: 'Rahmung',
          body: 'Museumsglas, säurefreie Passepartouts und handveredelte Holzrahmen aus unserer eigenen Werkstatt in Maskat.',
        },
        {
          title: 'Sammlungen für Arbeitsräume',
          body: 'Hotels, Büros, Kliniken und Botschaften: Wir wählen, rahmen und hängen Kunst für Räume, in denen Menschen arbeiten und sich begegnen.',
        },
      ],
      ar: [
        {
          title: 'أعمال أصلية',
          body: 'لوحات ورسوم وخط عربي ومنحوتات: كل عمل فريد، يحمل توقيع الفنان وتوثّقه الغاليري.',
        },
        {
          title: 'إصدارات محدودة ومطبوعات',
          body: 'صور فوتوغرافية وطباعة بالشاشة الحريرية مرقّمة في إصدارات صغيرة، ومطبوعات جيكليه بإصدار مفتوح بثلاثة مقاسات وثلاثة ألوان للإطار.',
        },
        {
          title: 'استشارات فنية',
          body: 'حدّثونا عن المكان وذوقكم وميزانيتكم، فنقترح عليكم قائمة قصيرة ونحضر الأعمال إلى منزلكم لتجربتها دون التزام.',
        },
        {
          title: 'التأطير',
          body: 'زجاج متحفي وحواشٍ خالية من الأحماض وإطارات خشبية مشطّبة يدويًا، تُصنع في ورشتنا في مسقط.',
        },
        {
          title: 'مقتنيات لأماكن العمل',
          body: 'فنادق ومكاتب وعيادات وسفارات: نختار الأعمال ونؤطّرها ونركّبها في الأماكن التي يعمل فيها الناس ويلتقون.',
        },
      ],
    },
    exhibition: {
      fr: [
        {
          title: 'À l’affiche',
          body: 'Découvrez ce qui est accroché aujourd’hui, avec la liste complète des œuvres et leurs prix.',
        },
        {
          title: 'Candidater pour exposer',
          body: 'Les artistes peuvent candidater à toute exposition à venir depuis sa page : une photographie d’une œuvre, une courte description et, si vous le souhaitez, un portfolio. Nous répondons à chaque candidature.',
        },
        {
          title: 'Vernissages et rencontres',
          body: 'Chaque exposition s’ouvre par une soirée avec les artistes et se poursuit par des visites guidées le samedi matin. L’entrée est toujours libre.',
        },
        {
          title: 'Visites privées',
          body: 'Réservez la galerie en dehors des heures d’ouverture pour une visite privée en famille, entre amis ou entre collègues.',
        },
      ],
      de: [
        {
          title: 'Aktuell zu sehen',
          body: 'Sehen Sie, was heute an den Wänden hängt, mit der vollständigen Liste der Werke und ihrer Preise.',
        },
        {
          title: 'Bewerben und ausstellen',
          body: 'Kunstschaffende können sich auf der Seite jeder kommenden Ausstellung bewerben: mit dem Foto eines Werks, einer kurzen Beschreibung und, wenn Sie möchten, einem Portfolio. Wir antworten auf jede Bewerbung.',
        },
        {
          title: 'Eröffnungen und Gespräche',
          body: 'Jede Ausstellung beginnt mit einem Abend mit den Kunstschaffenden und wird mit Führungen am Samstagvormittag fortgesetzt. Der Eintritt ist immer frei.',
        },
        {
          title: 'Private Besuche',
          body: 'Buchen Sie die Galerie außerhalb der Öffnungszeiten für einen privaten Besuch mit Familie, Freunden oder Kollegen.',
        },
      ],
      ar: [
        {
          title: 'المعروض الآن',
          body: 'شاهدوا ما يُعرض على الجدران اليوم، مع القائمة الكاملة للأعمال وأسعارها.',
        },
        {
          title: 'قدّم للعرض',
          body: 'يمكن للفنانين التقديم لأي معرض قادم من صفحته: صورة لعمل واحد ووصف قصير، وملف أعمال إن شئتم. نردّ على كل طلب.',
        },
        {
          title: 'الافتتاحات والحوارات',
          body: 'يُفتتح كل معرض بأمسية مع الفنانين، وتتبعه جولات مصحوبة بمرشد صباح كل سبت. الدخول مجاني دائمًا.',
        },
        {
          title: 'زيارات خاصة',
          body: 'احجزوا الغاليري خارج ساعات العمل لزيارة خاصة مع العائلة أو الأصدقاء أو الزملاء.',
        },
      ],
    },
    'solo-exhibition': {
      fr: [
        {
          title: 'De l’atelier à la galerie',
          body: 'Nous visitons votre atelier, choisissons les œuvres avec vous, et préparons ensemble l’accrochage, l’éclairage et les prix.',
        },
        {
          title: 'Accompagnement curatorial',
          body: 'Notre commissaire écrit le texte de l’exposition, les cartels et la liste des prix, en anglais et en arabe.',
        },
        {
          title: 'Catalogue et presse',
          body: 'La photographie professionnelle de chaque œuvre, un catalogue imprimé et une campagne de presse à Oman et dans le Golfe.',
        },
        {
          title: 'Installation et ventes',
          body: 'Nous accrochons l’exposition, l’éclairons, l’assurons, et nous occupons pour vous de chaque vente, certificat et livraison.',
        },
      ],
      de: [
        {
          title: 'Vom Atelier in die Galerie',
          body: 'Wir besuchen Ihr Atelier, wählen die Werke mit Ihnen aus und planen gemeinsam Hängung, Licht und Preise.',
        },
        {
          title: 'Kuratorische Begleitung',
          body: 'Unsere Kuratorin schreibt den Ausstellungstext, die Wandbeschriftungen und die Preisliste, auf Englisch und Arabisch.',
        },
        {
          title: 'Katalog und Presse',
          body: 'Professionelle Fotografie jedes Werks, ein gedruckter Katalog und eine Pressekampagne in Oman und am Golf.',
        },
        {
          title: 'Aufbau und Verkauf',
          body: 'Wir hängen die Ausstellung, beleuchten und versichern sie und übernehmen für Sie jeden Verkauf, jedes Zertifikat und jede Lieferung.',
        },
      ],
      ar: [
        {
          title: 'من المرسم إلى الغاليري',
          body: 'نزور مرسمكم، ونختار الأعمال معكم، ونخطّط معًا للتعليق والإضاءة والأسعار.',
        },
        {
          title: 'دعم تقييمي',
          body: 'يكتب القيّم الفني لدينا نص المعرض وبطاقات الأعمال وقائمة الأسعار، بالعربية والإنجليزية.',
        },
        {
          title: 'الكتالوج والصحافة',
          body: 'تصوير احترافي لكل عمل، وكتالوج مطبوع، وحملة صحفية في عُمان والخليج.',
        },
        {
          title: 'التركيب والمبيعات',
          body: 'نعلّق المعرض ونضيئه ونؤمّن عليه، ونتولى عنكم كل بيع وشهادة وتوصيل.',
        },
      ],
    },
  };
}
