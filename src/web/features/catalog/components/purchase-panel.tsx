import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Product } from '#shared/api/catalog.ts';
import { writeDimensions } from '#shared/dimensions.ts';
import { usePurchaseOptions } from '../hooks/use-purchase-options.ts';
import type { InCart } from '../hooks/purchase-options.ts';
import { AvailabilityMark } from './availability-mark.tsx';
import styles from './purchase-panel.module.css';

/** Swatches of the frame and paper colours prints come in; CSS's own 'brown' is a brick red. */
const swatchColours: Record<string, string> = {
  white: '#fbfaf7',
  black: '#1d1a16',
  brown: '#6b4a2f',
  blue: '#2b4a7e',
  natural: '#c9a878',
  gold: '#c2a04f',
  silver: '#bfc1c2',
  grey: '#8c8a86',
  gray: '#8c8a86',
};

/** What the cart feature's Add To Cart button needs; the route passes that button in. */
export interface AddToCartRequest {
  productId: number;
  color?: string;
  size?: string;
  quantity: number;
  disabled: boolean;
}

export interface PurchasePanelProps {
  artwork: Pick<Product, 'id' | 'stock' | 'variation' | 'availability' | 'affiliateLink'>;
  /** Renders the Add To Cart button (features do not import each other; the route composes them). */
  renderAddToCart: (request: AddToCartRequest) => ReactNode;
  /** How many of this artwork in a colour and size the cart already holds (counted: ADR 008). */
  inCart?: InCart;
  /** Show the quantity plus and minus even for a single work (the quick view always has them, docs/product.md#screens). */
  alwaysShowQuantity?: boolean;
  /**
   * Renders the enquiry button (docs/product.md#enquiries): about this work, or about similar works
   * for a sold or reserved one. Without it a sold or reserved work links to the contact page.
   */
  renderEnquiry?: (similar: boolean) => ReactNode;
  /** Told when the visitor picks a colour, so the page can show the work in that frame. */
  onColorChosen?: (color: string) => void;
}

/**
 * Colour and size pickers, quantity and the way to buy (docs/product.md#screens, #forms-and-validation): Add To Cart, Out of
 * Stock, a Sold or Reserved mark for a work that is gone, or Buy Now at the affiliate's shop.
 * Key it by artwork id so another artwork starts from its own defaults.
 */
