import type { ContentLocale } from '#shared/languages.ts';

/**
 * The words of the collector's order e-mails, in each storefront language. E-mails are written on
 * the server, after the visitor has left, so they cannot use the storefront's locale files; these
 * stay beside the templates that use them. `{no}`, `{amount}` and the like are filled in by `fill`.
 */
export interface OrderMailWords {
  dear: string;
  gallery: string;
  footer: string;
  bookingNo: string;
  bookingDate: string;
  paymentMethod: string;
  payment: { cod: string; bank_transfer: string };
  subTotal: string;
  shipping: string;
  free: string;
  vat: string;
  total: string;
  about: string;
  converted: string;
  signature: string;
  howToPay: string;
  payOnDelivery: string;
  deliveryAddress: string;
  viewOrder: string;
  orderOnline: string;
  placed: { subject: string; lead: string };
  confirmed: { subject: string; lead: string };
  paid: { subject: string; lead: string };
  shipped: { subject: string; lead: string; carrier: string; tracking: string; track: string };
  delivered: { subject: string; lead: string };
  cancelled: { subject: string; lead: string };
  refunded: { subject: string; lead: string; partial: string; amount: string; reason: string };
}

const en: OrderMailWords = {
  dear: 'Dear {name},',
  gallery: 'Bait Al Fann Gallery',
  footer: 'Bait Al Fann Gallery, Muscat, Sultanate of Oman. Reply to this e-mail with any question about your order.',
  bookingNo: 'Booking no',
  bookingDate: 'Booking date',
  paymentMethod: 'Payment method',
  payment: { cod: 'Cash on delivery', bank_transfer: 'Bank transfer' },
  subTotal: 'Sub total',
  shipping: 'Shipping',
  free: 'free',
  vat: 'VAT ({rate}%)',
  total: 'Total',
  about: 'about {amount}',
  signature: 'Bait Al Fann Gallery, Muscat',
  converted: 'That is about {amount} at today’s rate; you are charged in Omani rials.',
  howToPay: 'How to pay',
  payOnDelivery: 'You pay when your artwork is delivered.',
  deliveryAddress: 'Delivery address',
  viewOrder: 'View your order',
  orderOnline: 'Your order online',
  placed: {
    subject: 'Your order {no} at Bait Al Fann Gallery',
    lead: 'Thank you. Your order has been received!',
  },
  confirmed: {
    subject: 'Your order {no} is confirmed',
    lead: 'We have confirmed your order {no} and are preparing your artwork.',
  },
  paid: {
    subject: 'Payment received for order {no}',
    lead: 'We have received your payment of {amount} for order {no}. Thank you. Your invoice is attached.',
  },
  shipped: {
    subject: 'Your order {no} has shipped',
    lead: 'Your artwork from order {no} is on its way.',
    carrier: 'Carrier',
    tracking: 'Tracking number',
    track: 'Track your parcel',
  },
  delivered: {
    subject: 'Your order {no} has been delivered',
    lead: 'Your order {no} has been delivered. We hope the work brings you joy.',
  },
  cancelled: {
    subject: 'Your order {no} has been cancelled',
    lead: 'Your order {no} has been cancelled. If you have paid, we will refund you.',
  },
  refunded: {
    subject: 'Refund for order {no}',
    lead: 'We have refunded {amount} of your order {no}.',
    partial: 'This is a partial refund; the rest of your order stands.',
    amount: 'Amount refunded',
    reason: 'Reason',
  },
};

