import type { Words } from './languages.ts';

/**
 * The demo catalogue in French, German and Arabic: each work's title and the sentences that
 * describe it, keyed by its English title. The seed test checks that every work has all three.
 */
export const ARTWORK_WORDS: Record<string, Words<{ name: string; about: string }>> = {
  'Qurum at Low Tide': {
    fr: {
      name: 'Qurum à marée basse',
      about:
        'Trois bandes de vert d’eau et de turquoise pâle, posées en glacis légers, rappellent le sable mouillé et l’eau peu profonde de la plage de Qurum quand la mer s’est retirée.',
    },
    de: {
      name: 'Qurum bei Ebbe',
      about:
        'Drei Bänder aus Meergrün und blassem Türkis, in dünnen Lasuren aufgetragen, erinnern an den nassen Sand und das flache Wasser am Strand von Qurum bei Ebbe.',
    },
    ar: {
      name: 'القرم عند الجزر',
      about:
        'ثلاثة أشرطة من الأخضر البحري والفيروزي الباهت، وُضعت في طبقات شفافة رقيقة، تستحضر الرمل المبتل والماء الضحل على شاطئ القرم حين ينحسر المد.',
    },
  },
  'Frankincense Smoke': {
    fr: {
      name: 'Fumée d’encens',
      about:
        'Le rose et l’ambre s’élèvent sur un fond prune profond, comme la fumée du luban qui s’enroule au-dessus d’un brûle-parfum dans une maison du Dhofar au crépuscule.',
    },
    de: {
      name: 'Weihrauchrauch',
      about:
        'Rosa und Bernstein steigen über einem tiefen Pflaumengrund auf, wie der Rauch des Luban, der sich in einem Haus in Dhofar in der Dämmerung aus dem Räuchergefäß kräuselt.',
    },
    ar: {
      name: 'دخان اللبان',
      about:
        'يتصاعد الوردي والكهرماني فوق أرضية بلون البرقوق الداكن، كدخان اللبان يتلوّى من المبخرة في بيت ظفاري عند الغروب.',
    },
  },
  'Red Wadi': {
    fr: {
      name: 'Wadi rouge',
      about:
        'L’ocre et la rouille d’une paroi de wadi sous le soleil de l’après-midi, réduits à deux champs incandescents sur un fond rouge sombre.',
    },
    de: {
      name: 'Rotes Wadi',
      about:
        'Ocker und Rost einer Wadiwand in der Nachmittagssonne, verdichtet zu zwei glühenden Feldern über einem dunkelroten Grund.',
    },
    ar: {
      name: 'الوادي الأحمر',
      about: 'مغرة جدار الوادي وصدؤه تحت شمس العصر، مختزلان في حقلين متوهجين فوق أرضية حمراء داكنة.',
    },
  },
  'Indigo Hours': {
    fr: {
      name: 'Heures indigo',
      about:
        'Un nocturne en bleus : l’heure qui suit l’appel à la prière, quand la mer et le ciel de Mascate ne font plus qu’une seule couleur.',
    },
    de: {
      name: 'Indigostunden',
      about:
        'Ein Nocturne in Blau: die Stunde nach dem Gebetsruf, wenn Meer und Himmel über Maskat zu einer einzigen Farbe werden.',
    },
    ar: {
      name: 'ساعات نيلية',
      about: 'نوكتورن بالأزرق: الساعة التي تلي الأذان، حين يصير البحر والسماء فوق مسقط لونًا واحدًا.',
    },
  },
  'Sun on Sidab Wall': {
    fr: {
      name: 'Soleil sur un mur de Sidab',
      about:
        'Safran et crème sur un fond orange brûlé : la chaleur d’un mur blanchi à la chaux, à midi, dans le village de pêcheurs de Sidab.',
    },
    de: {
      name: 'Sonne auf einer Mauer in Sidab',
      about:
        'Safran und Creme auf gebranntem Orange: die Wärme einer weiß gekalkten Mauer im Fischerdorf Sidab zur Mittagszeit.',
    },
    ar: {
      name: 'شمس على جدار في سداب',
      about: 'زعفراني وكريمي على أرضية برتقالية محروقة: دفء جدار مطليّ بالجير في قرية سداب للصيادين عند الظهيرة.',
    },
  },
  'Dawn over Saiq Plateau': {
    fr: {
      name: 'Aube sur le plateau de Saiq',
      about:
        'La première lumière touche les crêtes au-dessus de Saiq, tandis que la brume emplit encore les vallées et que le village de pisé reste dans l’ombre.',
    },
    de: {
      name: 'Morgendämmerung über dem Saiq-Plateau',
      about:
        'Das erste Licht erreicht die Grate über Saiq, während der Nebel noch die Täler füllt und das Lehmziegeldorf darunter im Schatten liegt.',
    },
    ar: {
      name: 'فجر فوق هضبة سيق',
      about:
        'يبلغ الضوء الأول القمم فوق سيق بينما لا يزال الضباب يملأ الأودية، والقرية الطينية في الأسفل غارقة في الظل.',
    },
  },
  'Terraces of Wadi Bani Habib': {
    fr: {
      name: 'Terrasses de Wadi Bani Habib',
      about:
        'Les terrasses de noyers et de grenadiers du village abandonné de Wadi Bani Habib descendent le flanc de la montagne en rubans de verdure.',
    },
    de: {
      name: 'Terrassen von Wadi Bani Habib',
      about:
        'Die Walnuss- und Granatapfelterrassen des verlassenen Dorfes Wadi Bani Habib steigen in grünen Bändern den Berghang hinab.',
    },
    ar: {
      name: 'مدرجات وادي بني حبيب',
      about: 'مدرجات الجوز والرمان في قرية وادي بني حبيب المهجورة تنحدر على سفح الجبل في أشرطة خضراء.',
    },
  },
  'Jebel Shams, First Light': {
    fr: {
      name: 'Jebel Shams, premières lueurs',
      about:
        'Peint d’une traite au bord du Grand Canyon d’Arabie, pendant que le ciel de Jebel Shams passait du violet à l’orange.',
    },
    de: {
      name: 'Jebel Shams, erstes Licht',
      about:
        'In einer einzigen Sitzung am Rand des Grand Canyon Arabiens gemalt, während der Himmel über dem Jebel Shams von Violett zu Orange wechselte.',
    },
    ar: {
      name: 'جبل شمس، أول الضوء',
      about:
        'رُسمت في جلسة واحدة على حافة أخدود الجزيرة العربية العظيم، بينما تحولت السماء فوق جبل شمس من البنفسجي إلى البرتقالي.',
    },
  },
  'Blue Ridges of Al Hajar': {
    fr: {
      name: 'Crêtes bleues d’Al Hajar',
      about:
        'Un panorama de la chaîne du Hajar au crépuscule, crête après crête s’effaçant dans le bleu : la plus grande toile de la nouvelle série de l’artiste.',
    },
    de: {
      name: 'Blaue Grate des Hadschar',
      about:
        'Ein Panorama des Hadschar-Gebirges in der Dämmerung, Grat hinter Grat, die ins Blau verblassen: die größte Leinwand der neuen Serie des Künstlers.',
    },
    ar: {
      name: 'الحواف الزرقاء لجبال الحجر',
      about: 'بانوراما لسلسلة جبال الحجر عند الغسق، قمة خلف قمة تتلاشى في الزرقة: أكبر لوحة في سلسلة الفنان الجديدة.',
    },
  },
  'Jebel Akhdar Study No. 4': {
    fr: {
      name: 'Jebel Akhdar, étude nº 4',
      about:
        'Une petite étude peinte en plein air près d’Al Aqr, de la touche rapide et directe d’un peintre qui travaille contre la lumière changeante.',
    },
    de: {
      name: 'Jebel Akhdar, Studie Nr. 4',
      about:
        'Eine kleine Freilichtstudie bei Al Aqr, mit dem schnellen, direkten Pinselstrich eines Malers, der gegen das wechselnde Licht arbeitet.',
    },
    ar: {
      name: 'الجبل الأخضر، دراسة رقم 4',
      about: 'دراسة صغيرة رُسمت في الهواء الطلق قرب العقر، بضربات فرشاة سريعة ومباشرة لرسام يسابق الضوء المتغير.',
    },
  },
  'Khareef Mist, Ittin': {
    fr: {
      name: 'Brume du khareef, Ittin',
      about:
        'Les collines d’Ittin au-dessus de Salalah pendant la mousson, quand les nuages reposent des semaines sur les pentes vertes et que les couleurs s’adoucissent en gris et jade.',
    },
    de: {
      name: 'Khareef-Nebel, Ittin',
      about:
        'Die Hügel von Ittin über Salalah im Monsun, wenn die Wolken wochenlang auf den grünen Hängen liegen und die Farben zu Grau und Jade verblassen.',
    },
    ar: {
      name: 'ضباب الخريف، إتين',
      about:
        'تلال إتين فوق صلالة في موسم الخريف، حين يستقر السحاب على المنحدرات الخضراء أسابيع وتلين الألوان إلى الرمادي واليشمي.',
    },
  },
  'Mughsail After Rain': {
    fr: {
      name: 'Mughsail après la pluie',
      about:
        'La longue plage de Mughsail lavée par une averse, les falaises de la côte du Dhofar se dissolvant dans la brume.',
    },
    de: {
      name: 'Mughsail nach dem Regen',
      about:
        'Der lange Strand von Mughsail nach einem kurzen Schauer, die Klippen der Küste von Dhofar lösen sich im Dunst auf.',
    },
    ar: {
      name: 'المغسيل بعد المطر',
      about: 'شاطئ المغسيل الطويل وقد غسلته زخة عابرة، ومنحدرات ساحل ظفار تذوب في الضباب.',
    },
  },
  'Green Season': {
    fr: {
      name: 'Saison verte',
      about:
        'Des collines vertes superposées dans le khareef, peintes mouillé sur mouillé pour que chaque lavis se fonde doucement dans le suivant.',
    },
    de: {
      name: 'Grüne Jahreszeit',
      about:
        'Schicht um Schicht grüner Hügel im Khareef, nass in nass gemalt, sodass jede Lasur sanft in die nächste verläuft.',
    },
    ar: {
      name: 'الموسم الأخضر',
      about: 'طبقة فوق طبقة من التلال الخضراء في الخريف، رُسمت بتقنية الرطب على الرطب فتذوب كل طبقة برفق في التي تليها.',
    },
  },
  'Monsoon Coast, Taqah': {
    fr: {
      name: 'Côte de mousson, Taqah',
      about:
        'La baie de Taqah sous un ciel bas de mousson, le soleil pâle derrière les nuages et la mer couleur de sauge.',
    },
    de: {
      name: 'Monsunküste, Taqah',
      about:
        'Die Bucht von Taqah unter einem tiefen Monsunhimmel, die blasse Sonne hinter den Wolken und das Meer in der Farbe von Salbei.',
    },
    ar: {
      name: 'ساحل الخريف، طاقة',
      about: 'خليج طاقة تحت سماء الخريف المنخفضة، والشمس الباهتة خلف السحاب، والبحر بلون المريمية.',
    },
  },
  'Dhow at Ayjah, Evening': {
    fr: {
      name: 'Boutre à Ayjah, le soir',
      about:
        'Un boutre à voile latine regagne Ayjah à travers la lagune de Sour, tandis que le soleil se couche derrière le phare.',
    },
    de: {
      name: 'Dau bei Ayjah, abends',
      about:
        'Eine Dau mit Lateinsegel kehrt über die Lagune von Sur nach Ayjah zurück, während die Sonne hinter dem Leuchtturm untergeht.',
    },
    ar: {
      name: 'سفينة في العيجة، مساءً',
      about: 'سفينة شراعية تعود إلى العيجة عبر خور صور، والشمس تغرب خلف المنارة.',
    },
  },
  'Wahiba, 6:10 am': {
    fr: {
      name: 'Wahiba, 6 h 10',
      about:
        'Les dix premières minutes de soleil sur les dunes des sables de Wahiba, quand chaque crête projette une longue ombre bleue.',
    },
    de: {
      name: 'Wahiba, 6:10 Uhr',
      about:
        'Die ersten zehn Minuten Sonnenlicht auf den Dünen der Wahiba-Sande, wenn jeder Kamm einen langen blauen Schatten wirft.',
    },
    ar: {
      name: 'رمال الشرقية، 6:10 صباحًا',
      about: 'الدقائق العشر الأولى من ضوء الشمس على كثبان رمال الشرقية، حين يلقي كل عُرف ظلًا أزرق طويلًا.',
    },
  },
  'Ras al Jinz Horizon': {
    fr: {
      name: 'Horizon de Ras al Jinz',
      about:
        'L’aube sur la mer d’Arabie à Ras al Jinz, photographiée depuis la plage où les tortues vertes viennent pondre.',
    },
    de: {
      name: 'Horizont bei Ras al Jinz',
      about:
        'Morgendämmerung über dem Arabischen Meer bei Ras al Jinz, fotografiert vom Strand, an dem die Suppenschildkröten ihre Eier ablegen.',
    },
    ar: {
      name: 'أفق رأس الجنز',
      about: 'الفجر فوق بحر العرب في رأس الجنز، مصوَّرًا من الشاطئ الذي تأتي إليه السلاحف الخضراء لتضع بيضها.',
    },
  },
  'Arcade, Nizwa Fort': {
    fr: {
      name: 'Arcade, fort de Nizwa',
      about:
        'Des arcs brisés et une porte cloutée dans la cour du fort de Nizwa, le soleil de midi découpant des ombres dures sur le sol.',
    },
    de: {
      name: 'Arkade, Festung Nizwa',
      about:
        'Spitzbögen und eine beschlagene Tür im Hof der Festung Nizwa, die Mittagssonne schneidet harte Schatten über den Boden.',
    },
    ar: {
      name: 'رواق، قلعة نزوى',
      about: 'أقواس مدببة وباب مرصّع بالمسامير في فناء قلعة نزوى، وشمس الظهيرة ترسم ظلالًا حادة على الأرض.',
    },
  },
  'Blue Hour over Sur Lagoon': {
    fr: {
      name: 'Heure bleue sur la lagune de Sour',
      about:
        'Une pose longue à l’heure bleue : un boutre au mouillage, l’eau immobile du khor et la dernière lumière sur les collines de Sour.',
    },
    de: {
      name: 'Blaue Stunde über der Lagune von Sur',
      about:
        'Eine Langzeitbelichtung zur blauen Stunde: eine vertäute Dau, das stille Wasser des Khor und das letzte Licht über den Hügeln von Sur.',
    },
    ar: {
      name: 'الساعة الزرقاء فوق خور صور',
      about: 'تعريض طويل في الساعة الزرقاء: سفينة راسية، وماء الخور الساكن، وآخر الضوء فوق تلال صور.',
    },
  },
  Nun: {
    fr: {
      name: 'Noun',
      about:
        'La panse profonde de la lettre noun, tracée au calame à l’encre noire et à laquelle répond un unique trait d’or.',
    },
    de: {
      name: 'Nun',
      about:
        'Der tiefe Bogen des Buchstabens Nun, mit der Rohrfeder in schwarzer Tinte geschrieben und von einem einzigen goldenen Strich beantwortet.',
    },
    ar: {
      name: 'نون',
      about: 'التجويف العميق لحرف النون، مكتوبًا بقلم القصب بالحبر الأسود، تجيبه ضربة واحدة من الذهب.',
    },
  },
  'Waw in Gold': {
    fr: {
      name: 'Waw d’or',
      about:
        'La lettre waw répétée en une rosace tournante, à la feuille d’or et à l’encre sur fond noir, comme un dhikr écrit en lumière.',
    },
    de: {
      name: 'Waw in Gold',
      about:
        'Der Buchstabe Waw, wiederholt zu einer sich drehenden Rosette, in Blattgold und Tinte auf schwarzem Grund, wie ein in Licht geschriebener Dhikr.',
    },
    ar: {
      name: 'واو من ذهب',
      about: 'حرف الواو مكررًا في وردة دوّارة، بورق الذهب والحبر على أرضية سوداء، كذِكرٍ مكتوب بالنور.',
    },
  },
  'Letters of the Sea': {
    fr: {
      name: 'Lettres de la mer',
      about:
        'Des lettres blanches et or dérivent sur un fond indigo : un vers sur la mer, défait jusqu’à ce qu’il n’en reste que le rythme.',
    },
    de: {
      name: 'Buchstaben des Meeres',
      about:
        'Weiße und goldene Buchstaben treiben über einem Indigogrund: ein Vers über das Meer, zerlegt, bis nur sein Rhythmus bleibt.',
    },
    ar: {
      name: 'حروف البحر',
      about: 'حروف بيضاء وذهبية تنساب فوق أرضية نيلية: بيت شعر عن البحر فُكّكت حروفه حتى لم يبقَ منه إلا إيقاعه.',
    },
  },
  'Patience (Sabr)': {
    fr: {
      name: 'Patience (Sabr)',
      about:
        'Le mot sabr, la patience, écrit encore et encore jusqu’à ce que les lettres se dénouent en un seul geste ample à l’encre ferro-gallique.',
    },
    de: {
      name: 'Geduld (Sabr)',
      about:
        'Das Wort Sabr, Geduld, immer wieder geschrieben, bis sich die Buchstaben in Eisengallustinte zu einer einzigen weit ausholenden Geste lösen.',
    },
    ar: {
      name: 'صبر',
      about: 'كلمة «صبر» مكتوبة مرة بعد مرة حتى تنحلّ الحروف في إيماءة واحدة واسعة بحبر العفص.',
    },
  },
  'Night Script': {
    fr: {
      name: 'Écriture de nuit',
      about:
        'L’impression d’une des compositions or sur noir de l’artiste, reproduite aux encres pigmentaires sur un papier d’art texturé.',
    },
    de: {
      name: 'Nachtschrift',
      about:
        'Ein Druck einer der Gold-auf-Schwarz-Kompositionen der Künstlerin, mit Pigmenttinten auf strukturiertem Fine-Art-Papier wiedergegeben.',
    },
    ar: {
      name: 'كتابة ليلية',
      about: 'طبعة لإحدى تكوينات الفنانة بالذهبي على الأسود، منفّذة بأحبار صبغية على ورق فني محبّب.',
    },
  },
  'Star of Bahla': {
    fr: {
      name: 'Étoile de Bahla',
      about:
        'Des étoiles à huit branches en terre cuite, crème et bleu canard, d’après le plâtre sculpté de la mosquée du vieux quartier de Bahla.',
    },
    de: {
      name: 'Stern von Bahla',
      about:
        'Achtzackige Sterne in Terrakotta, Creme und Petrol, nach dem geschnitzten Stuck der Moschee in der Altstadt von Bahla.',
    },
    ar: {
      name: 'نجمة بهلاء',
      about:
        'نجوم ثمانية الرؤوس بلون الطين المشوي والكريمي والأزرق المخضر، مستوحاة من الجص المنقوش في مسجد حارة بهلاء القديمة.',
    },
  },
  'Lapis Lattice': {
    fr: {
      name: 'Treillis de lapis',
      about:
        'Des étoiles à six branches bleu lapis et or, un treillis qui se répète sans fin, comme dans les panneaux de céramique d’Ispahan et de Boukhara.',
    },
    de: {
      name: 'Lapisgitter',
      about:
        'Sechszackige Sterne in Lapisblau und Gold, ein Gitter ohne Ende wie in den Fliesenfeldern von Isfahan und Buchara.',
    },
    ar: {
      name: 'شبكة اللازورد',
      about:
        'نجوم سداسية الرؤوس بالأزرق اللازوردي والذهبي، شبكة تتكرر بلا نهاية كما في ألواح القاشاني في أصفهان وبخارى.',
    },
  },
  'Girih for a Quiet Room': {
    fr: {
      name: 'Girih pour une pièce calme',
      about: 'Un motif d’étoiles paisible et peu contrasté, en sable et sauge, imprimé à la main en cinq couleurs.',
    },
    de: {
      name: 'Girih für einen stillen Raum',
      about: 'Ein ruhiges, kontrastarmes Sternmuster in Sand und Salbei, von Hand in fünf Farben gedruckt.',
    },
    ar: {
      name: 'كرة لغرفة هادئة',
      about: 'نقش هادئ من النجوم بتباين خفيف، بلوني الرمل والمريمية، مطبوع يدويًا بخمسة ألوان.',
    },
  },
  'Turquoise Rosette': {
    fr: {
      name: 'Rosace turquoise',
      about:
        'Une grande rosace d’étoiles tournantes posée dans un champ d’étoiles plus petites, aux turquoise et safran d’un plafond peint.',
    },
    de: {
      name: 'Türkise Rosette',
      about: 'Eine große Rosette kreisender Sterne in einem Feld kleinerer, im Türkis und Safran einer bemalten Decke.',
    },
    ar: {
      name: 'وردة فيروزية',
      about: 'وردة كبيرة من النجوم الدوّارة وسط حقل من نجوم أصغر، بفيروزي سقف مزخرف وزعفرانيّه.',
    },
  },
  'Muqarnas Blue': {
    fr: {
      name: 'Muqarnas bleu',
      about:
        'Des rangées de petites niches éclairées d’en haut, d’après les voûtes en nid d’abeilles de la Grande Mosquée Sultan Qaboos et de l’Alhambra.',
    },
    de: {
      name: 'Muqarnas in Blau',
      about:
        'Reihen kleiner, von oben beleuchteter Nischen, nach den Wabengewölben der Sultan-Qabus-Moschee und der Alhambra.',
    },
    ar: {
      name: 'مقرنصات زرقاء',
      about:
        'صفوف من المشكاوات الصغيرة مضاءة من أعلى، مستوحاة من قباب المقرنصات في جامع السلطان قابوس الأكبر وقصر الحمراء.',
    },
  },
  'Mutrah Corniche, Dusk': {
    fr: {
      name: 'Corniche de Mutrah, crépuscule',
      about:
        'Les maisons blanches et les minarets de la corniche de Mutrah, les forts sur leurs rochers et les bandes d’un coucher de soleil d’octobre.',
    },
    de: {
      name: 'Corniche von Mutrah, Dämmerung',
      about:
        'Die weißen Häuser und Minarette der Corniche von Mutrah, die Festungen auf ihren Felsen und die Farbbänder eines Sonnenuntergangs im Oktober.',
    },
    ar: {
      name: 'كورنيش مطرح، الغروب',
      about: 'البيوت البيضاء والمآذن على كورنيش مطرح، والقلاع فوق صخورها، وأشرطة غروب شمس في أكتوبر.',
    },
  },
  'Creek Lights': {
    fr: {
      name: 'Lumières de la Creek',
      about: 'Les tours de Dubaï reflétées dans la crique la nuit, une pose longue qui lisse l’eau comme du verre.',
    },
    de: {
      name: 'Lichter am Creek',
      about: 'Die Türme Dubais spiegeln sich nachts im Creek, eine Langzeitbelichtung, die das Wasser zu Glas glättet.',
    },
    ar: {
      name: 'أضواء الخور',
      about: 'أبراج دبي منعكسة في الخور ليلًا، بتعريض طويل يصقل الماء حتى يصير زجاجًا.',
    },
  },
  'Old Muscat Gate': {
    fr: {
      name: 'Porte du vieux Mascate',
      about:
        'Le vieux Mascate vu de la mer dans la lumière claire de l’hiver : les forts Jalali et Mirani qui gardent le port, et la ville entre eux.',
    },
    de: {
      name: 'Tor des alten Maskat',
      about:
        'Das alte Maskat vom Meer aus im klaren Winterlicht: die Hafenfestungen Jalali und Mirani und die Stadt dazwischen.',
    },
    ar: {
      name: 'بوابة مسقط القديمة',
      about: 'مسقط القديمة من البحر في ضوء الشتاء الصافي: قلعتا الجلالي والميراني تحرسان المرفأ، والبلدة بينهما.',
    },
  },
  'Skyline in Saffron': {
    fr: {
      name: 'Horizon safran',
      about:
        'Dubaï au coucher du soleil dans une tempête de sable, les tours sombres sur un ciel safran et rouille : la première grande toile de l’artiste.',
    },
    de: {
      name: 'Skyline in Safran',
      about:
        'Dubai bei Sonnenuntergang im Sandsturm, die Türme dunkel vor einem Himmel aus Safran und Rost: das erste große Leinwandbild des Künstlers.',
    },
    ar: {
      name: 'أفق بلون الزعفران',
      about:
        'دبي عند الغروب في عاصفة رملية، والأبراج داكنة أمام سماء بلون الزعفران والصدأ: أول لوحة كبيرة للفنان على القماش.',
    },
  },
  'Night Tide, Mutrah': {
    fr: {
      name: 'Marée de nuit, Mutrah',
      about: 'La corniche au clair de lune, la ville blanche luisant devant les montagnes sombres et la marée haute.',
    },
    de: {
      name: 'Nachtflut, Mutrah',
      about: 'Die Corniche im Mondlicht, die weiße Stadt leuchtet vor den dunklen Bergen, und die Flut steht hoch.',
    },
    ar: {
      name: 'مدّ الليل، مطرح',
      about: 'الكورنيش في ضوء القمر، والبلدة البيضاء تتوهج أمام الجبال الداكنة، والمدّ في أعلاه.',
    },
  },
  'Wahiba Drawing I': {
    fr: {
      name: 'Dessin de Wahiba I',
      about:
        'Le premier grand dessin de la série, réalisé en trois matinées dans un camp en lisière des sables de Wahiba.',
    },
    de: {
      name: 'Wahiba-Zeichnung I',
      about:
        'Die erste große Zeichnung der Serie, an drei Vormittagen in einem Camp am Rand der Wahiba-Sande entstanden.',
    },
    ar: {
      name: 'رسم الشرقية الأول',
      about: 'أول رسم كبير في السلسلة، أُنجز على مدى ثلاثة صباحات في مخيم على حافة رمال الشرقية.',
    },
  },
  'Wahiba Drawing II': {
    fr: {
      name: 'Dessin de Wahiba II',
      about:
        'Des crêtes de dunes hachurées au fusain de saule puis estompées au chiffon, pour que le papier lui-même devienne la lumière.',
    },
    de: {
      name: 'Wahiba-Zeichnung II',
      about:
        'Dünenkämme, mit Weidenkohle schraffiert und mit einem Tuch zurückgerieben, sodass das Papier selbst zum Licht wird.',
    },
    ar: {
      name: 'رسم الشرقية الثاني',
      about: 'أعراف كثبان مظللة بفحم الصفصاف ثم ممسوحة بقطعة قماش، حتى يصير الورق نفسه هو الضوء.',
    },
  },
  'Shadow Line, Empty Quarter': {
    fr: {
      name: 'Ligne d’ombre, Quart vide',
      about:
        'Les grandes dunes du Rub al-Khali près de la frontière omanaise, où les lignes d’ombre courent sans interruption jusqu’à l’horizon.',
    },
    de: {
      name: 'Schattenlinie, Leeres Viertel',
      about:
        'Die großen Dünen der Rub al-Chali nahe der omanischen Grenze, wo die Schattenlinien ununterbrochen bis zum Horizont laufen.',
    },
    ar: {
      name: 'خط الظل، الربع الخالي',
      about: 'الكثبان الكبرى في الربع الخالي قرب الحدود العُمانية، حيث تمتد خطوط الظل بلا انقطاع حتى الأفق.',
    },
  },
  'Night Dune': {
    fr: {
      name: 'Dune de nuit',
      about:
        'Une dune sous la pleine lune, dessinée presque entièrement en noir, les lignes de crête relevées à la gomme.',
    },
    de: {
      name: 'Nachtdüne',
      about:
        'Eine Düne unter dem Vollmond, fast ganz in Schwarz gezeichnet, die Kammlinien mit dem Radiergummi herausgehoben.',
    },
    ar: {
      name: 'كثيب الليل',
      about: 'كثيب تحت البدر، مرسوم بالأسود كله تقريبًا، وخطوط العُرف مُبرزة بالممحاة.',
    },
  },
  Falaj: {
    fr: {
      name: 'Falaj',
      about:
        'Un ruban de bronze qui se tord en s’élevant, d’après les canaux de pierre des aflaj qui portent l’eau aux villages omanais depuis deux mille ans.',
    },
    de: {
      name: 'Falaj',
      about:
        'Ein Band aus Bronze, das sich beim Aufsteigen windet, nach den steinernen Kanälen der Aflaj, die seit zweitausend Jahren Wasser in die Dörfer Omans leiten.',
    },
    ar: {
      name: 'فلج',
      about:
        'شريط من البرونز يلتوي وهو يرتفع، مستوحى من قنوات الأفلاج الحجرية التي تحمل الماء إلى القرى العُمانية منذ ألفي عام.',
    },
  },
  Oryx: {
    fr: {
      name: 'Oryx',
      about:
        'L’oryx d’Arabie, sauvé de l’extinction dans le Jiddat al-Harasis, réduit à un long corps, quatre pattes fines et ses deux cornes droites.',
    },
    de: {
      name: 'Oryx',
      about:
        'Die Arabische Oryx, im Jiddat al-Harasis vor dem Aussterben bewahrt, reduziert auf einen langen Körper, vier dünne Beine und ihre zwei geraden Hörner.',
    },
    ar: {
      name: 'المها',
      about:
        'المها العربي الذي أُنقذ من الانقراض في جدة الحراسيس، مختزلًا في جسد طويل وأربع قوائم رفيعة وقرنين مستقيمين.',
    },
  },
  'Cairn for Bahla': {
    fr: {
      name: 'Cairn pour Bahla',
      about:
        'Cinq pierres en équilibre les unes sur les autres, comme les cairns que les bergers dressent pour baliser les sentiers des montagnes derrière Bahla.',
    },
    de: {
      name: 'Steinmann für Bahla',
      about:
        'Fünf aufeinander balancierte Steine, wie die Steinmänner, mit denen Hirten die Pfade über die Berge hinter Bahla markieren.',
    },
    ar: {
      name: 'رجم لبهلاء',
      about: 'خمسة أحجار متوازنة بعضها فوق بعض، كالرجوم التي يبنيها الرعاة لتعليم الدروب في الجبال خلف بهلاء.',
    },
  },
  Dallah: {
    fr: {
      name: 'Dallah',
      about:
        'La cafetière au long bec de l’hospitalité omanaise, coulée en bronze et polie jusqu’à accrocher la lumière comme du laiton.',
    },
    de: {
      name: 'Dallah',
      about:
        'Die langschnäbelige Kaffeekanne der omanischen Gastfreundschaft, in Bronze gegossen und poliert, bis sie das Licht wie Messing fängt.',
    },
    ar: {
      name: 'دلّة',
      about: 'دلّة القهوة ذات المنقار الطويل، رمز الضيافة العُمانية، مصبوبة بالبرونز ومصقولة حتى تلمع كالنحاس الأصفر.',
    },
  },
  'Woman in a Saffron Shawl': {
    fr: {
      name: 'Femme au châle safran',
      about:
        'Une femme enveloppée d’un châle safran devant un mur bleu-vert, peinte en larges aplats de couleur, son visage laissé à l’imagination.',
    },
    de: {
      name: 'Frau im safranfarbenen Schal',
      about:
        'Eine Frau in einem safranfarbenen Schal vor einer blaugrünen Wand, in breiten Farbflächen gemalt, ihr Gesicht bleibt der Vorstellung überlassen.',
    },
    ar: {
      name: 'امرأة بشال زعفراني',
      about: 'امرأة ملتفّة بشال زعفراني أمام جدار أزرق مخضر، مرسومة بمساحات لونية عريضة، ووجهها متروك للخيال.',
    },
  },
  'The Listener': {
    fr: {
      name: 'L’auditeur',
      about:
        'Un jeune homme en manteau bleu écoute de la musique dans un café de Beyrouth, seul point d’immobilité dans une salle animée.',
    },
    de: {
      name: 'Der Zuhörer',
      about:
        'Ein junger Mann im blauen Mantel hört in einem Café in Beirut Musik, der einzige ruhende Punkt in einem belebten Raum.',
    },
    ar: {
      name: 'المُصغي',
      about: 'شاب في معطف أزرق يصغي إلى الموسيقى في مقهى ببيروت، السكون الوحيد في قاعة صاخبة.',
    },
  },
  'Two Sisters, Muttrah Souq': {
    fr: {
      name: 'Deux sœurs, souk de Mutrah',
      about:
        'Deux sœurs, l’une en shayla jaune et l’autre en noir, attendent à l’entrée du souk dans la lumière rouge de la fin d’après-midi.',
    },
    de: {
      name: 'Zwei Schwestern, Souk von Mutrah',
      about:
        'Zwei Schwestern, eine im gelben Shayla und eine in Schwarz, warten im roten Licht des späten Nachmittags am Eingang des Souks.',
    },
    ar: {
      name: 'أختان، سوق مطرح',
      about: 'أختان، إحداهما بشيلة صفراء والأخرى بالأسود، تنتظران عند مدخل السوق في الضوء الأحمر لآخر العصر.',
    },
  },
  'Study in Teal': {
    fr: {
      name: 'Étude en bleu canard',
      about:
        'Une étude préparatoire pour un tableau plus grand : quelques lignes de fusain et un lavis de gouache bleu canard, faits en vingt minutes.',
    },
    de: {
      name: 'Studie in Petrol',
      about:
        'Eine Vorstudie für ein größeres Gemälde: ein paar Kohlelinien und eine Lasur aus petrolfarbener Gouache, in zwanzig Minuten entstanden.',
    },
    ar: {
      name: 'دراسة بالأزرق المخضر',
      about: 'دراسة تمهيدية للوحة أكبر: بضعة خطوط بالفحم وطبقة من الغواش الأزرق المخضر، أُنجزت في عشرين دقيقة.',
    },
  },
};
