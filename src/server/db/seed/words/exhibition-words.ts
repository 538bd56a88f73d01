import type { Words } from './languages.ts';

/** The demo exhibitions in French, German and Arabic, keyed by their English title. */
export const EXHIBITION_WORDS: Record<string, Words<{ title: string; short: string; full: string[] }>> = {
  'Lines of the Sea': {
    fr: {
      title: 'Lignes de la mer',
      short:
        'Cinq artistes sur les 3 000 kilomètres de côtes d’Oman : peinture, calligraphie, aquarelle et photographie, de Sour à Salalah.',
      full: [
        'Oman a toujours regardé la mer. Lignes de la mer réunit cinq artistes pour qui la côte est une compagne de chaque jour : les plages de pêcheurs de Qurum et de Sidab, les chantiers navals de Sour, le rivage de mousson du Dhofar.',
        'Les champs colorés de Maryam Al-Balushi et la calligraphie d’Aisha Al-Kindi côtoient les photographies des derniers boutres en bois de Salim Al-Araimi et les aquarelles de Mughsail et de Taqah sous la pluie de Noor Al-Mashani.',
        'L’exposition était accompagnée de rencontres avec les artistes et d’un atelier familial pour dessiner la mer.',
      ],
    },
    de: {
      title: 'Linien des Meeres',
      short:
        'Fünf Künstlerinnen und Künstler über Omans 3.000 Kilometer Küste: Malerei, Kalligrafie, Aquarell und Fotografie von Sur bis Salalah.',
      full: [
        'Oman hat immer aufs Meer geschaut. Linien des Meeres vereint fünf Künstlerinnen und Künstler, für die die Küste ein täglicher Begleiter ist: die Fischerstrände von Qurum und Sidab, die Werften von Sur, die Monsunküste von Dhofar.',
        'Maryam Al-Balushis Farbfelder und Aisha Al-Kindis Kalligrafie hängen neben Salim Al-Araimis Fotografien der letzten hölzernen Daus und Noor Al-Mashanis Aquarellen von Mughsail und Taqah im Regen.',
        'Die Ausstellung wurde von Gesprächen mit den Künstlern und einem Familienworkshop zum Zeichnen des Meeres begleitet.',
      ],
    },
    ar: {
      title: 'خطوط البحر',
      short:
        'خمسة فنانين على امتداد ثلاثة آلاف كيلومتر من ساحل عُمان: رسم وخط عربي وألوان مائية وتصوير فوتوغرافي، من صور إلى صلالة.',
      full: [
        'لطالما واجهت عُمان البحر. يجمع معرض «خطوط البحر» خمسة فنانين يرافقهم الساحل كل يوم: شواطئ الصيادين في القرم وسداب، وأحواض بناء السفن في صور، وساحل الخريف في ظفار.',
        'تُعرض حقول الألوان لمريم البلوشية وخطوط عائشة الكندية إلى جانب صور سالم العريمي لآخر السفن الخشبية، ولوحات نور المعشني المائية للمغسيل وطاقة تحت المطر.',
        'رافق المعرض برنامج من اللقاءات مع الفنانين وورشة عائلية لرسم البحر.',
      ],
    },
  },
  'Charcoal and Sand: James Whitcombe in Oman': {
    fr: {
      title: 'Fusain et sable : James Whitcombe à Oman',
      short:
        'Grands dessins au fusain des sables de Wahiba et du Quart vide par le dessinateur londonien James Whitcombe.',
      full: [
        'En 2019, James Whitcombe a passé un mois dans un camp en lisière des sables de Wahiba. Il y revient chaque hiver depuis, et les dunes sont devenues l’unique sujet de son travail.',
        'Fusain et sable présente ses plus grands dessins à ce jour, réalisés chacun en plusieurs matinées, au fusain de saule et au fusain compressé estompés au chiffon et à la gomme jusqu’à ce que le blanc du papier devienne la lumière du désert.',
      ],
    },
    de: {
      title: 'Kohle und Sand: James Whitcombe in Oman',
      short:
        'Große Kohlezeichnungen der Wahiba-Sande und des Leeren Viertels von dem Londoner Zeichner James Whitcombe.',
      full: [
        '2019 verbrachte James Whitcombe einen Monat in einem Camp am Rand der Wahiba-Sande. Seitdem kehrt er jeden Winter zurück, und die Dünen sind das einzige Thema seiner Arbeit geworden.',
        'Kohle und Sand zeigt seine bislang größten Zeichnungen, jede an mehreren Vormittagen entstanden, in Weiden- und Presskohle, mit Tuch und Radiergummi zurückgerieben, bis das Weiß des Papiers zum Licht der Wüste wird.',
      ],
    },
    ar: {
      title: 'فحم ورمل: جيمس ويتكومب في عُمان',
      short: 'رسوم كبيرة بالفحم لرمال الشرقية والربع الخالي للرسام اللندني جيمس ويتكومب.',
      full: [
        'في عام 2019 أمضى جيمس ويتكومب شهرًا في مخيم على حافة رمال الشرقية. ومنذ ذلك الحين يعود كل شتاء، وصارت الكثبان الموضوع الوحيد لعمله.',
        'يعرض «فحم ورمل» أكبر رسومه حتى اليوم، وقد أنجز كلًّا منها على مدى عدة صباحات بفحم الصفصاف والفحم المضغوط، ثم مسحه بالقماش والممحاة حتى يصير بياض الورق ضوء الصحراء.',
      ],
    },
  },
  'Above the Clouds: Jebel Akhdar Now': {
    fr: {
      title: 'Au-dessus des nuages : le Jebel Akhdar aujourd’hui',
      short:
        'Nouvelles peintures des montagnes du Hajar par Khalid Al-Harthy, avec des aquarelles de Noor Al-Mashani et un bronze de Yusuf Al-Zadjali.',
      full: [
        'À deux mille mètres au-dessus de Mascate, les villages du Jebel Akhdar gardent un climat, une vie agricole et une lumière bien à eux. Khalid Al-Harthy les peint depuis trente ans.',
        'Cette exposition montre pour la première fois sa nouvelle série, dont le panoramique Crêtes bleues d’Al Hajar, aux côtés des aquarelles du khareef de Noor Al-Mashani, peintes dans les montagnes du Dhofar, et du Cairn pour Bahla de Yusuf Al-Zadjali.',
        'Visites guidées chaque samedi à 11 h. Entrée libre.',
      ],
    },
    de: {
      title: 'Über den Wolken: Jebel Akhdar heute',
      short:
        'Neue Gemälde des Hadschar-Gebirges von Khalid Al-Harthy, mit Aquarellen von Noor Al-Mashani und einer Bronze von Yusuf Al-Zadjali.',
      full: [
        'Zweitausend Meter über Maskat haben die Dörfer des Jebel Akhdar ihr eigenes Klima, ihre eigene Landwirtschaft und ihr eigenes Licht. Khalid Al-Harthy malt sie seit dreißig Jahren.',
        'Die Ausstellung zeigt erstmals seine neue Serie, darunter das Panorama Blaue Grate des Hadschar, neben Noor Al-Mashanis Khareef-Aquarellen aus den Bergen von Dhofar und Yusuf Al-Zadjalis Steinmann für Bahla.',
        'Führungen jeden Samstag um 11 Uhr. Der Eintritt ist frei.',
      ],
    },
    ar: {
      title: 'فوق السحاب: الجبل الأخضر اليوم',
      short: 'لوحات جديدة لجبال الحجر بريشة خالد الحارثي، مع لوحات مائية لنور المعشني وعمل برونزي ليوسف الزدجالي.',
      full: [
        'على ارتفاع ألفي متر فوق مسقط، تحتفظ قرى الجبل الأخضر بمناخ وحياة زراعية وضوء خاص بها. يرسمها خالد الحارثي منذ ثلاثين عامًا.',
        'يعرض هذا المعرض لأول مرة سلسلته الجديدة، ومنها البانوراما «الحواف الزرقاء لجبال الحجر»، إلى جانب لوحات نور المعشني المائية للخريف في جبال ظفار، و«رجم لبهلاء» ليوسف الزدجالي.',
        'جولات مصحوبة بمرشد كل سبت في الساعة 11:00. الدخول مجاني.',
      ],
    },
  },
  'Patterns of Belonging: Layla Haddad': {
    fr: {
      title: 'Motifs d’appartenance : Layla Haddad',
      short:
        'Peintures et estampes de l’artiste née à Beyrouth Layla Haddad, construites sur la géométrie de la céramique islamique.',
      full: [
        'Layla Haddad a été formée comme architecte à Beyrouth avant de se tourner vers la peinture. L’étoile à huit branches, le girih et la voûte à muqarnas sont son alphabet : des motifs qui se répètent sans fin, comme les souvenirs du foyer.',
        'Motifs d’appartenance est sa première exposition personnelle à Oman et comprend de nouvelles œuvres réalisées après une résidence à Bahla et Nizwa, où le plâtre sculpté des anciennes mosquées est devenu une seconde source.',
      ],
    },
    de: {
      title: 'Muster der Zugehörigkeit: Layla Haddad',
      short:
        'Gemälde und Drucke der in Beirut geborenen Künstlerin Layla Haddad, aufgebaut auf der Geometrie islamischer Fliesenkunst.',
      full: [
        'Layla Haddad wurde in Beirut als Architektin ausgebildet, bevor sie sich der Malerei zuwandte. Der achtzackige Stern, das Girih und das Muqarnas-Gewölbe sind ihr Alphabet: Muster, die sich ohne Ende wiederholen, wie Erinnerungen an die Heimat.',
        'Muster der Zugehörigkeit ist ihre erste Einzelausstellung in Oman und zeigt neue Arbeiten nach einem Aufenthalt in Bahla und Nizwa, wo der geschnitzte Stuck der alten Moscheen zu einer zweiten Quelle wurde.',
      ],
    },
    ar: {
      title: 'نقوش الانتماء: ليلى حداد',
      short: 'لوحات ومطبوعات للفنانة المولودة في بيروت ليلى حداد، مبنية على هندسة الزخرفة الإسلامية.',
      full: [
        'درست ليلى حداد العمارة في بيروت قبل أن تتجه إلى الرسم. النجمة الثمانية والكرة وقبة المقرنصات هي أبجديتها: نقوش تتكرر بلا نهاية، كما تتكرر ذكريات البيت.',
        '«نقوش الانتماء» هو معرضها الفردي الأول في عُمان، ويضم أعمالًا جديدة أنجزتها بعد إقامة في بهلاء ونزوى، حيث صار الجص المنقوش في المساجد القديمة مصدرًا ثانيًا لها.',
      ],
    },
  },
  'Bronze and Breath: Yusuf Al-Zadjali': {
    fr: {
      title: 'Bronze et souffle : Yusuf Al-Zadjali',
      short: 'Dix ans de sculpture en bronze de Yusuf Al-Zadjali, coulée dans sa fonderie derrière le souk de Mutrah.',
      full: [
        'Yusuf Al-Zadjali réduit les formes de la vie omanaise à quelques courbes silencieuses : la cafetière, l’oryx, le cairn, le canal d’irrigation. Chaque sculpture est modelée dans la cire, coulée dans sa petite fonderie de Mutrah et terminée à la main.',
        'Bronze et souffle rassemble dix ans de travail, de la première Dallah au nouveau Falaj, dans la cour des sculptures à ciel ouvert de la galerie. Le soir du vernissage, une démonstration de fonte à la cire perdue est proposée.',
      ],
    },
    de: {
      title: 'Bronze und Atem: Yusuf Al-Zadjali',
      short: 'Zehn Jahre Bronzeskulptur von Yusuf Al-Zadjali, gegossen in seiner Gießerei hinter dem Souk von Mutrah.',
      full: [
        'Yusuf Al-Zadjali verdichtet die Formen des omanischen Lebens auf wenige stille Kurven: die Kaffeekanne, die Oryx, den Steinmann, den Wasserkanal. Jede Skulptur wird in Wachs modelliert, in seiner kleinen Gießerei in Mutrah gegossen und von Hand vollendet.',
        'Bronze und Atem versammelt zehn Jahre Arbeit, von der frühen Dallah bis zum neuen Falaj, im offenen Skulpturenhof der Galerie. Am Eröffnungsabend wird der Guss in verlorener Form vorgeführt.',
      ],
    },
    ar: {
      title: 'برونز وأنفاس: يوسف الزدجالي',
      short: 'عشر سنوات من النحت بالبرونز ليوسف الزدجالي، مصبوبة في مسبكه خلف سوق مطرح.',
      full: [
        'يختزل يوسف الزدجالي أشكال الحياة العُمانية في بضعة منحنيات هادئة: دلّة القهوة، والمها، والرجم، وقناة الماء. تُشكَّل كل منحوتة بالشمع، وتُصبّ في مسبكه الصغير في مطرح، ثم تُشطّب باليد.',
        'يجمع «برونز وأنفاس» عشر سنوات من العمل، من «الدلّة» الأولى إلى «الفلج» الجديد، في فناء المنحوتات المكشوف في المعرض. وتتضمن ليلة الافتتاح عرضًا حيًّا للصبّ بطريقة الشمع المفقود.',
      ],
    },
  },
  'City of Light': {
    fr: {
      title: 'Ville de lumière',
      short:
        'Les villes du Golfe, anciennes et nouvelles, vues par Hamad Al-Mansoori, Salim Al-Araimi et Rania Saab, dans une exposition éphémère sur la corniche de Mutrah.',
      full: [
        'Des tours de la Dubai Creek aux maisons blanches de la corniche de Mutrah, les villes du Golfe changent plus vite que partout ailleurs. Ville de lumière demande à trois artistes comment ils les voient.',
        'Les sérigraphies et photographies de Hamad Al-Mansoori sont présentées avec les études d’architecture ancienne de Salim Al-Araimi et les portraits de ceux qui y vivent de Rania Saab, dans l’ancienne douane restaurée sur le front de mer.',
      ],
    },
    de: {
      title: 'Stadt des Lichts',
      short:
        'Golfstädte alt und neu, gesehen von Hamad Al-Mansoori, Salim Al-Araimi und Rania Saab, in einer Pop-up-Ausstellung an der Corniche von Mutrah.',
      full: [
        'Von den Türmen am Dubai Creek bis zu den weißen Häusern der Corniche von Mutrah verändern sich die Städte des Golfs schneller als irgendwo sonst. Stadt des Lichts fragt drei Künstler, wie sie sie sehen.',
        'Hamad Al-Mansooris Siebdrucke und Fotografien sind zusammen mit Salim Al-Araimis Studien alter Architektur und Rania Saabs Porträts der Menschen zu sehen, die dort leben, im restaurierten alten Zollhaus am Hafen.',
      ],
    },
    ar: {
      title: 'مدينة النور',
      short: 'مدن الخليج قديمها وجديدها بعيون حمد المنصوري وسالم العريمي ورانيا صعب، في معرض مؤقت على كورنيش مطرح.',
      full: [
        'من أبراج خور دبي إلى البيوت البيضاء على كورنيش مطرح، تتغير مدن الخليج أسرع من أي مكان على الأرض. يسأل معرض «مدينة النور» ثلاثة فنانين كيف يرونها.',
        'تُعرض مطبوعات حمد المنصوري بالشاشة الحريرية وصوره إلى جانب دراسات سالم العريمي للعمارة القديمة وبورتريهات رانيا صعب لسكان هذه المدن، في مبنى الجمارك القديم المرمَّم على الواجهة البحرية.',
      ],
    },
  },
};

