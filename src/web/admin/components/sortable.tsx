import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { t } from '../lib/i18n.ts';
import { Icon } from './icons.tsx';

export type SortableId = string | number;

/** The list with the item `from` moved to where `to` was (what a drop onto `to` means). */
export function moveItem<T>(items: readonly T[], idOf: (item: T) => SortableId, from: SortableId, to: SortableId): T[] {
  const oldIndex = items.findIndex((item) => idOf(item) === from);
  const newIndex = items.findIndex((item) => idOf(item) === to);
  if (oldIndex < 0 || newIndex < 0 || oldIndex === newIndex) return [...items];
  return arrayMove([...items], oldIndex, newIndex);
}

/** The list with the item at `index` moved one place (-1 earlier, +1 later); unchanged at the ends. */
export function shiftItem<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return [...items];
  return arrayMove([...items], index, target);
}

export interface SortableHandle {
  /** Spread on the element that starts a drag (a grip button, or the whole tile). */
  handle: HTMLAttributes<HTMLElement>;
  isDragging: boolean;
}

/**
 * A list whose items are reordered by dragging (mouse, touch, or the keyboard: focus the handle,
 * Space, the arrow keys, Space again), on dnd-kit. `layout` is 'grid' for tiles, 'list' for rows.
 */
export function SortableList<T>({
  items,
  idOf,
  onReorder,
  layout = 'list',
  className,
  renderItem,
  as: Tag = 'ul',
}: {
  items: readonly T[];
  idOf: (item: T) => SortableId;
  onReorder: (items: T[]) => void;
  layout?: 'list' | 'grid';
  className?: string;
  renderItem: (item: T, index: number, sortable: SortableHandle) => ReactNode;
  as?: 'ul' | 'ol';
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moveItem(items, idOf, active.id, over.id));
  };
  const ids = items.map(idOf);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ screenReaderInstructions: { draggable: t('sortable.instructions') } }}
    >
      <SortableContext items={ids} strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}>
        <Tag className={className}>
          {items.map((item, index) => (
            <SortableItem key={idOf(item)} id={idOf(item)}>
              {(sortable) => renderItem(item, index, sortable)}
            </SortableItem>
          ))}
        </Tag>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, children }: { id: SortableId; children: (sortable: SortableHandle) => ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    zIndex: isDragging ? 2 : undefined,
    position: 'relative',
  };
  return (
    <li ref={setNodeRef} style={style} data-dragging={isDragging || undefined} className="adm-sortable-item">
      {children({ handle: { ...attributes, ...listeners }, isDragging })}
    </li>
  );
}

/** The grip that starts a drag, named for screen readers. */
export function DragHandle({ handle, label }: { handle: HTMLAttributes<HTMLElement>; label: string }) {
  return (
    <button type="button" className="adm-drag-handle" aria-label={label} title={t('form.dragToReorder')} {...handle}>
      <Icon name="grip" size={18} strokeWidth={3} />
    </button>
  );
}
