import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Address, User } from '#shared/api/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert, TextareaField } from '#web/components/ui/form-field.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Price } from '#web/components/ui/price.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useDisplayCurrency, useShownBill } from '#web/lib/display-currency.tsx';
import { useFieldMessage, useServerMessage } from '#web/lib/form-errors.ts';
import { getSessionId } from '#web/lib/session.ts';
import { useAppSelector } from '#web/lib/store.ts';
import { useGetAddressesQuery } from '#web/features/account/api/get-addresses.ts';
import {
  deliveryProblems,
  draftOfAddress,
  emptyAddressDraft,
  postalAddressOf,
  type AddressDraft,
} from '#web/features/account/address-draft.ts';
import { AddressFields } from '#web/features/account/components/address-fields.tsx';
import { countryOptions } from '#web/features/account/countries.ts';
import { usePlaceName } from '#web/features/account/hooks/use-place-name.ts';
import { placesOf } from '#web/features/account/oman-regions.ts';
import { useGetCheckoutQuoteQuery } from '#web/features/checkout/api/get-checkout-quote.ts';
import {
  checkCheckout,
  emptyContact,
  errorsUnder,
  type ContactDraft,
  type PaymentMethod,
} from '#web/features/checkout/checkout-body.ts';
import { EmptyCart } from '#web/features/cart/components/empty-cart.tsx';
import { CheckoutSummary, quoteBill } from '#web/features/checkout/components/checkout-summary.tsx';
import { ContactFields } from '#web/features/checkout/components/contact-fields.tsx';
import { PaymentMethodFields } from '#web/features/checkout/components/payment-method-fields.tsx';
import {
  SavedAddressPicker,
  type SavedAddressPickerProps,
} from '#web/features/checkout/components/saved-address-picker.tsx';
import { useIdempotencyKey } from '#web/features/checkout/hooks/use-idempotency-key.ts';
import { usePlaceOrder } from '#web/features/checkout/hooks/use-place-order.ts';
import { useRemoveFromCartMutation } from '#web/features/cart/api/remove-from-cart.ts';
import { PersonalScreen } from '../components/personal-screen.tsx';
import './checkout.css';

const ALL_METHODS: PaymentMethod[] = ['cod', 'bank_transfer'];
/** Fields of the body that have no control of their own: their problems go in the alert. */
const FORM_FIELDS = /^(contact\.|shipping_address\.|payment_method$|notes$)/;

const contactOf = (user: User): ContactDraft => ({
  full_name: `${user.first_name} ${user.last_name}`.trim(),
  email: user.email,
  phone: user.phone ?? '',
});

function Step({
  number,
  title,
  children,
  aside,
}: {
  number: number;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section className="checkout-step" aria-labelledby={`checkout-step-${number}`}>
      <header className="checkout-step__header">
        <h2 id={`checkout-step-${number}`} className="checkout-step__title">
          <span className="checkout-step__number" aria-hidden="true">
            {number}
          </span>
          {title}
        </h2>
        {aside}
      </header>
      {children}
    </section>
  );
}

/**
 * /checkout for visitors and customers: contact, shipping address (Oman's governorates and
 * wilayats, or another country), the zone's shipping charge from the server, payment method and
 * notes; checked with the server's own schema before sending, placed once per checkout, then on
 * to the confirmation.
 */