/** The demo press articles' titles in French, German and Arabic, keyed by their English title. */
export const PRESS_WORDS: Record<string, Words<string>> = {
  'Bait Al Fann opens its doors in Shatti Al Qurum': {
    fr: 'Bait Al Fann ouvre ses portes à Shatti Al Qurum',
    de: 'Bait Al Fann öffnet seine Türen in Shatti Al Qurum',
    ar: 'بيت الفن يفتح أبوابه في شاطئ القرم',
  },
  'Khalid Al-Harthy and the light of the Hajar mountains': {
    fr: 'Khalid Al-Harthy et la lumière des montagnes du Hajar',
    de: 'Khalid Al-Harthy und das Licht des Hadschar-Gebirges',
    ar: 'خالد الحارثي وضوء جبال الحجر',
  },
  'Ink, gold and patience: the new calligraphy of Aisha Al-Kindi': {
    fr: 'Encre, or et patience : la nouvelle calligraphie d’Aisha Al-Kindi',
    de: 'Tinte, Gold und Geduld: die neue Kalligrafie von Aisha Al-Kindi',
    ar: 'حبر وذهب وصبر: الخط الجديد لعائشة الكندية',
  },
  'Ten Gulf artists to collect now': {
    fr: 'Dix artistes du Golfe à collectionner dès maintenant',
    de: 'Zehn Künstler vom Golf, die man jetzt sammeln sollte',
    ar: 'عشرة فنانين خليجيين تقتني أعمالهم الآن',
  },
  'Layla Haddad: geometry as a way of belonging': {
    fr: 'Layla Haddad : la géométrie comme manière d’appartenir',
    de: 'Layla Haddad: Geometrie als eine Art der Zugehörigkeit',
    ar: 'ليلى حداد: الهندسة طريقًا إلى الانتماء',
  },
  'Bronze from Muttrah: the quiet monuments of Yusuf Al-Zadjali': {
    fr: 'Bronzes de Mutrah : les monuments silencieux de Yusuf Al-Zadjali',
    de: 'Bronze aus Mutrah: die stillen Monumente von Yusuf Al-Zadjali',
    ar: 'برونز من مطرح: النُّصب الهادئة ليوسف الزدجالي',
  },
};
