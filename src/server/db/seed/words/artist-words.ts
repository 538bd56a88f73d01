import type { Words } from './languages.ts';

/**
 * The demo artists in French, German and Arabic, keyed by slug: their biography's paragraphs and,
 * where the script changes, their names.
 */
export const ARTIST_WORDS: Record<string, Words<{ first?: string; last?: string; bio: string[] }>> = {
  'maryam-al-balushi': {
    fr: {
      bio: [
        'Maryam Al-Balushi (née en 1984) peint la lumière de la côte omanaise en champs de couleur pure : le turquoise pâle de Qurum à marée basse, la rouille d’une paroi de wadi, le violet qui se pose sur Mutrah après le coucher du soleil.',
        'Elle a étudié les beaux-arts à l’université Sultan Qaboos et à la Slade de Londres, et construit chaque toile à partir de dizaines de couches fines et translucides d’acrylique et d’huile. Ses œuvres figurent dans des collections privées à Mascate, Koweït et Paris.',
      ],
    },
    de: {
      bio: [
        'Maryam Al-Balushi (geb. 1984) malt das Licht der omanischen Küste als Felder reiner Farbe: das blasse Türkis von Qurum bei Ebbe, den Rost einer Wadiwand, das Violett, das sich nach Sonnenuntergang über Mutrah legt.',
        'Sie studierte Kunst an der Sultan-Qabus-Universität und an der Slade in London und baut jede Leinwand aus Dutzenden dünner, durchscheinender Schichten Acryl und Öl auf. Ihre Werke befinden sich in Privatsammlungen in Maskat, Kuwait und Paris.',
      ],
    },
    ar: {
      first: 'مريم',
      last: 'البلوشية',
      bio: [
        'مريم البلوشية (مواليد 1984) ترسم ضوء الساحل العُماني حقولًا من اللون الخالص: فيروز القرم الباهت عند الجزر، وصدأ جدار الوادي، والبنفسجي الذي يحلّ على مطرح بعد الغروب.',
        'درست الفنون الجميلة في جامعة السلطان قابوس وفي مدرسة سليد في لندن، وتبني كل لوحة من عشرات الطبقات الرقيقة الشفافة من الأكريليك والزيت. أعمالها مقتناة في مجموعات خاصة في مسقط والكويت وباريس.',
      ],
    },
  },
  'khalid-al-harthy': {
    fr: {
      bio: [
        'Khalid Al-Harthy (né en 1971) peint depuis trente ans les montagnes du Hajar depuis les villages du Jebel Akhdar : les terrasses de Wadi Bani Habib, les roseraies de Saiq, les crêtes qui bleuissent au coucher du soleil.',
        'Ancien professeur d’arts plastiques à Nizwa, il peint à l’huile, en plein air et à l’aube, et achève ses grandes toiles dans un atelier au bord du vieux falaj de la maison familiale.',
      ],
    },
    de: {
      bio: [
        'Khalid Al-Harthy (geb. 1971) malt seit dreißig Jahren das Hadschar-Gebirge aus den Dörfern des Jebel Akhdar: die Terrassen von Wadi Bani Habib, die Rosengärten von Saiq, die Grate, die bei Sonnenuntergang blau werden.',
        'Der frühere Kunstlehrer aus Nizwa malt in Öl, im Freien und im Morgengrauen, und vollendet seine großen Leinwände in einem Atelier am alten Falaj seines Familienhauses.',
      ],
    },
    ar: {
      first: 'خالد',
      last: 'الحارثي',
      bio: [
        'يرسم خالد الحارثي (مواليد 1971) منذ ثلاثين عامًا جبال الحجر من قرى الجبل الأخضر: مدرجات وادي بني حبيب، وبساتين الورد في سيق، والقمم التي تزرقّ عند الغروب.',
        'كان معلمًا للتربية الفنية في نزوى، ويرسم بالزيت في الهواء الطلق عند الفجر، ثم يُتمّ لوحاته الكبيرة في مرسم بجوار الفلج القديم لبيت عائلته.',
      ],
    },
  },
  'noor-al-mashani': {
    fr: {
      bio: [
        'Noor Al-Mashani (née en 1990) est une aquarelliste de Salalah, où la mousson du khareef reverdit chaque été les collines du Dhofar. Ses lavis de brume, de pluie et de mer sont peints mouillé sur mouillé sur un épais papier coton.',
        'Elle a exposé à Mascate, Doha et Djeddah, et anime des ateliers d’aquarelle pour les jeunes artistes du Dhofar.',
      ],
    },
    de: {
      bio: [
        'Noor Al-Mashani (geb. 1990) ist Aquarellmalerin aus Salalah, wo der Khareef-Monsun die Hügel von Dhofar jeden Sommer grün färbt. Ihre Lasuren aus Nebel, Regen und Meer malt sie nass in nass auf schwerem Baumwollpapier.',
        'Sie hat in Maskat, Doha und Dschidda ausgestellt und leitet Aquarellkurse für junge Künstlerinnen und Künstler in Dhofar.',
      ],
    },
    ar: {
      first: 'نور',
      last: 'المعشني',
      bio: [
        'نور المعشني (مواليد 1990) رسامة بالألوان المائية من صلالة، حيث يكسو موسم الخريف تلال ظفار بالخضرة كل صيف. ترسم طبقاتها من الضباب والمطر والبحر بتقنية الرطب على الرطب على ورق قطني سميك.',
        'عرضت أعمالها في مسقط والدوحة وجدة، وتقدّم ورش عمل في الألوان المائية للفنانين الشباب في ظفار.',
      ],
    },
  },
  'salim-al-araimi': {
    fr: {
      bio: [
        'Salim Al-Araimi (né en 1979) photographie la côte de la Sharqiyah : les derniers boutres en bois des chantiers de Sour, les plages de tortues de Ras al Jinz et les dunes des sables de Wahiba aux premières lueurs.',
        'Ses tirages pigmentaires d’archive sont réalisés en petites éditions numérotées sur papier coton Hahnemühle, chacun signé et accompagné d’un certificat.',
      ],
    },
    de: {
      bio: [
        'Salim Al-Araimi (geb. 1979) fotografiert die Küste der Sharqiyah: die letzten hölzernen Daus der Werften von Sur, die Schildkrötenstrände von Ras al Jinz und die Dünen der Wahiba-Sande im ersten Licht.',
        'Seine archivfesten Pigmentdrucke entstehen in kleinen, nummerierten Auflagen auf Hahnemühle-Baumwollpapier, jeder signiert und mit Zertifikat.',
      ],
    },
    ar: {
      first: 'سالم',
      last: 'العريمي',
      bio: [
        'يصوّر سالم العريمي (مواليد 1979) ساحل الشرقية: آخر السفن الخشبية في أحواض صور، وشواطئ السلاحف في رأس الجنز، وكثبان رمال الشرقية في أول الضوء.',
        'تُطبع صوره بالأحبار الصبغية الأرشيفية في إصدارات صغيرة مرقّمة على ورق هانموله القطني، وكل منها موقّع ومرفق بشهادة.',
      ],
    },
  },
  'aisha-al-kindi': {
    fr: {
      bio: [
        'Aisha Al-Kindi (née en 1987) est une calligraphe formée aux écritures thuluth et diwani, qui travaille aujourd’hui entre calligraphie et abstraction. Une seule lettre — un noun, un waw, le long trait d’un alif — devient un geste d’encre et de feuille d’or.',
        'Titulaire d’une ijaza de calligraphie obtenue à Istanbul, elle enseigne à la fondation culturelle Bait Al Zubair à Mascate.',
      ],
    },
    de: {
      bio: [
        'Aisha Al-Kindi (geb. 1987) ist eine in den Schriften Thuluth und Diwani ausgebildete Kalligrafin, die heute zwischen Kalligrafie und Abstraktion arbeitet. Ein einzelner Buchstabe — ein Nun, ein Waw, der lange Strich eines Alif — wird zur Geste aus Tinte und Blattgold.',
        'Sie besitzt eine Idschaza in Kalligrafie aus Istanbul und unterrichtet an der Kulturstiftung Bait Al Zubair in Maskat.',
      ],
    },
    ar: {
      first: 'عائشة',
      last: 'الكندية',
      bio: [
        'عائشة الكندية (مواليد 1987) خطاطة تتلمذت على خطَّي الثلث والديواني، وتعمل اليوم بين الخط والتجريد. حرف واحد — نون، أو واو، أو المدّة الطويلة للألف — يصير إيماءة من الحبر وورق الذهب.',
        'حاصلة على إجازة في الخط من إسطنبول، وتدرّس في مؤسسة بيت الزبير الثقافية في مسقط.',
      ],
    },
  },
  'layla-haddad': {
    fr: {
      bio: [
        'Layla Haddad (née en 1982) puise dans la géométrie de la céramique islamique — l’étoile à huit branches du khatam, le girih, la voûte à muqarnas — pour créer des peintures et des estampes sur la mémoire et le foyer.',
        'Née à Beyrouth et formée comme architecte, elle partage aujourd’hui son temps entre le Liban et Oman, où les forts de Bahla et de Nizwa sont devenus une seconde source pour ses motifs.',
      ],
    },
    de: {
      bio: [
        'Layla Haddad (geb. 1982) schöpft aus der Geometrie islamischer Fliesenkunst — dem achtzackigen Khatam, dem Girih, dem Muqarnas-Gewölbe — für Gemälde und Drucke über Erinnerung und Heimat.',
        'In Beirut geboren und als Architektin ausgebildet, lebt sie heute zwischen dem Libanon und Oman, wo die Festungen von Bahla und Nizwa zu einer zweiten Quelle ihrer Muster wurden.',
      ],
    },
    ar: {
      first: 'ليلى',
      last: 'حداد',
      bio: [
        'تستلهم ليلى حداد (مواليد 1982) هندسة الزخرفة الإسلامية — النجمة الثمانية أو الخاتم، والكرة، وقباب المقرنصات — لتصنع لوحات ومطبوعات عن الذاكرة والبيت.',
        'وُلدت في بيروت ودرست العمارة، وتقسم وقتها اليوم بين لبنان وعُمان، حيث صارت قلعتا بهلاء ونزوى مصدرًا ثانيًا لنقوشها.',
      ],
    },
  },
  'hamad-al-mansoori': {
    fr: {
      bio: [
        'Hamad Al-Mansoori (né en 1988), artiste installé à Dubaï, confronte dans ses sérigraphies et ses photographies les silhouettes des villes du Golfe à leurs ports plus anciens : les tours de la Dubai Creek, la corniche blanche de Mutrah, les forts qui dominent le vieux Mascate.',
        'Diplômé de l’Université américaine de Sharjah, il imprime à la main en petites éditions et expose régulièrement dans les pays du Golfe.',
      ],
    },
    de: {
      bio: [
        'Hamad Al-Mansoori (geb. 1988) lebt in Dubai; seine Siebdrucke und Fotografien stellen die Skylines der Golfstädte ihren älteren Häfen gegenüber: die Türme am Dubai Creek, die weiße Corniche von Mutrah, die Festungen über dem alten Maskat.',
        'Der Absolvent der American University of Sharjah druckt von Hand in kleinen Auflagen und stellt regelmäßig in den Golfstaaten aus.',
      ],
    },
    ar: {
      first: 'حمد',
      last: 'المنصوري',
      bio: [
        'حمد المنصوري (مواليد 1988) فنان مقيم في دبي، تضع مطبوعاته بالشاشة الحريرية وصوره الفوتوغرافية أفق مدن الخليج في مواجهة موانئها القديمة: أبراج خور دبي، وكورنيش مطرح الأبيض، والقلاع المطلة على مسقط القديمة.',
        'تخرّج في الجامعة الأمريكية في الشارقة، ويطبع أعماله يدويًا في إصدارات صغيرة، ويعرض بانتظام في دول مجلس التعاون.',
      ],
    },
  },
  'james-whitcombe': {
    fr: {
      bio: [
        'James Whitcombe (né en 1966) est un dessinateur londonien venu pour la première fois à Oman en 2019 pour une résidence dans les sables de Wahiba. Les dunes sont depuis son unique sujet, dessinées au fusain de saule et au fusain compressé sur de grandes feuilles de papier.',
        'Il a enseigné le dessin à la Royal Drawing School, et ses œuvres figurent dans les collections du British Museum et de l’Arts Council.',
      ],
    },
    de: {
      bio: [
        'James Whitcombe (geb. 1966) ist ein Londoner Zeichner, der 2019 für ein Stipendium in den Wahiba-Sanden zum ersten Mal nach Oman kam. Seitdem sind die Dünen sein Thema, gezeichnet mit Weiden- und Presskohle auf großen Papierbögen.',
        'Er unterrichtete Zeichnen an der Royal Drawing School; seine Werke befinden sich in den Sammlungen des British Museum und des Arts Council.',
      ],
    },
    ar: {
      first: 'جيمس',
      last: 'ويتكومب',
      bio: [
        'جيمس ويتكومب (مواليد 1966) رسّام من لندن جاء إلى عُمان أول مرة عام 2019 في إقامة فنية في رمال الشرقية. ومنذ ذلك الحين صارت الكثبان موضوعه الوحيد، يرسمها بفحم الصفصاف والفحم المضغوط على أوراق كبيرة.',
        'درّس الرسم في المدرسة الملكية للرسم، وأعماله ضمن مقتنيات المتحف البريطاني ومجلس الفنون.',
      ],
    },
  },
  'yusuf-al-zadjali': {
    fr: {
      bio: [
        'Yusuf Al-Zadjali (né en 1975) coule le bronze dans une petite fonderie derrière le souk de Mutrah. Ses sculptures réduisent des formes omanaises familières — la dallah, l’oryx, les cairns qui balisent les sentiers de montagne, les canaux du falaj — à quelques courbes silencieuses.',
        'Ses œuvres publiques se dressent à Mascate et à Sohar ; les pièces plus petites sont tirées en éditions de six à neuf exemplaires.',
      ],
    },
    de: {
      bio: [
        'Yusuf Al-Zadjali (geb. 1975) gießt Bronze in einer kleinen Gießerei hinter dem Souk von Mutrah. Seine Skulpturen verdichten vertraute omanische Formen — die Kaffeekanne Dallah, die Oryx, die Steinmänner an Bergpfaden, die Kanäle des Falaj — auf wenige stille Kurven.',
        'Seine Arbeiten im öffentlichen Raum stehen in Maskat und Sohar; kleinere Stücke werden in Auflagen von sechs bis neun gegossen.',
      ],
    },
    ar: {
      first: 'يوسف',
      last: 'الزدجالي',
      bio: [
        'يصبّ يوسف الزدجالي (مواليد 1975) البرونز في مسبك صغير خلف سوق مطرح. تختزل منحوتاته أشكالًا عُمانية مألوفة — دلّة القهوة، والمها، والرجوم التي تعلّم دروب الجبال، وقنوات الفلج — في بضعة منحنيات هادئة.',
        'تقف أعماله العامة في مسقط وصحار، أما القطع الأصغر فتُصبّ في إصدارات من ست إلى تسع نسخ.',
      ],
    },
  },
  'rania-saab': {
    fr: {
      bio: [
        'Rania Saab (née en 1985) peint des portraits de femmes rencontrées dans les souks et les cafés de Beyrouth et de Mascate — jamais leur visage, mais leur façon de s’asseoir, d’écouter ou de serrer un châle autour de leurs épaules.',
        'Elle a étudié la peinture à l’Académie libanaise des beaux-arts (ALBA) et a exposé seule à Beyrouth, Amman et Dubaï.',
      ],
    },
    de: {
      bio: [
        'Rania Saab (geb. 1985) malt Porträts von Frauen, denen sie in den Souks und Cafés von Beirut und Maskat begegnet — nie ihre Gesichter, sondern wie sie sitzen, zuhören oder sich einen Schal um die Schultern legen.',
        'Sie studierte Malerei an der Libanesischen Akademie der Schönen Künste (ALBA) und hatte Einzelausstellungen in Beirut, Amman und Dubai.',
      ],
    },
    ar: {
      first: 'رانيا',
      last: 'صعب',
      bio: [
        'ترسم رانيا صعب (مواليد 1985) صورًا لنساء تلتقيهن في أسواق بيروت ومسقط ومقاهيهما — لا وجوههن أبدًا، بل طريقة جلوسهن أو إصغائهن أو لفّهن الشال حول أكتافهن.',
        'درست الرسم في الأكاديمية اللبنانية للفنون الجميلة (ألبا)، وأقامت معارض فردية في بيروت وعمّان ودبي.',
      ],
    },
  },
};
