import { Icon } from '../../components/icons.tsx';
import { t } from '../../lib/i18n.ts';
import { newKey, variationStock, type VariationRow } from './artwork-form-model.ts';

/**
 * Colours and sizes of a print, each size with its own stock (docs/product.md#data variation). A work sold as
 * itself has none.
 */
export function VariationsEditor({
  variations,
  onChange,
  errors,
}: {
  variations: VariationRow[];
  onChange: (variations: VariationRow[]) => void;
  errors: Record<string, string>;
}) {
  const update = (index: number, change: Partial<VariationRow>) =>
    onChange(variations.map((v, i) => (i === index ? { ...v, ...change } : v)));
  const listError = errors.variations;
  return (
    <div className="adm-variations" data-field="variations" data-invalid={listError ? true : undefined}>
      <div className="adm-variations-header">
        <div>
          <h3 className="adm-subtitle">{t('artworks.variations.title')}</h3>
          <p className="adm-field-hint">
            {variations.length
              ? t('artworks.variations.total', { n: variationStock(variations) })
              : t('artworks.variations.none')}
          </p>
        </div>
        <button
          type="button"
          className="adm-button adm-button--secondary adm-button--small"
          onClick={() =>
            onChange([...variations, { key: newKey(), color: '', sizes: [{ key: newKey(), name: '', stock: '1' }] }])
          }
        >
          <Icon name="plus" size={16} />
          {t('artworks.variations.addColour')}
        </button>
      </div>
      {listError ? <p className="adm-field-error">{listError}</p> : null}
      {variations.map((variation, i) => {
        const colourError = errors[`variations.${i}.color`];
        const sizesError = errors[`variations.${i}.sizes`];
        return (
          <fieldset
            key={variation.key}
            className="adm-variation"
            aria-label={t('artworks.variations.colourN', { n: i + 1 })}
          >
            <div className="adm-variation-head">
              <div
                className="adm-field"
                data-field={`variations.${i}.color`}
                data-invalid={colourError ? true : undefined}
              >
                <label className="adm-label" htmlFor={`colour-${variation.key}`}>
                  {t('artworks.variations.colour')}
                </label>
                <input
                  id={`colour-${variation.key}`}
                  className="adm-input"
                  value={variation.color}
                  placeholder={t('artworks.variations.colourPlaceholder')}
                  maxLength={40}
                  aria-invalid={colourError ? true : undefined}
                  onChange={(e) => update(i, { color: e.target.value })}
                />
                {colourError ? <p className="adm-field-error">{colourError}</p> : null}
              </div>
              <button
                type="button"
                className="adm-button adm-button--ghost-danger adm-button--small"
                aria-label={t('artworks.variations.removeColour', {
                  name: variation.color || t('artworks.variations.colourN', { n: i + 1 }),
                })}
                onClick={() => onChange(variations.filter((_, x) => x !== i))}
              >
                <Icon name="trash" size={16} />
                <span className="adm-hide-narrow">{t('artworks.variations.removeColourShort')}</span>
              </button>
            </div>
            <table className="adm-size-table">
              <thead>
                <tr>
                  <th scope="col">{t('artworks.variations.size')}</th>
                  <th scope="col">{t('artworks.variations.stock')}</th>
                  <th scope="col">
                    <span className="adm-visually-hidden">{t('list.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {variation.sizes.map((size, j) => {
                  const nameError = errors[`variations.${i}.sizes.${j}.name`];
                  const stockError = errors[`variations.${i}.sizes.${j}.stock`];
                  const label = `${variation.color || t('artworks.variations.colourN', { n: i + 1 })}, ${t('artworks.variations.sizeN', { n: j + 1 })}`;
                  const setSize = (change: Partial<typeof size>) =>
                    update(i, { sizes: variation.sizes.map((s, y) => (y === j ? { ...s, ...change } : s)) });
                  return (
                    <tr key={size.key}>
                      <td data-field={`variations.${i}.sizes.${j}.name`} data-invalid={nameError ? true : undefined}>
                        <input
                          className="adm-input adm-input--small"
                          aria-label={`${t('artworks.variations.size')}: ${label}`}
                          value={size.name}
                          placeholder={t('artworks.variations.sizePlaceholder')}
                          maxLength={40}
                          aria-invalid={nameError ? true : undefined}
                          onChange={(e) => setSize({ name: e.target.value })}
                        />
                        {nameError ? <p className="adm-field-error">{nameError}</p> : null}
                      </td>
                      <td data-field={`variations.${i}.sizes.${j}.stock`} data-invalid={stockError ? true : undefined}>
                        <input
                          className="adm-input adm-input--small"
                          aria-label={`${t('artworks.variations.stock')}: ${label}`}
                          value={size.stock}
                          inputMode="numeric"
                          aria-invalid={stockError ? true : undefined}
                          onChange={(e) => setSize({ stock: e.target.value })}
                        />
                        {stockError ? <p className="adm-field-error">{stockError}</p> : null}
                      </td>
                      <td className="adm-table-actions">
                        <button
                          type="button"
                          className="adm-icon-button adm-icon-button--small adm-icon-button--danger"
                          aria-label={t('artworks.variations.removeSize', { label: label })}
                          onClick={() => update(i, { sizes: variation.sizes.filter((_, y) => y !== j) })}
                        >
                          <Icon name="close" size={16} />
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {sizesError ? <p className="adm-field-error">{sizesError}</p> : null}
            <button
              type="button"
              className="adm-link-button"
              onClick={() => update(i, { sizes: [...variation.sizes, { key: newKey(), name: '', stock: '1' }] })}
            >
              <Icon name="plus" size={14} /> {t('artworks.variations.addSize')}
            </button>
          </fieldset>
        );
      })}
    </div>
  );
}
