import { writeDimensions } from '#shared/dimensions.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetails } from '#shared/api/orders.ts';
import { formatMinorPrice, OMR, shownBill, type Currency } from '#shared/money.ts';
import { Price } from '#web/components/ui/price.tsx';
import { DisplayCurrencyProvider } from '#web/lib/display-currency.tsx';
import { formatBookingDate } from '../order-format.ts';
import './order-view.css';

const CHARGED_IN_OMR = { currency: OMR, ready: true };

export interface OrderViewProps {
  order: OrderDetails;
  /**
   * The currency the buyer was browsing in, at the order's rate: its equivalent is shown beside
   * the amounts charged in rials. Omitted when they browsed in rials.
   */
  equivalent?: Currency | null;
  /** The level of the section headings (the page decides what sits above). */
  headingLevel?: 2 | 3;
  /**
   * Where the order goes, as the route renders `order.delivery` (an address in the visitor's words
   * belongs to the account feature). Shown with the buyer's note under its own heading.
   */
  delivery?: ReactNode;
}

/**
 * The order's total in the currency it was browsed in: the rial total converted once, as checkout
 * showed it (docs/product.md#money-and-rounding).
 */
function Equivalent({ order, currency }: { order: OrderDetails; currency: Currency | null | undefined }) {
  const { t } = useTranslation('shop');
  if (!currency || currency.code === OMR.code) return null;
  const lines = order.products.map((p) => ({ unitPrice: p.product_price, quantity: p.product_quantity }));
  const { total } = shownBill({ lines, shipping: order.delivery_charge, tax: order.tax }, currency);
  return (
    <span className="order-view__equivalent">
      {/* Isolated left to right, so that "€12.34" stays one piece inside Arabic text. */}
      {t('order.equivalent', { amount: `\u2066${formatMinorPrice(total, currency)}\u2069` })}
    </span>
  );
}

/**
 * An order as the confirmation shows it (docs/product.md#screens): Booking Details, Order Details (80×80 image, name,
 * size, medium, orientation, quantity × price) and Price Info, in rials as charged, and the bank's
 * details when the buyer pays by transfer; and where it is delivered, as the confirmation
 * mail says. Also the order detail of the account's order history.
 */