export function PurchasePanel({
  artwork,
  renderAddToCart,
  inCart,
  alwaysShowQuantity = false,
  renderEnquiry,
  onColorChosen,
}: PurchasePanelProps) {
  const { t, i18n } = useTranslation('catalog');
  const options = usePurchaseOptions(artwork, inCart);
  const colorId = useId();
  const sizeId = useId();
  const quantityId = useId();
  const sizes = artwork.variation.find((v) => v.color === options.color)?.size ?? [];
  const hasVariations = artwork.variation.length > 0;
  const colourName = (color: string) => t(`colors.${color.toLowerCase()}`, { defaultValue: color });

  let action: ReactNode;
  if (artwork.affiliateLink) {
    action = (
      <a
        href={artwork.affiliateLink}
        target="_blank"
        rel="noopener noreferrer"
        className="btn btn--primary btn--lg btn--block"
      >
        {t('purchase.buyNow')}
        <span className="visually-hidden"> {t('purchase.newTab')}</span>
        <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" className={styles.external}>
          <path d="M8 4H4v12h12v-4M11 3h6v6M17 3l-8 8" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </a>
    );
  } else if (artwork.availability !== 'available') {
    action = (
      <div className={styles.gone}>
        <AvailabilityMark availability={artwork.availability} />
        <p>{t(artwork.availability === 'sold' ? 'purchase.soldText' : 'purchase.reservedText')}</p>
        {renderEnquiry ? (
          renderEnquiry(true)
        ) : (
          <Link to="/contact" className={styles.enquire}>
            {t('purchase.enquire')}
          </Link>
        )}
      </div>
    );
  } else if (options.stock <= 0) {
    action = (
      <button type="button" className="btn btn--secondary btn--lg btn--block" disabled>
        {t('purchase.outOfStock')}
      </button>
    );
  } else {
    // A single original or numbered print is one of a kind: a quantity picker would only ever say 1.
    const showQuantity = alwaysShowQuantity || hasVariations || options.stock > 1;
    action = (
      <>
        <div className={styles.buy}>
          {showQuantity ? (
            <div className={styles.quantity} role="group" aria-labelledby={quantityId}>
              <span id={quantityId} className={styles.pickerLabel}>
                {t('purchase.quantity')}
              </span>
              <div className={styles.stepper}>
                <button
                  type="button"
                  onClick={options.decrement}
                  disabled={options.quantity <= 1}
                  aria-label={t('purchase.decrease')}
                >
                  −
                </button>
                <output aria-live="polite" aria-label={t('purchase.quantity')}>
                  {options.quantity}
                </output>
                <button
                  type="button"
                  onClick={options.increment}
                  disabled={options.quantity >= options.maxQuantity}
                  aria-label={t('purchase.increase')}
                >
                  +
                </button>
              </div>
            </div>
          ) : null}
          <div className={styles.cart}>
            {renderAddToCart({
              productId: artwork.id,
              color: options.color ?? undefined,
              size: options.size ?? undefined,
              quantity: options.quantity,
              disabled: options.atLimit,
            })}
          </div>
        </div>
        {options.atLimit ? (
          <p className={styles.stockNote}>{t('purchase.allInCart')}</p>
        ) : options.stock > 1 && options.stock <= 5 ? (
          <p className={styles.stockNote}>{t('purchase.fewLeft', { count: options.stock })}</p>
        ) : null}
      </>
    );
  }

  return (
    <div className={styles.panel}>
      {hasVariations ? (
        <div className={styles.pickers}>
          <fieldset className={styles.picker}>
            <legend className={styles.pickerLabel} id={colorId}>
              {t('purchase.color')}
              {options.color ? <span className={styles.chosen}>{colourName(options.color)}</span> : null}
            </legend>
            <div className={styles.swatches}>
              {artwork.variation.map((variation) => (
                <label key={variation.color} className={styles.swatch} title={colourName(variation.color)}>
                  <input
                    type="radio"
                    name={colorId}
                    value={variation.color}
                    checked={options.color === variation.color}
                    onChange={() => {
                      options.selectColor(variation.color);
                      onColorChosen?.(variation.color);
                    }}
                    className="visually-hidden"
                  />
                  <span
                    className={styles.swatchColor}
                    style={{ background: swatchColours[variation.color.toLowerCase()] ?? variation.color }}
                    aria-hidden="true"
                  />
                  <span className="visually-hidden">{colourName(variation.color)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {sizes.length > 0 ? (
            <fieldset className={styles.picker}>
              <legend className={styles.pickerLabel} id={sizeId}>
                {t('purchase.size')}
              </legend>
              <div className={styles.sizes}>
                {sizes.map((size) => (
                  <label key={size.name} className={[styles.size, size.stock <= 0 ? styles.soldOut : ''].join(' ')}>
                    <input
                      type="radio"
                      name={sizeId}
                      value={size.name}
                      checked={options.size === size.name}
                      onChange={() => options.selectSize(size.name)}
                      className="visually-hidden"
                    />
                    {/* Letter sizes (m, xl) read better in capitals; print formats keep their own spelling. */}
                    <span>
                      {size.name.length <= 3
                        ? size.name.toUpperCase()
                        : writeDimensions(size.name, i18n.resolvedLanguage)}
                    </span>
                    {size.stock <= 0 ? <span className="visually-hidden"> ({t('purchase.sizeSoldOut')})</span> : null}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
        </div>
      ) : null}
      {action}
      {renderEnquiry && artwork.availability === 'available' ? renderEnquiry(false) : null}
    </div>
  );
}
