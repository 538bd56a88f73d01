import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ManagedMedia } from '#shared/api/manage.ts';
import { renderWithStore } from '../test-utils.tsx';
import { ImageGallery } from './image-gallery.tsx';
import { moveItem, shiftItem } from './sortable.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const media = (id: number, alt: string): ManagedMedia => ({
  id,
  kind: 'image',
  mime: 'image/webp',
  bytes: 1000,
  width: 640,
  height: 480,
  original_name: `${alt}.png`,
  alt,
  url: `/media/m${id}-640.webp`,
  image_set: { key: `m${id}`, widths: [640], width: 640, height: 480, alt },
});

/** The gallery with its state, as a form holds it; `seen` reports every change. */
function Harness({
  initial,
  seen,
}: {
  initial: ManagedMedia[];
  seen: (images: number[], feature: number | null) => void;
}) {
  const [images, setImages] = useState(initial);
  const [feature, setFeature] = useState<number | null>(null);
  return (
    <ImageGallery
      label="Artwork images"
      images={images}
      featureId={feature}
      onImages={(next) =>
        setImages((list) => {
          const value = typeof next === 'function' ? next(list) : next;
          seen(
            value.map((i) => i.id),
            feature,
          );
          return value;
        })
      }
      onFeature={(id) => {
        setFeature(id);
        seen(
          images.map((i) => i.id),
          id,
        );
      }}
    />
  );
}

const order = () => screen.getAllByRole('figure').map((f) => within(f).getByRole('img').getAttribute('alt'));

describe('reordering', () => {
  it('moves an item to where it was dropped, and one place with the arrows', () => {
    const ids = (list: { id: number }[]) => list.map((x) => x.id);
    const list = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(ids(moveItem(list, (x) => x.id, 1, 3))).toEqual([2, 3, 1, 4]);
    expect(ids(moveItem(list, (x) => x.id, 4, 1))).toEqual([4, 1, 2, 3]);
    expect(ids(moveItem(list, (x) => x.id, 2, 99))).toEqual([1, 2, 3, 4]);
    expect(ids(shiftItem(list, 0, 1))).toEqual([2, 1, 3, 4]);
    expect(ids(shiftItem(list, 0, -1))).toEqual([1, 2, 3, 4]);
    expect(ids(shiftItem(list, 3, 1))).toEqual([1, 2, 3, 4]);
  });
});

describe('the artwork images', () => {
  it('reorders, chooses the feature image, removes, and uploads new ones at the end', async () => {
    let last: { images: number[]; feature: number | null } = { images: [], feature: null };
    const view = renderWithStore(
      <Harness
        initial={[media(11, 'Sea'), media(12, 'Dunes'), media(13, 'Fort')]}
        seen={(images, feature) => (last = { images, feature })}
      />,
      ({ method, path }) =>
        method === 'POST' && path === '/admin/api/manage/media'
          ? { status: 201, body: { result: media(20, 'New upload') } }
          : undefined,
    );
    cleanup = view.cleanup;
    const user = userEvent.setup({ delay: null });

    // Without a choice the first image is the feature image.
    expect(order()).toEqual(['Sea', 'Dunes', 'Fort']);
    expect(screen.getByRole('figure', { name: 'Image 1 of 3' })).toHaveTextContent('Feature image');

    await user.click(screen.getByRole('button', { name: 'Move later: Image 1 of 3' }));
    expect(order()).toEqual(['Dunes', 'Sea', 'Fort']);
    await user.click(screen.getByRole('button', { name: 'Move earlier: Image 3 of 3' }));
    expect(order()).toEqual(['Dunes', 'Fort', 'Sea']);
    expect(last.images).toEqual([12, 13, 11]);
    expect(screen.getByRole('button', { name: 'Move earlier: Image 1 of 3' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move later: Image 3 of 3' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Use as feature image: Image 3 of 3' }));
    expect(last.feature).toBe(11);
    expect(screen.getByRole('figure', { name: 'Image 3 of 3' })).toHaveTextContent('Feature image');
    expect(screen.getByRole('figure', { name: 'Image 1 of 3' })).not.toHaveTextContent('Feature image');

    // Removing the feature image hands the part back to the first image.
    await user.click(screen.getByRole('button', { name: 'Remove: Image 3 of 3' }));
    expect(order()).toEqual(['Dunes', 'Fort']);
    expect(screen.getByRole('figure', { name: 'Image 1 of 2' })).toHaveTextContent('Feature image');

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'studio.png', { type: 'image/png' });
    await user.upload(view.container.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await waitFor(() => expect(order()).toEqual(['Dunes', 'Fort', 'New upload']));
    expect(view.calls.find((c) => c.path === '/admin/api/manage/media')?.body).toEqual({ file: expect.any(String) });

    // A PDF is turned away before it is sent.
    const pdf = new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' });
    // (The picker itself offers images only; a drop is not filtered.)
    const anyFile = userEvent.setup({ delay: null, applyAccept: false });
    await anyFile.upload(view.container.querySelector<HTMLInputElement>('input[type="file"]')!, pdf);
    expect(await screen.findByText('notes.pdf could not be uploaded: it is not an image')).toBeInTheDocument();
    expect(view.calls.filter((c) => c.path === '/admin/api/manage/media')).toHaveLength(1);
  });
});