export function OrderView({ order, equivalent, headingLevel = 2, delivery }: OrderViewProps) {
  const { t, i18n } = useTranslation('shop');
  const Heading = `h${headingLevel}` as const;
  const orientation = (value: string) => (value ? t(`order.orientations.${value}`, { defaultValue: value }) : '');
  return (
    <DisplayCurrencyProvider value={CHARGED_IN_OMR}>
      <div className="order-view">
        <section className="order-view__section" aria-labelledby={`booking-${order.order_id}`}>
          <Heading id={`booking-${order.order_id}`} className="order-view__heading">
            {t('order.bookingDetails')}
          </Heading>
          <dl className="order-view__facts">
            <div>
              <dt>{t('order.bookingNo')}</dt>
              <dd className="order-view__booking-no">{order.order_no}</dd>
            </div>
            <div>
              <dt>{t('order.bookingDate')}</dt>
              <dd>{formatBookingDate(order.booking_date, i18n.resolvedLanguage ?? i18n.language)}</dd>
            </div>
            <div>
              <dt>{t('order.totalAmount')}</dt>
              <dd>
                <Price baisa={order.total_amount} />
                <Equivalent order={order} currency={equivalent} />
              </dd>
            </div>
            <div>
              <dt>{t('order.paymentMethod')}</dt>
              <dd>{t(`order.paymentMethods.${order.payment_method}`, { defaultValue: order.payment_type })}</dd>
            </div>
          </dl>
        </section>

        {order.bank_transfer_instructions ? (
          <section className="order-view__section order-view__bank" aria-labelledby={`bank-${order.order_id}`}>
            <Heading id={`bank-${order.order_id}`} className="order-view__heading">
              {t('order.bankTransferTitle')}
            </Heading>
            {/* The gallery's own text, kept in one language: it reads in its own direction. */}
            <p dir="auto">{order.bank_transfer_instructions}</p>
            <p className="order-view__bank-reference">
              {t('order.bankTransferReference', { orderNo: order.order_no })}
            </p>
          </section>
        ) : null}

        {delivery ? (
          <section className="order-view__section order-view__delivery" aria-labelledby={`delivery-${order.order_id}`}>
            <Heading id={`delivery-${order.order_id}`} className="order-view__heading">
              {t('order.deliveryTitle')}
            </Heading>
            {delivery}
            {order.notes ? (
              <div className="order-view__notes">
                <p className="order-view__notes-label">{t('order.yourNote')}</p>
                {/* The buyer's own words, in whatever language they wrote them. */}
                <p dir="auto">{order.notes}</p>
              </div>
            ) : null}
          </section>
        ) : null}

        <section className="order-view__section" aria-labelledby={`items-${order.order_id}`}>
          <Heading id={`items-${order.order_id}`} className="order-view__heading">
            {t('order.orderDetails')}
          </Heading>
          <ul className="order-view__products">
            {order.products.map((product, index) => (
              <li
                key={`${product.product_slug}-${product.product_color}-${product.product_size}-${index}`}
                className="order-view__product"
              >
                <div className="order-view__image">
                  {product.product_image ? (
                    <img src={product.product_image} alt="" width={80} height={80} loading="lazy" decoding="async" />
                  ) : null}
                </div>
                <div className="order-view__product-info">
                  <p className="order-view__product-name">{product.product_name}</p>
                  <dl className="order-view__product-facts">
                    {product.product_size ? (
                      <div>
                        <dt>{t('order.size')}</dt>
                        {/* Staff's English size keeps its own direction inside Arabic text. */}
                        <dd>
                          <bdi>{writeDimensions(product.product_size, i18n.resolvedLanguage)}</bdi>
                        </dd>
                      </div>
                    ) : null}
                    {product.product_color ? (
                      <div>
                        <dt>{t('order.colour')}</dt>
                        <dd className="order-view__colour">
                          {t(`common:cart.colors.${product.product_color.toLowerCase()}`, {
                            defaultValue: product.product_color,
                          })}
                        </dd>
                      </div>
                    ) : null}
                    {product.product_medium ? (
                      <div>
                        <dt>{t('order.medium')}</dt>
                        <dd>{product.product_medium}</dd>
                      </div>
                    ) : null}
                    {product.product_orientation ? (
                      <div>
                        <dt>{t('order.orientation')}</dt>
                        <dd>{orientation(product.product_orientation)}</dd>
                      </div>
                    ) : null}
                  </dl>
                </div>
                <p className="order-view__product-price">
                  <span className="visually-hidden">{t('order.quantityTimesPrice')} </span>
                  {product.product_quantity} × <Price baisa={product.product_price} />
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section className="order-view__section" aria-labelledby={`price-${order.order_id}`}>
          <Heading id={`price-${order.order_id}`} className="order-view__heading">
            {t('order.priceInfo')}
          </Heading>
          <dl className="order-view__prices">
            <div>
              <dt>{t('order.subTotal')}</dt>
              <dd>
                <Price baisa={order.sub_total} />
              </dd>
            </div>
            <div>
              <dt>{t('order.shippingFee')}</dt>
              <dd>
                {/* As the cart and checkout said it. */}
                {order.delivery_charge === 0 && order.sub_total > 0 ? (
                  t('common:cart.free')
                ) : (
                  <Price baisa={order.delivery_charge} />
                )}
              </dd>
            </div>
            <div>
              <dt>{t('order.taxFee')}</dt>
              <dd>
                <Price baisa={order.tax} />
              </dd>
            </div>
            <div className="order-view__grand">
              <dt>{t('order.total')}</dt>
              <dd>
                <Price baisa={order.total_amount} />
                <Equivalent order={order} currency={equivalent} />
              </dd>
            </div>
          </dl>
          <p className="order-view__charged">{t('order.chargedInRials')}</p>
        </section>
      </div>
    </DisplayCurrencyProvider>
  );
}
