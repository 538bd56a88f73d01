import type { ContentLocale } from '#shared/languages.ts';

/**
 * The words of the account e-mails (registration, password reset and change, failed logins) in each
 * storefront language, beside the templates that use them: like the order mails, they are written
 * on the server, so they cannot use the storefront's locale files. `{name}` and the like are filled in.
 */
export interface AccountMailWords {
  dear: string;
  gallery: string;
  footer: string;
  signature: string;
  ignore: string;
  welcome: { subject: string; lead: string; button: string };
  alreadyRegistered: { subject: string; lead: string; login: string; button: string };
  reset: { subject: string; bySomeone: string; byGallery: string; open: string; button: string };
  changed: { subject: string; lead: string; notYou: string; button: string };
  attempts: { subject: string; lead: string; notYou: string; button: string };
}

const en: AccountMailWords = {
  dear: 'Dear {name},',
  gallery: 'Bait Al Fann Gallery',
  footer: 'Bait Al Fann Gallery, Muscat, Sultanate of Oman',
  signature: 'Bait Al Fann Gallery, Muscat',
  ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is until the link is used.',
  welcome: {
    subject: 'Welcome to Bait Al Fann Gallery',
    lead: 'Your Bait Al Fann Gallery account is ready. You can log in here:',
    button: 'Log in',
  },
  alreadyRegistered: {
    subject: 'You already have a Bait Al Fann account',
    lead: 'Someone (we hope you) tried to register at Bait Al Fann Gallery with this e-mail address, which already has an account. Nothing has changed in it.',
    login: 'To log in, or to choose a new password with "Forgot your password?" if you have forgotten it:',
    button: 'Log in',
  },
  reset: {
    subject: 'Reset your Bait Al Fann password',
    bySomeone: 'Someone (we hope you) asked to reset the password of your Bait Al Fann Gallery account.',
    byGallery: 'The gallery has sent you a link to choose a new password for your Bait Al Fann Gallery account.',
    open: 'Open this link within one hour to choose a new password:',
    button: 'Choose a new password',
  },
  changed: {
    subject: 'Your Bait Al Fann password was changed',
    lead: 'The password of your Bait Al Fann Gallery account was changed, and every other device was logged out.',
    notYou: 'If you did not change it, choose a new password at once with "Forgot your password?" here:',
    button: 'Log in',
  },
  attempts: {
    subject: 'Failed attempts to log in to your Bait Al Fann account',
    lead: 'Someone has tried several wrong passwords for your Bait Al Fann Gallery account. To protect it, logging in to it is slowed down for a while; you can still log in with your password.',
    notYou:
      'If these attempts were not yours, choose a new password that you use nowhere else, with "Forgot your password?" here:',
    button: 'Log in',
  },
};

const fr: AccountMailWords = {
  dear: 'Bonjour {name},',
  gallery: 'Galerie Bait Al Fann',
  footer: 'Galerie Bait Al Fann, Mascate, Sultanat d’Oman',
  signature: 'Galerie Bait Al Fann, Mascate',
  ignore:
    'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même tant que le lien n’est pas utilisé.',
  welcome: {
    subject: 'Bienvenue à la galerie Bait Al Fann',
    lead: 'Votre compte à la galerie Bait Al Fann est prêt. Vous pouvez vous connecter ici :',
    button: 'Se connecter',
  },
  alreadyRegistered: {
    subject: 'Vous avez déjà un compte Bait Al Fann',
    lead: 'Quelqu’un (vous, nous l’espérons) a tenté de s’inscrire à la galerie Bait Al Fann avec cette adresse e-mail, qui a déjà un compte. Rien n’y a changé.',
    login:
      'Pour vous connecter, ou choisir un nouveau mot de passe avec « Mot de passe oublié ? » si vous l’avez oublié :',
    button: 'Se connecter',
  },
  reset: {
    subject: 'Réinitialisez votre mot de passe Bait Al Fann',
    bySomeone:
      'Quelqu’un (vous, nous l’espérons) a demandé à réinitialiser le mot de passe de votre compte à la galerie Bait Al Fann.',
    byGallery:
      'La galerie vous envoie un lien pour choisir un nouveau mot de passe pour votre compte à la galerie Bait Al Fann.',
    open: 'Ouvrez ce lien dans l’heure pour choisir un nouveau mot de passe :',
    button: 'Choisir un nouveau mot de passe',
  },
  changed: {
    subject: 'Votre mot de passe Bait Al Fann a été modifié',
    lead: 'Le mot de passe de votre compte à la galerie Bait Al Fann a été modifié, et vos autres appareils ont été déconnectés.',
    notYou:
      'Si ce n’est pas vous, choisissez tout de suite un nouveau mot de passe avec « Mot de passe oublié ? » ici :',
    button: 'Se connecter',
  },
  attempts: {
    subject: 'Tentatives de connexion échouées à votre compte Bait Al Fann',
    lead: 'Quelqu’un a essayé plusieurs mauvais mots de passe pour votre compte à la galerie Bait Al Fann. Pour le protéger, la connexion est ralentie pendant un moment ; vous pouvez toujours vous connecter avec votre mot de passe.',
    notYou:
      'Si ces tentatives ne sont pas les vôtres, choisissez un nouveau mot de passe que vous n’utilisez nulle part ailleurs, avec « Mot de passe oublié ? » ici :',
    button: 'Se connecter',
  },
};