const fr: OrderMailWords = {
  dear: 'Bonjour {name},',
  gallery: 'Galerie Bait Al Fann',
  footer:
    'Galerie Bait Al Fann, Mascate, Sultanat d’Oman. Répondez à cet e-mail pour toute question sur votre commande.',
  bookingNo: 'N° de commande',
  bookingDate: 'Date de commande',
  paymentMethod: 'Mode de paiement',
  payment: { cod: 'Paiement à la livraison', bank_transfer: 'Virement bancaire' },
  subTotal: 'Sous-total',
  shipping: 'Livraison',
  free: 'offerte',
  vat: 'TVA ({rate} %)',
  total: 'Total',
  about: 'environ {amount}',
  signature: 'Galerie Bait Al Fann, Mascate',
  converted: 'Soit environ {amount} au cours du jour ; le paiement se fait en rials omanais.',
  howToPay: 'Comment payer',
  payOnDelivery: 'Vous payez à la livraison de votre œuvre.',
  deliveryAddress: 'Adresse de livraison',
  viewOrder: 'Voir votre commande',
  orderOnline: 'Votre commande en ligne',
  placed: {
    subject: 'Votre commande {no} à la galerie Bait Al Fann',
    lead: 'Merci. Votre commande a bien été reçue !',
  },
  confirmed: {
    subject: 'Votre commande {no} est confirmée',
    lead: 'Nous avons confirmé votre commande {no} et préparons votre œuvre.',
  },
  paid: {
    subject: 'Paiement reçu pour la commande {no}',
    lead: 'Nous avons bien reçu votre paiement de {amount} pour la commande {no}. Merci. Votre facture est jointe.',
  },
  shipped: {
    subject: 'Votre commande {no} a été expédiée',
    lead: 'L’œuvre de votre commande {no} est en route.',
    carrier: 'Transporteur',
    tracking: 'Numéro de suivi',
    track: 'Suivre votre colis',
  },
  delivered: {
    subject: 'Votre commande {no} a été livrée',
    lead: 'Votre commande {no} a été livrée. Nous espérons que l’œuvre vous comblera.',
  },
  cancelled: {
    subject: 'Votre commande {no} a été annulée',
    lead: 'Votre commande {no} a été annulée. Si vous avez déjà payé, nous vous rembourserons.',
  },
  refunded: {
    subject: 'Remboursement de la commande {no}',
    lead: 'Nous vous avons remboursé {amount} sur votre commande {no}.',
    partial: 'Il s’agit d’un remboursement partiel ; le reste de votre commande est maintenu.',
    amount: 'Montant remboursé',
    reason: 'Motif',
  },
};

const de: OrderMailWords = {
  dear: 'Guten Tag {name},',
  gallery: 'Galerie Bait Al Fann',
  footer:
    'Galerie Bait Al Fann, Maskat, Sultanat Oman. Antworten Sie auf diese E-Mail, wenn Sie Fragen zu Ihrer Bestellung haben.',
  bookingNo: 'Bestellnummer',
  bookingDate: 'Bestelldatum',
  paymentMethod: 'Zahlungsart',
  payment: { cod: 'Zahlung bei Lieferung', bank_transfer: 'Banküberweisung' },
  subTotal: 'Zwischensumme',
  shipping: 'Versand',
  free: 'kostenlos',
  vat: 'MwSt. ({rate} %)',
  total: 'Gesamt',
  about: 'etwa {amount}',
  signature: 'Galerie Bait Al Fann, Maskat',
  converted: 'Das sind etwa {amount} zum heutigen Kurs; berechnet wird in omanischen Rial.',
  howToPay: 'So bezahlen Sie',
  payOnDelivery: 'Sie bezahlen bei Lieferung Ihres Kunstwerks.',
  deliveryAddress: 'Lieferadresse',
  viewOrder: 'Bestellung ansehen',
  orderOnline: 'Ihre Bestellung online',
  placed: {
    subject: 'Ihre Bestellung {no} bei der Galerie Bait Al Fann',
    lead: 'Vielen Dank. Ihre Bestellung ist eingegangen!',
  },
  confirmed: {
    subject: 'Ihre Bestellung {no} ist bestätigt',
    lead: 'Wir haben Ihre Bestellung {no} bestätigt und bereiten Ihr Kunstwerk vor.',
  },
  paid: {
    subject: 'Zahlung für Bestellung {no} erhalten',
    lead: 'Wir haben Ihre Zahlung von {amount} für die Bestellung {no} erhalten. Vielen Dank. Ihre Rechnung liegt bei.',
  },
  shipped: {
    subject: 'Ihre Bestellung {no} wurde versandt',
    lead: 'Das Kunstwerk aus Ihrer Bestellung {no} ist unterwegs.',
    carrier: 'Versanddienst',
    tracking: 'Sendungsnummer',
    track: 'Sendung verfolgen',
  },
  delivered: {
    subject: 'Ihre Bestellung {no} wurde zugestellt',
    lead: 'Ihre Bestellung {no} wurde zugestellt. Wir wünschen Ihnen viel Freude mit dem Werk.',
  },
  cancelled: {
    subject: 'Ihre Bestellung {no} wurde storniert',
    lead: 'Ihre Bestellung {no} wurde storniert. Falls Sie bereits bezahlt haben, erstatten wir den Betrag.',
  },
  refunded: {
    subject: 'Erstattung für Bestellung {no}',
    lead: 'Wir haben Ihnen {amount} für Ihre Bestellung {no} erstattet.',
    partial: 'Dies ist eine Teilerstattung; der Rest Ihrer Bestellung bleibt bestehen.',
    amount: 'Erstatteter Betrag',
    reason: 'Grund',
  },
};

