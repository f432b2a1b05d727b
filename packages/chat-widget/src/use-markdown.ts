// Loads the Markdown renderer on first use: markdown-it and highlight.js are most of the widget's
// weight, and a page that never opens the chat should not pay for them.
import { useEffect, useState } from 'react';

type RenderMarkdown = (text: string) => string;

let loadedRenderer: RenderMarkdown | null = null;

/** The renderer once loaded; until then null, and callers show the plain text. */
export function useMarkdown(): RenderMarkdown | null {
  const [renderer, setRenderer] = useState(() => loadedRenderer);
  useEffect(() => {
    if (renderer) return;
    let mounted = true;
    import('./markdown').then(
      (module) => {
        loadedRenderer = module.renderMarkdown;
        if (mounted) setRenderer(() => module.renderMarkdown);
      },
      (error: unknown) => console.error('Hearth chat: could not load the Markdown renderer', error),
    );
    return () => {
      mounted = false;
    };
  }, [renderer]);
  return renderer;
}