const de: AccountMailWords = {
  dear: 'Guten Tag {name},',
  gallery: 'Galerie Bait Al Fann',
  footer: 'Galerie Bait Al Fann, Maskat, Sultanat Oman',
  signature: 'Galerie Bait Al Fann, Maskat',
  ignore:
    'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist, solange der Link nicht benutzt wird.',
  welcome: {
    subject: 'Willkommen bei der Galerie Bait Al Fann',
    lead: 'Ihr Konto bei der Galerie Bait Al Fann ist bereit. Hier können Sie sich anmelden:',
    button: 'Anmelden',
  },
  alreadyRegistered: {
    subject: 'Sie haben bereits ein Konto bei Bait Al Fann',
    lead: 'Jemand (hoffentlich Sie) wollte sich mit dieser E-Mail-Adresse, zu der es bereits ein Konto gibt, bei der Galerie Bait Al Fann registrieren. Am Konto hat sich nichts geändert.',
    login:
      'Zum Anmelden, oder um mit „Passwort vergessen?“ ein neues Passwort zu wählen, falls Sie es vergessen haben:',
    button: 'Anmelden',
  },
  reset: {
    subject: 'Setzen Sie Ihr Passwort bei Bait Al Fann zurück',
    bySomeone:
      'Jemand (hoffentlich Sie) hat angefordert, das Passwort Ihres Kontos bei der Galerie Bait Al Fann zurückzusetzen.',
    byGallery:
      'Die Galerie hat Ihnen einen Link geschickt, um ein neues Passwort für Ihr Konto bei der Galerie Bait Al Fann zu wählen.',
    open: 'Öffnen Sie diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:',
    button: 'Neues Passwort wählen',
  },
  changed: {
    subject: 'Ihr Passwort bei Bait Al Fann wurde geändert',
    lead: 'Das Passwort Ihres Kontos bei der Galerie Bait Al Fann wurde geändert, und alle anderen Geräte wurden abgemeldet.',
    notYou: 'Wenn Sie es nicht geändert haben, wählen Sie sofort ein neues Passwort mit „Passwort vergessen?“ hier:',
    button: 'Anmelden',
  },
  attempts: {
    subject: 'Fehlgeschlagene Anmeldeversuche bei Ihrem Konto bei Bait Al Fann',
    lead: 'Jemand hat mehrere falsche Passwörter für Ihr Konto bei der Galerie Bait Al Fann versucht. Zu seinem Schutz wird die Anmeldung eine Weile verlangsamt; mit Ihrem Passwort können Sie sich weiterhin anmelden.',
    notYou:
      'Wenn diese Versuche nicht von Ihnen stammen, wählen Sie mit „Passwort vergessen?“ ein neues Passwort, das Sie nirgendwo sonst verwenden:',
    button: 'Anmelden',
  },
};

const ar: AccountMailWords = {
  dear: 'عزيزنا {name}،',
  gallery: 'معرض بيت الفن',
  footer: 'معرض بيت الفن، مسقط، سلطنة عُمان',
  signature: 'معرض بيت الفن، مسقط',
  ignore: 'إن لم تطلب ذلك فتجاهل هذه الرسالة: تبقى كلمة المرور كما هي ما لم يُستخدم الرابط.',
  welcome: {
    subject: 'مرحبًا بك في معرض بيت الفن',
    lead: 'حسابك في معرض بيت الفن جاهز. يمكنك تسجيل الدخول من هنا:',
    button: 'تسجيل الدخول',
  },
  alreadyRegistered: {
    subject: 'لديك حساب في معرض بيت الفن بالفعل',
    lead: 'حاول أحدهم (نرجو أن تكون أنت) التسجيل في معرض بيت الفن بعنوان البريد هذا، وله حساب بالفعل. لم يتغير شيء في حسابك.',
    login: 'لتسجيل الدخول، أو لاختيار كلمة مرور جديدة عبر «نسيت كلمة المرور؟» إن كنت قد نسيتها:',
    button: 'تسجيل الدخول',
  },
  reset: {
    subject: 'إعادة تعيين كلمة المرور في معرض بيت الفن',
    bySomeone: 'طلب أحدهم (نرجو أن تكون أنت) إعادة تعيين كلمة مرور حسابك في معرض بيت الفن.',
    byGallery: 'أرسل إليك المعرض رابطًا لاختيار كلمة مرور جديدة لحسابك في معرض بيت الفن.',
    open: 'افتح هذا الرابط خلال ساعة واحدة لاختيار كلمة مرور جديدة:',
    button: 'اختر كلمة مرور جديدة',
  },
  changed: {
    subject: 'تم تغيير كلمة المرور في معرض بيت الفن',
    lead: 'تم تغيير كلمة مرور حسابك في معرض بيت الفن، وتم تسجيل الخروج من جميع الأجهزة الأخرى.',
    notYou: 'إن لم تغيّرها أنت فاختر كلمة مرور جديدة فورًا عبر «نسيت كلمة المرور؟» من هنا:',
    button: 'تسجيل الدخول',
  },
  attempts: {
    subject: 'محاولات فاشلة لتسجيل الدخول إلى حسابك في معرض بيت الفن',
    lead: 'حاول أحدهم عدة كلمات مرور خاطئة لحسابك في معرض بيت الفن. لحمايته أبطأنا تسجيل الدخول إليه لبعض الوقت؛ ويمكنك تسجيل الدخول بكلمة مرورك كالمعتاد.',
    notYou: 'إن لم تكن هذه المحاولات منك فاختر كلمة مرور جديدة لا تستخدمها في مكان آخر عبر «نسيت كلمة المرور؟» من هنا:',
    button: 'تسجيل الدخول',
  },
};

const WORDS: Record<ContentLocale, AccountMailWords> = { en, fr, de, ar };

/** The words for `language`, English for any language the gallery does not write in. */
export function accountMailWords(language: string): AccountMailWords {
  return WORDS[language as ContentLocale] ?? en;
}
