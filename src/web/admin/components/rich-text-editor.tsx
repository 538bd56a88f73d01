import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { t } from '../lib/i18n.ts';
import { Icon, type IconName } from './icons.tsx';

/**
 * Rich text for descriptions and pages, on TipTap. It offers only what the server keeps when it
 * sanitises the HTML (docs/product.md#uploads-and-rich-text): paragraphs, h2/h3, bold, italic, underline, strike, lists,
 * quotes, links and rules. "HTML" shows the source for pasting from elsewhere; whatever is typed
 * there is still sanitised by the server on save, so a script never reaches the storefront.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  hint,
  name,
  minHeight = 180,
  lang,
  dir,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  hint?: string;
  name?: string;
  minHeight?: number;
  /** The language and direction of the text written (a translation); the label, toolbar and hint keep the screen's. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const noteId = `${id}-note`;
  const [source, setSource] = useState(false);
  /** The HTML this editor last reported, to tell our own changes from new values given to us. */
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: value,
    editorProps: {
      attributes: contentAttributes(labelId, error || hint ? noteId : undefined, Boolean(error), { lang, dir }),
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  // A new value from outside (the record loaded, the form reset): show it.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // Keep the accessibility attributes in step with the error state.
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: contentAttributes(labelId, error || hint ? noteId : undefined, Boolean(error), { lang, dir }),
      },
    });
  }, [editor, error, hint, labelId, noteId, lang, dir]);

  const toggleSource = () => {
    if (source && editor) {
      // Back to the visual editor: it parses the HTML typed, keeping only what it understands.
      emitted.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
    }
    setSource((s) => !s);
  };

  return (
    <div className="adm-field" data-field={name} data-invalid={error ? true : undefined}>
      <span className="adm-label" id={labelId}>
        {label}
      </span>
      <div
        className="adm-rte"
        data-invalid={error ? true : undefined}
        style={{ '--adm-rte-min': `${minHeight}px` } as CSSProperties}
      >
        <Toolbar editor={editor} source={source} onToggleSource={toggleSource} />
        {source ? (
          <textarea
            className="adm-rte-source"
            aria-labelledby={labelId}
            aria-describedby={error || hint ? noteId : undefined}
            aria-invalid={error ? true : undefined}
            spellCheck={false}
            lang={lang}
            dir={dir}
            value={value}
            onChange={(e) => {
              emitted.current = e.target.value;
              onChange(e.target.value);
            }}
          />
        ) : (
          <EditorContent editor={editor} />
        )}
      </div>
      {error ? (
        <p className="adm-field-error" id={noteId}>
          {error}
        </p>
      ) : hint ? (
        <p className="adm-field-hint" id={noteId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function contentAttributes(
  labelId: string,
  noteId: string | undefined,
  invalid: boolean,
  text: { lang?: string | undefined; dir?: string | undefined },
): Record<string, string> {
  return {
    ...(text.lang ? { lang: text.lang } : {}),
    ...(text.dir ? { dir: text.dir } : {}),
    class: 'adm-prose adm-rte-content',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(noteId ? { 'aria-describedby': noteId } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
  };
}

function Toolbar({
  editor,
  source,
  onToggleSource,
}: {
  editor: Editor | null;
  source: boolean;
  onToggleSource: () => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            underline: e.isActive('underline'),
            strike: e.isActive('strike'),
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bulletList: e.isActive('bulletList'),
            orderedList: e.isActive('orderedList'),
            blockquote: e.isActive('blockquote'),
            link: e.isActive('link'),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });
  const [linking, setLinking] = useState(false);
  if (!editor) return <div className="adm-rte-toolbar" />;
  const run = (fn: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    fn(editor.chain().focus()).run();
  const off = source;
  const button = (
    key: string,
    label: string,
    active: boolean | undefined,
    onClick: () => void,
    icon?: IconName,
    text?: string,
    disabled?: boolean,
  ) => (
    <button
      key={key}
      type="button"
      className="adm-rte-button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={off || disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {icon ? <Icon name={icon} size={16} /> : <span className="adm-rte-glyph">{text}</span>}
    </button>
  );
  return (
    <>
      <div className="adm-rte-toolbar" role="toolbar" aria-label={t('richText.toolbar')}>
        <div className="adm-rte-group">
          {button(
            'h2',
            t('richText.heading'),
            state?.h2,
            run((c) => c.toggleHeading({ level: 2 })),
            undefined,
            'H2',
          )}
          {button(
            'h3',
            t('richText.subheading'),
            state?.h3,
            run((c) => c.toggleHeading({ level: 3 })),
            undefined,
            'H3',
          )}
        </div>
        <div className="adm-rte-group">
          {button(
            'bold',
            t('richText.bold'),
            state?.bold,
            run((c) => c.toggleBold()),
            undefined,
            'B',
          )}
          {button(
            'italic',
            t('richText.italic'),
            state?.italic,
            run((c) => c.toggleItalic()),
            undefined,
            'I',
          )}
          {button(
            'underline',
            t('richText.underline'),
            state?.underline,
            run((c) => c.toggleUnderline()),
            undefined,
            'U',
          )}
          {button(
            'strike',
            t('richText.strike'),
            state?.strike,
            run((c) => c.toggleStrike()),
            undefined,
            'S',
          )}
        </div>
        <div className="adm-rte-group">
          {button(
            'ul',
            t('richText.bulletList'),
            state?.bulletList,
            run((c) => c.toggleBulletList()),
            'listBullet',
          )}
          {button(
            'ol',
            t('richText.orderedList'),
            state?.orderedList,
            run((c) => c.toggleOrderedList()),
            'listNumber',
          )}
          {button(
            'quote',
            t('richText.quote'),
            state?.blockquote,
            run((c) => c.toggleBlockquote()),
            'quote',
          )}
          {button('link', t('richText.link'), state?.link || linking, () => setLinking((l) => !l), 'link')}
        </div>
        <div className="adm-rte-group">
          {button(
            'undo',
            t('richText.undo'),
            undefined,
            run((c) => c.undo()),
            'undo',
            undefined,
            !state?.canUndo,
          )}
          {button(
            'redo',
            t('richText.redo'),
            undefined,
            run((c) => c.redo()),
            'redo',
            undefined,
            !state?.canRedo,
          )}
        </div>
        <button
          type="button"
          className="adm-rte-button adm-rte-source-toggle"
          aria-pressed={source}
          onClick={onToggleSource}
          title={t('richText.sourceHint')}
        >
          <Icon name="code" size={16} />
          <span>{t('richText.source')}</span>
        </button>
      </div>
      {linking && !source ? <LinkForm editor={editor} onDone={() => setLinking(false)} /> : null}
    </>
  );
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current);
  const id = useId();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const url = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (url) chain.setLink({ href: url }).run();
    else chain.unsetLink().run();
    onDone();
  };
  // Not a <form>: the editor often sits inside the page's own form.
  return (
    <div className="adm-rte-link">
      <label htmlFor={id} className="adm-visually-hidden">
        {t('richText.linkAddress')}
      </label>
      <input
        id={id}
        className="adm-input adm-input--small"
        type="text"
        inputMode="url"
        placeholder={t('richText.linkPlaceholder')}
        value={href}
        autoFocus
        onChange={(e) => setHref(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') apply(e);
          if (e.key === 'Escape') onDone();
        }}
      />
      <button type="button" className="adm-button adm-button--secondary adm-button--small" onClick={apply}>
        {t('richText.applyLink')}
      </button>
      {current ? (
        <button
          type="button"
          className="adm-button adm-button--ghost-danger adm-button--small"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onDone();
          }}
        >
          {t('richText.removeLink')}
        </button>
      ) : null}
    </div>
  );
}