function CheckoutBody() {
  const { t, i18n } = useTranslation('shop');
  const navigate = useNavigate();
  const message = useFieldMessage();
  const serverMessage = useServerMessage();
  const user = useAppSelector((state) => state.auth.user);
  const { currency } = useDisplayCurrency();
  const sessionId = getSessionId();
  const idempotencyKey = useIdempotencyKey();
  const { submit, isSubmitting } = usePlaceOrder();
  const [removeFromCart] = useRemoveFromCartMutation();
  /** The new total the collector confirms after the prices changed (docs/product.md#cart-stock-and-orders). */
  const confirmedTotal = useRef<number | null>(null);

  const [contact, setContact] = useState<ContactDraft>(() => (user ? contactOf(user) : emptyContact));
  const [address, setAddress] = useState<AddressDraft>(emptyAddressDraft);
  const [savedAddressId, setSavedAddressId] = useState('');
  const [addressTouched, setAddressTouched] = useState(false);
  const [payment, setPayment] = useState<PaymentMethod | ''>('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<{ tone: 'error'; content: ReactNode; key: number } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const saved = useGetAddressesQuery(undefined, { skip: !user });
  const addresses = useMemo(() => (user ? (saved.data ?? []) : []), [user, saved.data]);
  const quote = useGetCheckoutQuoteQuery({ sessionId, country: address.country || 'OM' });
  // The same figure as the summary's total: the rial total converted once.
  const toPay = useShownBill(quoteBill(quote.data)).total;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const countryName = useMemo(
    () => countryOptions(language).find((c) => c.code === address.country)?.name ?? address.country,
    [language, address.country],
  );

  const chooseSaved = (chosen: Address | null) => {
    setSavedAddressId(chosen ? String(chosen.id) : '');
    setAddress(chosen ? draftOfAddress(chosen) : emptyAddressDraft);
    if (chosen) {
      setContact((current) => ({
        ...current,
        full_name: chosen.full_name || current.full_name,
        phone: chosen.phone || current.phone,
      }));
    }
  };

  // A customer's default address fills the form once the address book arrives, unless they started typing.
  useEffect(() => {
    if (addressTouched || savedAddressId || addresses.length === 0) return;
    chooseSaved(addresses.find((a) => a.is_default) ?? addresses[0]!);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addresses]);

  // A customer who logs in on another tab, or whose profile arrives late, gets their details in.
  useEffect(() => {
    if (user) setContact((current) => (current.full_name || current.email ? current : contactOf(user)));
  }, [user]);

  // A total confirmed for one destination is not one for another.
  useEffect(() => {
    confirmedTotal.current = null;
  }, [address.country]);

  const methods = quote.data?.payment_methods ?? ALL_METHODS;
  const chosenPayment = payment && methods.includes(payment) ? payment : '';

  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  const showAlert = (content: ReactNode) => setAlert({ tone: 'error', content, key: Date.now() });

  function focusFirstInvalid() {
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .payment-methods--invalid input')?.focus();
    });
  }

  const checkNow = () =>
    checkCheckout({
      sessionId,
      idempotencyKey,
      contact,
      shippingAddress: postalAddressOf(address),
      addressProblems: deliveryProblems(address),
      paymentMethod: chosenPayment,
      notes,
      displayCurrency: currency.code,
      expectedTotal: confirmedTotal.current ?? quote.data?.total_price,
    });

  // A field marked wrong loses its message as soon as what is typed or chosen there is right; new
  // messages wait for the next submit, so nothing is flagged while the visitor is still typing.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const check = checkNow();
    const still = check.ok ? {} : check.errors;
    const kept = Object.keys(errors).filter((field) => field in still);
    if (kept.length < Object.keys(errors).length) setErrors(Object.fromEntries(kept.map((f) => [f, still[f]!])));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contact, address, chosenPayment, notes]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const check = checkNow();
    if (!check.ok) {
      setErrors(check.errors);
      setAlert(null);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setAlert(null);
    const outcome = await submit(check.body);
    if (!outcome) return;
    if (outcome.ok) {
      void navigate(`/confirmation/${encodeURIComponent(outcome.orderId)}`, { replace: true });
      return;
    }
    const { failure, reason } = outcome;
    if (outcome.reason === 'priceChanged') {
      confirmedTotal.current = outcome.totals.total_price;
      showAlert(
        <>
          <p>
            <strong>{t('checkout.priceChangedTitle')}</strong>
          </p>
          <p>
            {t('checkout.priceChangedText')} <Price baisa={outcome.totals.total_price} />
          </p>
          <p>
            <button type="button" className="link-button" onClick={() => formRef.current?.requestSubmit()}>
              {t('checkout.confirmNewTotal')}
            </button>
          </p>
        </>,
      );
      return;
    }
    if (reason === 'unavailable') {
      // The works lost to another buyer leave the cart, so what is listed and its totals are what can be bought.
      const fresh = await quote.refetch();
      const lost = (fresh.data?.result ?? []).filter((l) => !l.purchasable);
      for (const l of lost) {
        await removeFromCart({ session_id: sessionId, product_id: l.product_id, color: l.color, size: l.size })
          .unwrap()
          .catch(() => undefined);
      }
      const works = lost.map((l) => `“${l.product_name}”`).join(', ');
      showAlert(
        <>
          <p>
            <strong>{t('checkout.unavailableTitle')}</strong>
          </p>
          <p>
            {lost.length > 0 ? t('checkout.droppedText', { count: lost.length, works }) : t('checkout.notCharged')}{' '}
            <Link to="/cart">{t('checkout.reviewCart')}</Link>
          </p>
        </>,
      );
      return;
    }
    if (reason === 'invalid') {
      setErrors(failure.fields);
      const others = Object.entries(failure.fields).filter(([field]) => !FORM_FIELDS.test(field));
      const onForm = Object.keys(failure.fields).length > others.length;
      showAlert(
        <>
          <p>{onForm ? t('checkout.fixFields') : serverMessage(failure.message, t('checkout.failed'))}</p>
          {onForm && others.length > 0 && serverMessage(failure.message, '') ? <p>{failure.message}</p> : null}
        </>,
      );
      if (onForm) focusFirstInvalid();
      return;
    }
    if (reason === 'network') return showAlert(<p>{t('checkout.network')}</p>);
    showAlert(<p>{serverMessage(failure.message, t('checkout.failed'))}</p>);
  }

  if (quote.isLoading || (quote.isFetching && !quote.data)) {
    return <Spinner block />;
  }
  if (quote.isError && !quote.data) {
    return (
      <section className="container section">
        <FormAlert>
          <p>{t('checkout.quoteFailed')}</p>
          <button type="button" className="link-button" onClick={() => void quote.refetch()}>
            {t('common:actions.retry')}
          </button>
        </FormAlert>
      </section>
    );
  }
  const lines = quote.data?.result ?? [];
  if (lines.length === 0) {
    return (
      <section className="container section">
        <EmptyCart>
          <p>{t('checkout.emptyText')}</p>
        </EmptyCart>
      </section>
    );
  }
  const blocked = lines.filter((line) => !line.purchasable);

  return (
    <>
      <section className="container section checkout">
        {/* First, so a phone shows what is being bought before the form; beside the form on wide screens. */}
        <CheckoutSummary quote={quote.data} countryName={countryName} loading={quote.isFetching} />
        <form
          ref={formRef}
          className="checkout__form"
          onSubmit={onSubmit}
          noValidate
          aria-describedby={alert ? 'checkout-alert' : undefined}
        >
          {!user ? (
            <p className="checkout__login">
              {t('checkout.haveAccount')}{' '}
              <Link to={`/login-register?redirect=${encodeURIComponent('/checkout')}`}>
                {t('checkout.logInFaster')}
              </Link>
            </p>
          ) : null}

          {blocked.length > 0 && !alert ? (
            <FormAlert>
              <p>{t('cart.blocked', { count: blocked.length })}</p>
              <p>
                <Link to="/cart">{t('checkout.reviewCart')}</Link>
              </p>
            </FormAlert>
          ) : null}

          {alert ? (
            <div id="checkout-alert" ref={alertRef} tabIndex={-1} className="checkout__alert" key={alert.key}>
              <FormAlert>{alert.content}</FormAlert>
            </div>
          ) : null}

          <Step number={1} title={t('checkout.contactTitle')}>
            <ContactFields value={contact} onChange={setContact} errors={errorsUnder(errors, 'contact.')} />
          </Step>

          <Step number={2} title={t('checkout.addressTitle')}>
            <SavedAddresses addresses={addresses} value={savedAddressId} onChoose={chooseSaved} />
            <AddressFields
              value={address}
              onChange={(next) => {
                setAddress(next);
                setAddressTouched(true);
              }}
              errors={errorsUnder(errors, 'shipping_address.')}
            />
          </Step>

          <Step number={3} title={t('checkout.paymentTitle')}>
            <PaymentMethodFields
              value={chosenPayment}
              onChange={setPayment}
              methods={methods}
              error={errors.payment_method}
            />
          </Step>

          <Step number={4} title={t('checkout.notesTitle')}>
            <TextareaField
              label={t('checkout.notes')}
              optionalLabel={t('checkout.optional')}
              hint={t('checkout.notesHint')}
              maxLength={1000}
              rows={4}
              value={notes}
              error={message(errors.notes)}
              onChange={(event) => setNotes(event.target.value)}
            />
          </Step>

          <div className="checkout__place">
            <p className="checkout__pay">
              <span>{t('checkout.toPay')}</span>
              <Price minor={toPay} />
            </p>
            <Button type="submit" size="lg" block busy={isSubmitting} disabled={blocked.length > 0}>
              {isSubmitting ? t('checkout.placing') : t('checkout.placeOrder')}
            </Button>
            <p className="checkout__assurance">{t('checkout.assurance')}</p>
          </div>
        </form>
      </section>
    </>
  );
}

/** /checkout: its title and heading rendered with the page, the form by the browser that keeps the cart. */
/**
 * The address book's choice, its wilayats said in the visitor's language. Apart from the page: the
 * names come with the account's words, which only a customer with addresses needs (an empty cart's
 * checkout would otherwise wait for them).
 */
function SavedAddresses(props: Omit<SavedAddressPickerProps, 'wilayatName'>) {
  const placeName = usePlaceName();
  return <SavedAddressPicker {...props} wilayatName={(saved) => placesOf(saved, placeName).wilayat} />;
}

export default function CheckoutPage() {
  const { t } = useTranslation('shop');
  const title = t('checkout.title');
  return (
    <PersonalScreen
      title={title}
      heading={<PageHeader title={title} breadcrumb={[{ label: t('cart.title'), to: '/cart' }, { label: title }]} />}
    >
      <CheckoutBody />
    </PersonalScreen>
  );
}