const ar: OrderMailWords = {
  dear: 'عزيزنا {name}،',
  gallery: 'معرض بيت الفن',
  footer: 'معرض بيت الفن، مسقط، سلطنة عُمان. للاستفسار عن طلبك يكفي الرد على هذه الرسالة.',
  bookingNo: 'رقم الطلب',
  bookingDate: 'تاريخ الطلب',
  paymentMethod: 'طريقة الدفع',
  payment: { cod: 'الدفع عند الاستلام', bank_transfer: 'تحويل بنكي' },
  subTotal: 'المجموع الفرعي',
  shipping: 'الشحن',
  free: 'مجاني',
  vat: 'ضريبة القيمة المضافة ({rate}٪)',
  total: 'الإجمالي',
  about: 'حوالي {amount}',
  signature: 'معرض بيت الفن، مسقط',
  converted: 'أي ما يقارب {amount} بسعر اليوم؛ ويتم الدفع بالريال العُماني.',
  howToPay: 'طريقة الدفع',
  payOnDelivery: 'تدفع عند استلام عملك الفني.',
  deliveryAddress: 'عنوان التوصيل',
  viewOrder: 'عرض طلبك',
  orderOnline: 'طلبك على الموقع',
  placed: {
    subject: 'طلبك {no} من معرض بيت الفن',
    lead: 'شكرًا لك. لقد استلمنا طلبك!',
  },
  confirmed: {
    subject: 'تم تأكيد طلبك {no}',
    lead: 'لقد أكدنا طلبك {no} ونقوم بتجهيز عملك الفني.',
  },
  paid: {
    subject: 'تم استلام الدفعة للطلب {no}',
    lead: 'استلمنا دفعتك بقيمة {amount} للطلب {no}. شكرًا لك. تجد فاتورتك مرفقة.',
  },
  shipped: {
    subject: 'تم شحن طلبك {no}',
    lead: 'العمل الفني من طلبك {no} في طريقه إليك.',
    carrier: 'شركة الشحن',
    tracking: 'رقم التتبع',
    track: 'تتبع شحنتك',
  },
  delivered: {
    subject: 'تم تسليم طلبك {no}',
    lead: 'تم تسليم طلبك {no}. نتمنى أن يسعدك هذا العمل.',
  },
  cancelled: {
    subject: 'تم إلغاء طلبك {no}',
    lead: 'تم إلغاء طلبك {no}. إن كنت قد دفعت، فسنعيد إليك المبلغ.',
  },
  refunded: {
    subject: 'استرداد مبلغ للطلب {no}',
    lead: 'أعدنا إليك مبلغ {amount} من طلبك {no}.',
    partial: 'هذا استرداد جزئي؛ وباقي طلبك قائم.',
    amount: 'المبلغ المسترد',
    reason: 'السبب',
  },
};

export const ORDER_MAIL_WORDS: Record<ContentLocale, OrderMailWords> = { en, fr, de, ar };

/** The words for `language`, English for any language the gallery does not write in. */
export function orderMailWords(language: string): OrderMailWords {
  return ORDER_MAIL_WORDS[language as ContentLocale] ?? en;
}

/** Fills `{name}` placeholders; values are inserted as given (escape them for HTML before). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** Dates as the collector's language writes them, in Muscat's time zone. */
export function dateIn(language: string, iso: string): string {
  const locale = language === 'ar' ? 'ar-OM' : language === 'en' ? 'en-GB' : language;
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Muscat',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

export const isRightToLeft = (language: string) => language === 'ar';
